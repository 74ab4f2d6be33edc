import { expect } from 'vitest';
import type { TestApi } from '../../testing';

// The boundary files the import and export suites send, built as GeoJSON: a square field in
// Kansas, a feature with or without its name, a collection of them, and the farm they go into.

/** A square of about `side` degrees at a corner in Kansas. */
export const square = (west: number, south: number, side = 0.004) => ({
  type: 'Polygon',
  coordinates: [
    [
      [west, south],
      [west + side, south],
      [west + side, south + side],
      [west, south + side],
      [west, south],
    ],
  ],
});

export const feature = (name: string | null, geometry: unknown) => ({
  type: 'Feature',
  properties: name ? { name } : {},
  geometry,
});

export const collection = (...features: unknown[]) => ({ type: 'FeatureCollection', features });

export const base64 = (text: string | Buffer) => Buffer.from(text).toString('base64');

/** A new farm of the grower's, for a file's fields. */
export async function farmOf(api: TestApi, access: string): Promise<number> {
  const farm = await api.call<{ id: number }>(access, 'POST', '/farms/', { name: 'Imported farm' });
  expect(farm.status).toBe(201);
  return farm.body.id;
}

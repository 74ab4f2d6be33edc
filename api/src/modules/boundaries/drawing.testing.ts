import type { TestApi } from '../../testing';
import type { Ring } from './boundary';

// For tests: drawing fields through the api as a grower does.

export type Field = {
  uuid: string;
  name: string;
  area: number;
  farm: number | null;
  geometry: { type: string; coordinates: number[][][][] };
  dispute_fields: { uuid: string; area: number; overlaps: number[] }[];
  merged_from: string[];
};

/** A rectangle `width` × `height` degrees with its south-west corner at (lng, lat). */
export const box = (lng: number, lat: number, width = 0.0027, height = 0.0021): Ring => [
  [lng, lat],
  [lng + width, lat],
  [lng + width, lat + height],
  [lng, lat + height],
  [lng, lat],
];

/** Growers, drawing and counting fields on the api `api()`. */
export function drawing(api: () => TestApi) {
  async function grower(plan: 'F' | 'B' = 'B') {
    const session = await api().session({ plan });
    const farm = await api().call<{ id: number }>(session.access, 'POST', '/farms/', { name: 'Home' });
    return { ...session, farm: farm.body.id };
  }

  const draw = (access: string, body: Record<string, unknown>) =>
    api().call<Field & { errors: string[] }>(access, 'POST', '/farms/fields/', {
      crop: null,
      crop_trait: null,
      herbicide: null,
      tank_mix: null,
      legal_confirmed: true,
      ...body,
    });

  const countFields = async () =>
    Number((await api().db.query<{ count: string }>('SELECT count(*) AS count FROM fields'))[0]?.count);

  return { grower, draw, countFields };
}

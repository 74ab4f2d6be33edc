import { describe, expect, it } from 'vitest';
import { decodeLine, encodeLine } from './polyline';

describe('polylines', () => {
  it('decodes what it encodes, to the scale', () => {
    const line: [number, number][] = [
      [-97.8612, 37.8404],
      [-98.0001, 38.1],
      [-179.147, 71.3],
      [179.77, -14.55],
    ];
    expect(decodeLine(encodeLine(line, 1000), 1000)).toEqual([
      [-97.861, 37.84],
      [-98, 38.1],
      [-179.147, 71.3],
      [179.77, -14.55],
    ]);
  });

  it('matches the published example of the format', () => {
    // developers.google.com's worked example: (38.5, -120.2), (40.7, -120.95), (43.252, -126.453)
    const line: [number, number][] = [
      [-120.2, 38.5],
      [-120.95, 40.7],
      [-126.453, 43.252],
    ];
    expect(encodeLine(line, 1e5)).toBe('_p~iF~ps|U_ulLnnqC_mqNvxq`@');
  });

  it('drops points that round onto the one before', () => {
    const text = encodeLine(
      [
        [-97.0001, 37],
        [-97.0002, 37.0001],
        [-97.01, 37],
      ],
      1000,
    );
    expect(decodeLine(text, 1000)).toEqual([
      [-97, 37],
      [-97.01, 37],
    ]);
  });

  it('decodes nothing to no points', () => {
    expect(decodeLine('', 1000)).toEqual([]);
  });
});

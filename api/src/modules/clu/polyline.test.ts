import { describe, expect, it } from 'vitest';
import { decodeRing, encodeRing } from './polyline';

describe('polyline rings', () => {
  it('round-trips a ring to within 1e-6° (about 0.1 m)', () => {
    const ring: [number, number][] = [
      [-97.512345678, 38.041234567],
      [-97.50234, 38.04123],
      [-97.50234, 38.05123],
      [-97.512345678, 38.05123],
      [-97.512345678, 38.041234567],
    ];
    const decoded = decodeRing(encodeRing(ring));
    expect(decoded).toHaveLength(ring.length);
    decoded.forEach(([lng, lat], index) => {
      const [expectedLng, expectedLat] = ring[index] as [number, number];
      expect(Math.abs(lng - expectedLng)).toBeLessThanOrEqual(0.5e-6 + 1e-12);
      expect(Math.abs(lat - expectedLat)).toBeLessThanOrEqual(0.5e-6 + 1e-12);
    });
    expect(decoded[0]).toEqual(decoded.at(-1));
  });

  it('handles the western and southern hemispheres and large jumps', () => {
    const ring: [number, number][] = [
      [-179.999999, -89.999999],
      [179.999999, 89.999999],
      [0, 0],
      [-179.999999, -89.999999],
    ];
    expect(decodeRing(encodeRing(ring))).toEqual(ring);
  });

  it('is several times smaller than the same ring as GeoJSON text', () => {
    const ring: [number, number][] = Array.from({ length: 65 }, (_, index) => {
      const angle = (index / 64) * 2 * Math.PI;
      return [-97.5 + 0.0045 * Math.cos(angle), 38.04 + 0.0036 * Math.sin(angle)];
    });
    const geojson = JSON.stringify(
      ring.map(([lng, lat]) => [Number(lng.toFixed(6)), Number(lat.toFixed(6))]),
    );
    expect(encodeRing(ring).length / geojson.length).toBeLessThan(0.3);
  });
});

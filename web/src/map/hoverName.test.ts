import { describe, expect, it } from 'vitest';
import { hoverName, TOOLTIP_ZOOM } from './hoverName';

const clu = { uuid: 'c', acres: 12.5, state: 'free' as const, neighbour: false, owner: null };
const drawn = {
  uuid: 'd',
  mine: true,
  neighbour: false,
  name: 'Home',
  farmName: 'North',
  area: 3,
  geometry: { coordinates: [] },
};

describe('what the tooltip names', () => {
  it('counts the fields of a dot at any zoom', () => {
    const coverage = { id: 1, fieldCount: 2418, center: { lat: 0, lng: 0 } };
    expect(hoverName(6, { coverage, drawn: undefined, clu: null })).toBe(
      '2,418 fields here · click to zoom in',
    );
  });

  it('names nothing below the tooltip zoom', () => {
    expect(hoverName(TOOLTIP_ZOOM - 0.25, { coverage: null, drawn, clu })).toBeNull();
  });

  it('names the drawn field above the CLU it covers, else the CLU', () => {
    expect(hoverName(TOOLTIP_ZOOM, { coverage: null, drawn, clu })).toBe('3.00 ac · Your field Home · North');
    expect(hoverName(TOOLTIP_ZOOM, { coverage: null, drawn: undefined, clu })).toBe(
      '12.50 ac · Unclaimed field',
    );
    expect(hoverName(16, { coverage: null, drawn: undefined, clu: null })).toBeNull();
  });
});

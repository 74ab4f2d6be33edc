import { describe, expect, it } from 'vitest';
import type { MapField } from './boundaryLayers';
import { drawnFieldText, tooltipText } from './fieldTooltip';

const drawn = (field: Partial<MapField>): MapField => ({
  uuid: 'f',
  mine: true,
  neighbour: false,
  name: 'North 80',
  farmName: 'Home Farm',
  area: 67.594,
  geometry: { coordinates: [] },
  disputeFields: [],
  ...field,
});

describe('what the pointer is over, in words', () => {
  it('names an own drawn field with its acres and farm', () => {
    expect(drawnFieldText(drawn({}))).toBe('67.59 ac · Your field North 80 · Home Farm');
  });

  it("tells each overlap of a disputed field, and another account's field by what it is", () => {
    // Two overlaps with one field, and one with another: three overlaps, never a sum.
    expect(
      drawnFieldText(
        drawn({
          disputeFields: [
            { uuid: 'a', area: 1.734, overlaps: [1.234, 0.5] },
            { uuid: 'b', area: 2, overlaps: [2] },
          ],
        }),
      ),
    ).toBe('67.59 ac · Your field North 80 · Home Farm · in dispute: overlaps 1.23 ac, 0.50 ac and 2.00 ac');
    expect(
      drawnFieldText(drawn({ mine: false, neighbour: true, name: null, farmName: null, area: 8.3 })),
    ).toBe("8.30 ac · Neighbour's field");
    expect(drawnFieldText(drawn({ farmName: null, name: 'East strip' }))).toBe(
      "67.59 ac · Your boundary of a neighbour's field East strip",
    );
  });

  it('describes a CLU polygon as before', () => {
    expect(tooltipText({ uuid: 'c', acres: 8.3, state: 'free', neighbour: true, owner: null })).toBe(
      '8.30 ac · Unclaimed field beside yours',
    );
  });
});

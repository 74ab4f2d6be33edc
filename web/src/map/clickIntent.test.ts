import { describe, expect, it, vi } from 'vitest';
import type { MapField } from './boundaryLayers';
import { type ClickPick, clickIntent } from './clickIntent';
import type { PickedField } from './fieldTooltip';

const drawn = (uuid: string, mine: boolean): MapField => ({
  uuid,
  mine,
  neighbour: !mine,
  area: 40,
  geometry: { coordinates: [] },
});
const clu: PickedField = { uuid: 'clu-1', acres: 153.8, state: 'free', neighbour: false, owner: null };
const pick = (over: Partial<ClickPick> = {}): ClickPick => ({
  coverage: null,
  drawnAt: () => [],
  cluAt: () => clu,
  selection: [],
  ...over,
});

describe('what a click means', () => {
  it('zooms to a dot of where fields are, in any mode', () => {
    const coverage = { id: 3, fieldCount: 812, center: { lat: 37.8, lng: -97.9 } };
    expect(clickIntent('draw', pick({ coverage }))).toEqual({
      kind: 'zoom-to-node',
      center: coverage.center,
    });
    expect(clickIntent('view', pick({ coverage }))).toEqual({
      kind: 'zoom-to-node',
      center: coverage.center,
    });
  });

  it('places a corner while drawing or splitting, and does nothing while editing', () => {
    const cluAt = vi.fn(() => clu);
    expect(clickIntent('draw', pick({ cluAt }))).toEqual({ kind: 'place-corner' });
    expect(clickIntent('split', pick({ cluAt }))).toEqual({ kind: 'place-corner' });
    expect(clickIntent('edit', pick({ cluAt }))).toEqual({ kind: 'nothing' });
    // Nothing under the click is looked for: a corner is only a position.
    expect(cluAt).not.toHaveBeenCalled();
  });

  it('merges the first field with another own field clicked, not with itself or a neighbour’s', () => {
    const under = [drawn('first', true), drawn('theirs', false), drawn('second', true)];
    expect(clickIntent('merge', pick({ selection: ['first'], drawnAt: () => under }))).toEqual({
      kind: 'merge',
      first: 'first',
      second: 'second',
    });
    expect(clickIntent('merge', pick({ selection: ['first'], drawnAt: () => under.slice(0, 2) }))).toEqual({
      kind: 'nothing',
    });
  });

  it('selects the drawn field above the CLU it covers, else the CLU, else nothing', () => {
    expect(clickIntent('view', pick({ drawnAt: () => [drawn('own', true)] }))).toEqual({
      kind: 'select',
      field: { uuid: 'own', acres: 40, state: 'mine', neighbour: false, owner: null, drawn: true },
    });
    expect(clickIntent('view', pick())).toEqual({ kind: 'select', field: clu });
    expect(clickIntent('bulk', pick({ cluAt: () => null }))).toEqual({ kind: 'select', field: null });
  });
});

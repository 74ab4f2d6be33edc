import type { MapField } from './boundaryLayers';
import type { CoverageNode } from './coverageLayer';
import type { EditMode } from './editing/editStore';
import type { FieldHit } from './fieldGeometry';
import type { PickedField } from './fieldTooltip';

// What a click on the map means, by edit mode. Pure: the map gathers what lies under the click
// and does what the intent says (tldraw's kernels: "return plans, not effects"). What is under
// the click is read lazily, since most modes need only part of it.

/** What lies under a click: a dot of the coverage layer, drawn fields, a CLU field. */
export type ClickPick = {
  coverage: CoverageNode | null;
  /** The fields drawn from their own boundaries under the click, topmost first. */
  drawnAt: () => readonly MapField[];
  /** The CLU field under the click. */
  cluAt: () => PickedField | null;
  /** The fields selected for the mode (merge: the first field). */
  selection: readonly string[];
};

export type ClickIntent =
  | { kind: 'zoom-to-node'; center: { lat: number; lng: number } }
  | { kind: 'place-corner' }
  | { kind: 'merge'; first: string; second: string }
  | { kind: 'select'; field: PickedField | null }
  | { kind: 'nothing' };

export function clickIntent(mode: EditMode, pick: ClickPick): ClickIntent {
  // A dot of where fields are: zoom in to them, whatever the mode.
  if (pick.coverage) return { kind: 'zoom-to-node', center: pick.coverage.center };
  if (mode === 'draw' || mode === 'split') return { kind: 'place-corner' };
  if (mode === 'edit') return { kind: 'nothing' };
  if (mode === 'merge') {
    const [first] = pick.selection;
    const second = pick.drawnAt().find((field) => field.mine && field.uuid !== first);
    return first && second ? { kind: 'merge', first, second: second.uuid } : { kind: 'nothing' };
  }
  const drawn = pick.drawnAt()[0];
  // A field drawn from its own boundary lies above the CLU it may cover: it answers first.
  return { kind: 'select', field: drawn ? pickedDrawn(drawn) : pick.cluAt() };
}

/** A drawn field as the popup shows it. */
export const pickedDrawn = (drawn: MapField): PickedField => ({
  uuid: drawn.uuid,
  acres: drawn.area,
  state: drawn.mine ? 'mine' : 'claimed',
  neighbour: drawn.neighbour,
  owner: null,
  drawn: true,
});

/** A CLU field found by position, as the popup and the tooltip name it. */
export const pickedClu = (hit: FieldHit | null): PickedField | null =>
  hit && {
    uuid: hit.node.uuids[hit.field] ?? '',
    acres: hit.node.acres[hit.field] ?? 0,
    state: hit.node.states[hit.field] ?? 'free',
    neighbour: hit.node.neighbours[hit.field] ?? false,
    owner: hit.node.owners.get(hit.field) ?? null,
  };

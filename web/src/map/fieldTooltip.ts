import { overlapList } from '@field-boundaries/contract/dispute-wording';
import type { MapField } from './boundaryLayers';
import type { FieldOwner, FieldState } from './nodeFields';

// The words the map shows for what is under the pointer. Pure: the map decides what is on top
// (a field drawn from its own boundary lies above the CLU polygon it may cover) and asks here.
export type PickedField = {
  uuid: string;
  /** Drawn from its own boundary (the field's uuid), not a CLU (the CLU's uuid). */
  drawn?: boolean;
  acres: number;
  state: FieldState;
  neighbour: boolean;
  owner: FieldOwner | null;
};

const STATE_LABEL: Record<FieldState, string> = {
  free: 'Unclaimed field',
  claimed: 'Claimed field',
  mine: 'Your field',
};

/** What a field is to the viewer, in words; neighbours are the fields beside theirs. */
export function fieldLabel(field: PickedField): string {
  if (field.neighbour && field.state === 'claimed') return "Neighbour's field";
  if (field.neighbour && field.state === 'free') return 'Unclaimed field beside yours';
  return STATE_LABEL[field.state];
}

/** The hover text of a CLU polygon: acres, whose field, and a neighbour's owner where the plan shows it. */
export function tooltipText(field: PickedField): string {
  const owner = field.owner ? ` · ${field.owner.n} (${field.owner.e})` : '';
  return `${field.acres.toFixed(2)} ac · ${fieldLabel(field)}${owner}`;
}

/**
 * The hover text of a field drawn from its own boundary, the topmost thing under the pointer:
 * an own field by its name and farm ("67.59 ac · Your field North 80 · Home Farm"), another
 * account's by what it is to the viewer; each overlap in dispute told with its acres.
 */
export function drawnFieldText(field: MapField): string {
  const acres = `${field.area.toFixed(2)} ac`;
  let what: string;
  if (field.mine && field.farmName) what = `Your field ${field.name ?? ''} · ${field.farmName}`;
  else if (field.mine) what = `Your boundary of a neighbour's field ${field.name ?? ''}`.trimEnd();
  else what = field.neighbour ? "Neighbour's field" : 'Claimed field';
  const overlaps = (field.disputeFields ?? []).flatMap((each) => each.overlaps);
  const dispute = overlaps.length > 0 ? ` · in dispute: overlaps ${overlapList(overlaps)}` : '';
  return `${acres} · ${what}${dispute}`;
}

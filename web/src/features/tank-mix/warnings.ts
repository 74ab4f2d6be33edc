// The Tank Mix screen's warnings, worded once (spec 8 and the compatibility query).
export type Verdict = {
  safe: boolean;
  relation?: 'OWN' | 'NEIGHBOR' | 'BOTH' | null;
  crop: { name: string };
  cropTrait?: { name: string } | null;
  injuring: { name: string }[];
};

const namedActives = 3;

/** 'This mix would injure soybean - Enlist E3 (dicamba)'; long lists end '… and 4 more'. */
export function injuryWarning(verdict: Verdict): string {
  const planted = verdict.cropTrait?.name ?? verdict.crop.name;
  const names = verdict.injuring.map((active) => active.name);
  const shown = names.slice(0, namedActives).join(', ');
  const rest = names.length - namedActives;
  return `This mix would injure ${planted} (${rest > 0 ? `${shown} and ${rest} more` : shown})`;
}

export const whose: Record<'OWN' | 'NEIGHBOR' | 'BOTH', string> = {
  OWN: 'Your crop',
  NEIGHBOR: 'Neighbor crop',
  BOTH: 'Yours and neighbors',
};

/**
 * A saved mix whose groups are no longer all in My Herbicides: how many are missing, or that
 * none is left (spec 8's two mix warnings, word for word).
 */
export function selectionWarning(mixGroups: readonly number[], myGroups: ReadonlySet<number>): string | null {
  const missing = mixGroups.filter((id) => !myGroups.has(id)).length;
  if (missing === 0) return null;
  if (missing === mixGroups.length) return "You've removed all herbicides from this mix!";
  return `${missing} herbicide from this mix is not selected!`;
}

/** The names the grower already uses, compared as the api compares them: trimmed, any case. */
export const nameTaken = (name: string, mixes: readonly { name: string }[]) =>
  mixes.some((mix) => mix.name.trim().toLowerCase() === name.trim().toLowerCase());

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

export type WarningLine = { key: string; relation: Verdict['relation']; text: string };

const relationOrder = { NEIGHBOR: 0, BOTH: 1, OWN: 2 } as const;

/**
 * The injury warnings of a set of verdicts, one line per crop when none of its traits protects it
 * from the same actives, else one per injured trait; neighbours' crops first.
 */
export function injuryLines(verdicts: readonly Verdict[]): WarningLine[] {
  const byCrop = new Map<string, Verdict[]>();
  for (const verdict of verdicts) {
    const key = `${verdict.relation ?? ''}|${verdict.crop.name}`;
    byCrop.set(key, [...(byCrop.get(key) ?? []), verdict]);
  }
  const lines = [...byCrop].flatMap(([key, group]) => {
    const injured = group.filter((verdict) => !verdict.safe);
    if (injured.length === 0) return [];
    const actives = (verdict: Verdict) => verdict.injuring.map((active) => active.name).join('|');
    const first = injured[0] as Verdict;
    const alike =
      group.length > 1 &&
      injured.length === group.length &&
      injured.every((v) => actives(v) === actives(first));
    if (alike) return [{ key, relation: first.relation, text: injuryWarning({ ...first, cropTrait: null }) }];
    return injured.map((verdict) => ({
      key: `${key}|${verdict.cropTrait?.name ?? ''}`,
      relation: verdict.relation,
      text: injuryWarning(verdict),
    }));
  });
  return lines.sort(
    (a, b) => (a.relation ? relationOrder[a.relation] : 3) - (b.relation ? relationOrder[b.relation] : 3),
  );
}

export const whose: Record<'OWN' | 'NEIGHBOR' | 'BOTH', string> = {
  OWN: 'Your crops',
  NEIGHBOR: "Neighbors' crops",
  BOTH: "Your and neighbors' crops",
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

// How a dispute is worded wherever it is told (the map's hover and popup, the sidebar's badge,
// the mail): each separate overlap with its own acres, never one summed figure (issue 34).

/** Acres as the product shows them: two decimals. */
const acres = (value: number) => `${value.toFixed(2)} ac`;

/** '3.54 ac'; '1.23 ac and 0.50 ac'; '2.00 ac, 1.23 ac and 0.50 ac'. */
export function overlapList(overlaps: readonly number[]): string {
  const each = overlaps.map(acres);
  if (each.length <= 1) return each[0] ?? '';
  return `${each.slice(0, -1).join(', ')} and ${each.at(-1)}`;
}

/** 'by 3.54 ac' for one overlap; 'in 2 places: 1.23 ac and 0.50 ac' for more. */
export function overlapPhrase(overlaps: readonly number[]): string {
  return overlaps.length === 1
    ? `by ${overlapList(overlaps)}`
    : `in ${overlaps.length} places: ${overlapList(overlaps)}`;
}

/** The sidebar badge: 'Disputed' for one overlap, 'Disputed · 2 overlaps' for more. */
export function disputeBadge(disputes: readonly { overlaps: readonly number[] }[]): string {
  const count = disputes.reduce((sum, each) => sum + each.overlaps.length, 0);
  return count > 1 ? `Disputed · ${count} overlaps` : 'Disputed';
}

/**
 * What a grower reads of a field's disputes, a clause for each other field: "overlaps another
 * grower's field by 3.54 ac"; "overlaps another grower's field in 2 places: 1.23 ac and 0.50 ac".
 */
export function disputeClauses(disputes: readonly { overlaps: readonly number[] }[]): string[] {
  return disputes.map((each) => `overlaps another grower's field ${overlapPhrase(each.overlaps)}`);
}

/** The clauses as sentences: "Overlaps another grower's field by 3.54 ac." */
export const disputeSentences = (disputes: readonly { overlaps: readonly number[] }[]): string[] =>
  disputeClauses(disputes).map((clause) => `${clause[0]?.toUpperCase()}${clause.slice(1)}.`);

import { acres, farmSummary } from '../../layout/summary';

// What deleting a field or a farm does, said before the grower confirms. A field claimed from
// the map (it has the CLU it came from) goes back to the map as free to claim; a field with a
// boundary of its own (drawn, or imported from a file) takes its boundary with it for good.

type Deleted = { area: number; cluUuid?: string | null | undefined };
const claimed = (field: Deleted) => Boolean(field.cluUuid);

/** The Delete field dialog's words. */
export function deleteFieldText(field: Deleted, farmName: string): string {
  return claimed(field)
    ? `The field (${acres(field.area)}) and its crop and trait are removed from ${farmName}. It shows on the map again as free to claim.`
    : `The field (${acres(field.area)}) is removed from ${farmName} with its boundary, crop and trait. This cannot be undone.`;
}

/** The Delete farm dialog's words, for its fields (claimed ones go back to the map). */
export function deleteFarmText(fields: readonly Deleted[], totalAcres: number): string {
  const count = fields.length;
  if (count === 0) return 'The farm has no fields. It will be removed from your account.';
  const taken = fields.filter(claimed).length;
  const own = count - taken;
  const one = count === 1;
  // '2 fields (40.00 ac.)'
  const summary = `${farmSummary(count, totalAcres).replace(' · ', ' (')})`;
  let what: string;
  if (taken === 0) what = one ? 'its boundary, crop and trait' : 'their boundaries, crops and traits';
  else if (own === 0) what = one ? 'its crop and trait' : 'their crops and traits';
  else
    what = `their crops and traits, and ${own === 1 ? 'the boundary of the 1' : `the boundaries of the ${own}`} you drew or imported`;
  const back =
    taken === 0
      ? ''
      : own === 0
        ? ` ${one ? 'It shows' : 'They show'} on the map again as free to claim.`
        : ` ${taken === 1 ? 'The 1 you claimed shows' : `The ${taken} you claimed show`} on the map again as free to claim.`;
  return `Its ${summary} will be deleted with it, with ${what}.${back} This cannot be undone.`;
}

// How a spray notice names what is sprayed: the api's mail and stored notice, and the web's toast
// and inbox, in the same words.

/** How many products a notice names before 'and N more': a whole group can hold a dozen. */
export const NAMED_PRODUCTS = 3;

/** A herbicide group sprayed, with the products of it named in the tank (all of them when none was chosen). */
export type SprayedGroup = { groupLabel: string; herbicideNames: readonly string[] };

/**
 * One short line naming a spray's products: '2,4-D, glyphosate (Group 4, Group 9)', or with a
 * whole group sprayed, '2,4-D, 2,4-DB, dicamba and 9 more (Group 4)'.
 */
export function productLine(groups: readonly SprayedGroup[]): string {
  const names = groups.flatMap((group) => group.herbicideNames);
  const labels = groups.map((group) => group.groupLabel).join(', ');
  if (names.length === 0) return labels;
  const more = names.length > NAMED_PRODUCTS ? ` and ${names.length - NAMED_PRODUCTS} more` : '';
  return `${names.slice(0, NAMED_PRODUCTS).join(', ')}${more} (${labels})`;
}

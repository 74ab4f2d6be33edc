import { activesOf, type Catalogue, judge } from '../catalog/compatibility';
import type { ActiveIngredient } from '../catalog/store';
import type { NeighbourCropField } from '../farms/service';
import type { NoticeField, NoticeHerbicide } from './planner-store';

// Who hears about a spray, and what they are told. Pure functions over the catalogue and the
// fields in the spray's reach: no I/O here, so the rules are tested on known cases.

/** Until the drift model is in, a neighbour's field this close to a sprayed field is in reach. */
export const FIXED_REACH_METERS = 300;

/** What a spray carries, group by group, as the top bar and the notices name it. */
export function sprayHerbicides(
  catalogue: Catalogue,
  spray: { groups: readonly number[]; actives: readonly number[] },
): NoticeHerbicide[] {
  const actives = activesOf(catalogue, spray);
  return spray.groups.flatMap((id) => {
    const group = catalogue.groups.get(id);
    if (!group) return [];
    return [
      {
        group_label: group.group_label,
        group_type: group.group_type,
        herbicide_names: actives.filter((a) => a.herbicide_group === id).map((a) => a.name),
      },
    ];
  });
}

export type NeighbourNotice = {
  account: number;
  /** Each owner of a field at risk gets the e-mail once. */
  recipients: { full_name: string; email: string }[];
  fields: NoticeField[];
};

/**
 * The neighbours to tell: accounts with a field in reach whose crop (with its trait) would be
 * injured by one of the spray's actives. A field the spray cannot hurt tells no one.
 */
export function neighbourNotices(
  catalogue: Catalogue,
  actives: readonly ActiveIngredient[],
  inReach: readonly NeighbourCropField[],
  /** The products the tank mix names: a product's exception can injure a tolerant crop. */
  products: readonly string[] = [],
): NeighbourNotice[] {
  const byAccount = new Map<number, NeighbourNotice>();
  for (const field of inReach) {
    const trait =
      field.crop_trait !== null && catalogue.traits.has(field.crop_trait) ? field.crop_trait : null;
    if (!catalogue.crops.has(field.crop)) continue;
    const verdict = judge(catalogue, { crop: field.crop, trait }, actives, products);
    if (verdict.safe) continue;
    const notice = byAccount.get(field.account) ?? { account: field.account, recipients: [], fields: [] };
    notice.fields.push({
      uuid: field.uuid,
      name: field.name,
      crop_trait: verdict.crop_trait
        ? `${verdict.crop.name} - ${verdict.crop_trait.trait_name}`
        : verdict.crop.name,
      injured_by: verdict.injuring.map((active) => active.name),
    });
    if (!notice.recipients.some((each) => each.email === field.owner.email))
      notice.recipients.push(field.owner);
    byAccount.set(field.account, notice);
  }
  return [...byAccount.values()];
}

/** How many products a notice names before 'and N more': a group can hold a dozen. */
export const NAMED_PRODUCTS = 3;

/**
 * One short line naming a spray's herbicides: '2,4-D, glyphosate (Group 4, Group 9)', or with
 * a whole group sprayed, '2,4-D, 2,4-DB, dicamba and 9 more (Group 4)'.
 */
export function herbicideLine(herbicides: readonly NoticeHerbicide[]): string {
  const names = herbicides.flatMap((group) => group.herbicide_names);
  const labels = herbicides.map((group) => group.group_label).join(', ');
  if (names.length === 0) return labels;
  const named = names.slice(0, NAMED_PRODUCTS).join(', ');
  const more = names.length > NAMED_PRODUCTS ? ` and ${names.length - NAMED_PRODUCTS} more` : '';
  return `${named}${more} (${labels})`;
}

import { productLine } from '@field-boundaries/contract/notice-wording';
import { actedBy } from '../../auth/attribution';
import type { Person } from '../accounts/people';
import { activesOf, type Catalogue, judge } from '../catalogue/compatibility';
import type { ActiveIngredient } from '../catalogue/service';
import type { ReachedField } from '../spray-safety/start-judgement';
import type { Notice } from './answers';
import type { NoticeField, NoticeHerbicide, StoredNotice } from './notice-store';

// Who hears about a spray, and what they are told. Pure functions over the catalogue and the
// fields in the spray's reach: no I/O here, so the rules are tested on known cases.

/** What a spray carries, group by group, as the top bar and the notices name it. */
export function sprayHerbicides(
  catalogue: Catalogue,
  spray: { groups: readonly number[]; actives: readonly number[] },
): NoticeHerbicide[] {
  return herbicidesByGroup(catalogue, spray.groups, activesOf(catalogue, spray));
}

/** The same, of the actives a tank already resolved (a start's, read once from the catalogue). */
export function herbicidesByGroup(
  catalogue: Catalogue,
  groups: readonly number[],
  actives: readonly ActiveIngredient[],
): NoticeHerbicide[] {
  return groups.flatMap((id) => {
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

/** A neighbour's field the spray reaches, with its owner named: what a notice weighs. */
export type NeighbourCropField = Omit<ReachedField, 'owner_uuid'> & {
  owner: { full_name: string; email: string };
};

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

/** The notice's product line (contract/src/notice-wording.ts) of the herbicides as the api keeps them. */
export const herbicideLine = (herbicides: readonly NoticeHerbicide[]): string =>
  productLine(
    herbicides.map((group) => ({ groupLabel: group.group_label, herbicideNames: group.herbicide_names })),
  );

/**
 * A stored notice as its recipient reads it: who sprays (and, in god mode, the retailer or staff
 * member for the farm: 'Sam Ortiz, Prairie Ag Supply, for Miller Creek Farms') where the
 * recipient's plan shows the sprayer, else nobody named. `people` names the users by uuid.
 */
export function noticeAsRead(
  { sprayer_uuid, actor_uuid, ...notice }: StoredNotice,
  people: ReadonlyMap<string, Person>,
  showsSprayer: boolean,
): Notice {
  const sprayer = showsSprayer ? people.get(sprayer_uuid) : undefined;
  if (!sprayer) return { ...notice, sprayer: null, sprayed_by: null };
  const actor = actor_uuid === sprayer_uuid ? undefined : people.get(actor_uuid);
  return {
    ...notice,
    sprayer: { full_name: sprayer.full_name, email: sprayer.email },
    sprayed_by: actedBy({
      account: { full_name: sprayer.full_name, email: sprayer.email, business: sprayer.business },
      actor: actor ? { full_name: actor.full_name, business: actor.business } : null,
    }),
  };
}

import { escapeHtml } from '@field-boundaries/contract/html';
import { farmMessages, neighbourMessages as shared } from '@field-boundaries/contract/messages';
import type { Viewer } from '../../auth/viewer';
import type { Db } from '../../db/db';
import { ApiError, badRequest, conflict, notFound } from '../../errors';
import type { Mailer } from '../../providers/mail';
import { type Person, peopleOf, personOf } from '../accounts/people';
import type { CatalogueService } from '../catalogue/service';
import type { FarmField } from '../farms/service';
import { fieldMessages } from '../farms/service';
import { type FieldPropertiesReader, noProperties } from './field-properties';
import {
  type AdjacentTrait,
  adjacentFieldsOf,
  adjacentTraitById,
  adjacentTraitsFor,
  deleteAdjacentTrait,
  invitedToday,
  type MapField,
  mapFieldByUuid,
  neighboursOfFields,
  recordInvite,
  updateAdjacentTrait,
  upsertAdjacentTrait,
} from './store';

// A plan B grower's dealings with the fields beside theirs (spec 6): notes of a neighbour's crop
// and trait or of a building (adjacent traits), invitations to claim, and one field as the grower
// may see it. What a neighbour's field shows (owner, acres, crop, trait) is decided here.
export const neighbourMessages = {
  proOnly: 'Neighbour sharing is part of the Pro plan.',
  ownField: 'This is one of your own fields: edit it from your farm instead.',
  otherField: 'adjecent_uuid must name the field of the address.',
  nothingToRemove: shared.nothingToRemove,
  noCrop: 'Choose the crop your neighbour grows, or label the field as a building.',
  claimedAlready: farmMessages.claimed,
  yourself: 'That is your own e-mail address.',
  invitedToday: 'This neighbour was invited to this field today already.',
};

export type AdjacentTraitRequest = {
  adjecent_uuid?: string | undefined;
  crop?: number | null | undefined;
  crop_trait?: number | null | undefined;
  is_building?: boolean | undefined;
};

export type SeenField = {
  uuid: string;
  clu: string | null;
  name: string | null;
  area: number | null;
  farm: number | null;
  claimed: boolean;
  mine: boolean;
  owner: { full_name: string; email: string } | null;
  crop: number | null;
  crop_trait: number | null;
  is_building: boolean;
  center: { lat: number; lng: number };
  bbox: [number, number, number, number];
  has_adjacent_trait: boolean;
  adjacent_trait: AdjacentTrait | null;
};

export type NeighbourWarning = {
  field: string;
  crop: number;
  crop_trait: number | null;
  injuring: string[];
};

/** A claimed field's owner as the accounts service names them; null for a free CLU field. */
function ownerOf(field: MapField, owners: Map<string, Person>): SeenField['owner'] {
  const owner = field.owner_uuid === null ? undefined : owners.get(field.owner_uuid);
  if (field.owner_uuid === null) return null;
  return { full_name: owner?.full_name ?? '', email: owner?.email ?? '' };
}

const noteOf = (field: MapField, notes: AdjacentTrait[]) =>
  notes.find((note) => note.adjecent_uuid === field.uuid || note.adjecent_uuid === field.clu) ?? null;

export class Neighbours {
  constructor(
    private readonly deps: {
      db: Db;
      mailer: Mailer;
      webOrigin: string;
      catalog: CatalogueService;
      properties: FieldPropertiesReader;
    },
  ) {}

  /**
   * A field as the viewer may see it. One's own field shows everything. Another's shows its
   * owner, acres, crop and trait only to plan B (neighbour sharing), and its name to no one;
   * a free CLU field shows its acres to all, as the claim dialog needs them.
   */
  seenBy(viewer: Viewer, field: MapField, notes: AdjacentTrait[], owners: Map<string, Person>): SeenField {
    const mine = field.account === viewer.accountId;
    const claimed = field.account !== null;
    const shared = mine || viewer.plan === 'B';
    const note = mine || viewer.plan !== 'B' ? null : noteOf(field, notes);
    return {
      uuid: field.uuid,
      clu: field.clu,
      name: mine ? field.name : null,
      area: shared || !claimed ? field.area : null,
      farm: mine ? field.farm : null,
      claimed,
      mine,
      owner: shared ? ownerOf(field, owners) : null,
      crop: shared ? field.crop : null,
      crop_trait: shared ? field.crop_trait : null,
      is_building: field.is_building,
      center: field.center,
      bbox: field.bbox,
      has_adjacent_trait: note !== null,
      adjacent_trait: note,
    };
  }

  /**
   * GET farms/fields/{uuid}/: one field with its feature properties (weather, drift, disputes),
   * the fields beside it and the viewer's notes of them. `adjacentOnly` leaves out the weather,
   * drift and disputes, for a caller reading many fields for their neighbours alone.
   */
  async field(viewer: Viewer, uuid: string, options: { ownerOnly: boolean; adjacentOnly?: boolean }) {
    const { db } = this.deps;
    const field = await mapFieldByUuid(db, uuid);
    if (!field || (options.ownerOnly && field.account !== viewer.accountId))
      throw notFound(fieldMessages.missing);
    const [adjacent, properties] = await Promise.all([
      adjacentFieldsOf(db, field),
      options.adjacentOnly ? noProperties : this.deps.properties.of(viewer, field),
    ]);
    const keys = [field, ...adjacent].flatMap((each) => [each.uuid, ...(each.clu ? [each.clu] : [])]);
    const [notes, owners] = await Promise.all([
      viewer.plan === 'B' ? adjacentTraitsFor(db, viewer.accountId, keys) : [],
      peopleOf(
        db,
        [field, ...adjacent].map((each) => each.owner_uuid),
      ),
    ]);
    const adjacentSeen = adjacent.map((each) => this.seenBy(viewer, each, notes, owners));
    return {
      ...this.seenBy(viewer, field, notes, owners),
      ...properties,
      adjacent_fields: adjacentSeen,
      adjacent_traits: adjacentSeen.flatMap((each) => (each.adjacent_trait ? [each.adjacent_trait] : [])),
    };
  }

  /** The neighbour field a note is about: found, not the viewer's own, and the viewer on plan B. */
  private async neighbourField(viewer: Viewer, uuid: string, named?: string): Promise<MapField> {
    if (viewer.plan !== 'B') throw new ApiError(402, 'plan_limit', neighbourMessages.proOnly);
    const field = await mapFieldByUuid(this.deps.db, uuid);
    if (!field) throw notFound(fieldMessages.missing);
    if (field.account === viewer.accountId) throw badRequest(neighbourMessages.ownField);
    if (named !== undefined && named !== uuid && named !== field.uuid && named !== field.clu)
      throw badRequest(neighbourMessages.otherField, { adjecent_uuid: [neighbourMessages.otherField] });
    return field;
  }

  /** The crop, trait and building label a note sets, checked against the catalogue. */
  private async noteValues(request: AdjacentTraitRequest, before: AdjacentTrait | null) {
    const isBuilding = request.is_building ?? before?.is_building ?? false;
    // A building grows nothing: labelling one clears the crop it had.
    if (isBuilding) return { crop: null, crop_trait: null, is_building: true };
    const catalogue = await this.deps.catalog.load();
    const traitId = request.crop_trait !== undefined ? request.crop_trait : (before?.crop_trait ?? null);
    const trait = traitId === null ? null : catalogue.traits.get(traitId);
    if (traitId !== null && !trait) throw badRequest('There is no such crop trait.');
    const crop =
      request.crop !== undefined && request.crop !== null
        ? request.crop
        : (trait?.crop ?? before?.crop ?? null);
    if (crop === null) throw badRequest(neighbourMessages.noCrop, { crop: [neighbourMessages.noCrop] });
    if (!catalogue.crops.has(crop)) throw badRequest('There is no such crop.');
    if (trait && trait.crop !== crop) throw badRequest('That trait is not a trait of that crop.');
    return { crop, crop_trait: trait?.id ?? null, is_building: false };
  }

  /** POST farms/fields/{uuid}/adjacent_traits/: notes a neighbour's crop and trait, or a building. */
  async addNote(viewer: Viewer, uuid: string, request: AdjacentTraitRequest): Promise<AdjacentTrait> {
    await this.neighbourField(viewer, uuid, request.adjecent_uuid);
    const values = await this.noteValues(request, null);
    return upsertAdjacentTrait(this.deps.db, viewer.accountId, { adjecent_uuid: uuid, ...values });
  }

  /** PATCH farms/fields/{uuid}/adjacent_traits/{id}/. */
  async changeNote(viewer: Viewer, uuid: string, id: number, request: AdjacentTraitRequest) {
    const field = await this.neighbourField(viewer, uuid, request.adjecent_uuid);
    return this.deps.db.transaction(async (tx) => {
      const before = await adjacentTraitById(tx, viewer.accountId, id);
      if (!before || ![field.uuid, field.clu, uuid].includes(before.adjecent_uuid))
        throw notFound(neighbourMessages.nothingToRemove);
      const note = { ...before, ...(await this.noteValues(request, before)) };
      await updateAdjacentTrait(tx, viewer.accountId, note);
      return note;
    });
  }

  /** DELETE farms/fields/{uuid}/adjacent_traits/{id}/: forgets the crop and trait noted. */
  async removeNote(viewer: Viewer, uuid: string, id: number): Promise<void> {
    const field = await this.neighbourField(viewer, uuid);
    await this.deps.db.transaction(async (tx) => {
      const note = await adjacentTraitById(tx, viewer.accountId, id);
      if (!note || ![field.uuid, field.clu, uuid].includes(note.adjecent_uuid))
        throw badRequest(neighbourMessages.nothingToRemove);
      await deleteAdjacentTrait(tx, viewer.accountId, id);
    });
  }

  /**
   * POST farms/fields/{uuid}/invite/: mails a neighbour a link that opens the field on the map
   * with the claim dialog (the root route's optional segments, /fields/{uuid}/claim).
   */
  async invite(viewer: Viewer, uuid: string, email: string): Promise<void> {
    const field = await this.neighbourField(viewer, uuid);
    if (field.account !== null) throw conflict(neighbourMessages.claimedAlready);
    const { db, mailer, webOrigin } = this.deps;
    await db.transaction(async (tx) => {
      const me = await personOf(tx, viewer.userUuid);
      if (me && me.email.toLowerCase() === email.toLowerCase())
        throw badRequest(neighbourMessages.yourself, { email: [neighbourMessages.yourself] });
      if (await invitedToday(tx, field.uuid, email)) throw conflict(neighbourMessages.invitedToday, 'email');
      await recordInvite(tx, { fieldUuid: field.uuid, inviterUuid: viewer.userUuid, email });
      const link = `${webOrigin}/fields/${field.uuid}/claim`;
      await mailer.send(neighbourInviteMail(email, me?.full_name || 'Your neighbour', field.area, link), tx);
    });
  }

  /**
   * The 'Neighbor compatibility' warnings of a grower's fields (plan B): for each field with a
   * herbicide-tolerance trait, the neighbours' crops (the grower's note of them, else their
   * owner's own record) that the herbicides the trait is sprayed with would injure. Judged by
   * the catalogue's compatibility query.
   */
  async warnings(viewer: Viewer, fields: FarmField[]): Promise<Map<string, NeighbourWarning[]>> {
    const found = new Map<string, NeighbourWarning[]>();
    if (viewer.plan !== 'B' || !viewer.roles.grower) return found;
    const { db, catalog } = this.deps;
    const catalogue = await catalog.load();
    const sprayedOf = (field: FarmField) =>
      field.crop_trait === null ? [] : [...(catalogue.traitTolerates.get(field.crop_trait) ?? [])];
    const spraying = fields.filter((field) => sprayedOf(field).length > 0);
    // Every field's neighbours and the grower's notes of them in one query, not a few per field.
    const beside = await neighboursOfFields(
      db,
      viewer.accountId,
      spraying.map((field) => field.uuid),
    );
    for (const field of spraying) {
      const neighbours = beside.flatMap(({ beside: of, field: each, note }) => {
        if (of !== field.uuid) return [];
        if (note?.is_building || (!note && each.is_building)) return [];
        const crop = note ? note.crop : each.crop;
        const trait = note ? note.crop_trait : each.crop_trait;
        return crop === null ? [] : [{ field: each.uuid, crop, crop_trait: trait }];
      });
      if (neighbours.length === 0) continue;
      // Judged in memory from the catalogue loaded above.
      const verdicts = await catalog.compatibility(viewer, {
        targets: neighbours.map(({ crop, crop_trait }) => ({ crop, crop_trait })),
        active_ingredients: sprayedOf(field),
      });
      const warnings = verdicts.flatMap((verdict, index) => {
        const neighbour = neighbours[index];
        return verdict.safe || !neighbour
          ? []
          : [{ ...neighbour, injuring: verdict.injuring.map((a) => a.name) }];
      });
      if (warnings.length > 0) found.set(field.uuid, warnings);
    }
    return found;
  }
}

export function neighbourInviteMail(to: string, inviter: string, acres: number, link: string) {
  const size = `${acres.toLocaleString('en-US', { maximumFractionDigits: 2 })} acres`;
  const text = [
    'Hello,',
    '',
    `${inviter} farms next to you and invites you to claim your field (${size}) on Field Boundaries, so you can share crops and traits and spray safely side by side.`,
    'Open this link to see the field on the map and claim it (log in or register first if you need to):',
    link,
  ].join('\n');
  const html = `<p>Hello,</p>
<p>${escapeHtml(inviter)} farms next to you and invites you to claim your field (${size}) on Field Boundaries, so you can share crops and traits and spray safely side by side.</p>
<p><a href="${escapeHtml(link)}" style="background:#2f7d32;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">See the field and claim it</a></p>`;
  return { to, subject: `${inviter} invites you to claim your field`, text, html, links: [link] };
}

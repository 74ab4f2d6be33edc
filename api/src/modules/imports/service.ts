import type { Viewer } from '../../auth/viewer';
import type { Db } from '../../db/db';
import { ApiError, badRequest, notFound } from '../../errors';
import { hiddenCharacterMessage, isPlainName } from '../../input';
import { lockAccount } from '../accounts/people';
import { recordEvent } from '../audit/service';
import { withoutRepeats } from '../boundaries/boundary';
import { measureBoundary } from '../boundaries/rules';
import type { Catalogue } from '../catalogue/compatibility';
import { type DisputeNotices, FIELD_LIMIT, type FieldRecords, fieldMessages } from '../farms/service';
import { cropOf } from './crop-match';
import { type BoundaryFormat, type ExportedField, writeBoundaryFile } from './files';
import { otherGrowersOverlaps } from './overlap-store';
import {
  FORMAT_NAMES,
  type ImportedFeature,
  type ImportReport,
  type ImportRequest,
  noBoundaries,
} from './report';

export type { ImportedFeature, ImportReport, ImportRequest } from './report';

import {
  asSentence,
  DUPLICATE_METRES,
  NAME_LIMIT,
  numbered,
  overlapNote,
  sameAs,
  shortenedName,
} from './reasons';
import { shown } from './source';
import { prepareOffThread, uploadLimits } from './thread';

// A farm's boundaries brought in from a file and sent out as one. An import says, feature by
// feature, what it took, what it skipped as a field the account holds already, and what it
// refused and why; what it takes is written in one transaction, so a failure leaves the farm as
// it was. A dry run (the preview) says the same and writes nothing.
export class BoundaryImports {
  constructor(
    private readonly db: Db,
    private readonly catalogue: () => Promise<Catalogue>,
    /** The fields an import writes tell the disputes they raise. */
    private readonly disputes: DisputeNotices,
    /** The farm's field records an import reads and writes, in its transaction. */
    private readonly records: FieldRecords,
  ) {}

  async import(viewer: Viewer, farmId: number, request: ImportRequest): Promise<ImportReport> {
    if (!(await this.records.isOwnFarm(this.db, viewer, farmId))) throw notFound(fieldMessages.noFarm);
    if (!request.dry_run && !viewer.legalNotice && !request.legal_confirmed)
      throw new ApiError(403, 'legal_notice_required', fieldMessages.legal);
    // Read and shape-checked in a worker thread of the sender's share: never on the event loop.
    const prepared = await prepareOffThread(
      request.format,
      request.content,
      request.crs,
      request.name_column,
      uploadLimits(),
      viewer.actorUuid,
    );
    if (!prepared.ok) {
      // Our refusal, as said (bounded, without the file's controls or NUL); a library's own failure
      // is not the grower's to read (it can name our code or quote the file): its meaning instead.
      const message = prepared.known
        ? shown(prepared.message, 1_000)
        : `The file could not be read as ${FORMAT_NAMES[request.format]}: the reader stopped partway, so it may be damaged or cut short. Export it again from the program that wrote it, and import it again.`;
      throw badRequest(message, { content: [message] });
    }
    const file = prepared.file;
    const { features, notes } = file;
    const catalogue = await this.catalogue();
    if (features.length === 0) throw badRequest(noBoundaries, { content: [noBoundaries] });

    return this.db.transaction(async (tx) => {
      // One import at a time per account: two cannot both take the plan's last fields.
      await lockAccount(tx, viewer.accountId);
      const names = await this.records.namesInFarm(tx, farmId);
      // Names the file gives more than once (an ArcMap file of strips names each by its field,
      // "A", "A", "E"…) are numbered as a split numbers its pieces; a name the farm already
      // holds is still refused, so an import never doubles a field.
      const inFarm = new Set(names);
      const given = new Map<string, number>();
      let room = FIELD_LIMIT[viewer.plan] - (await this.records.countFields(tx, viewer));
      const anyway = new Set(request.import_anyway ?? []);
      const written: string[] = [];
      const report: ImportedFeature[] = [];
      let notBoundaries = 0;
      // First each feature's name and shape, in the file's order (names are numbered in it).
      const read = [];
      for (const feature of features) {
        // A line or a point is no field: reported as skipped, named as the file names it, and
        // not counted among the names the file repeats (an ArcGIS label point shares its field's).
        if (feature.notBoundary) {
          read.push({ feature, named: '', name: '', refusal: null, checked: null });
          continue;
        }
        const fallback = `Imported field ${feature.number}`;
        const named = shortenedName(feature.name ?? fallback).trim() || fallback;
        const times = (given.get(named.toLowerCase()) ?? 0) + 1;
        given.set(named.toLowerCase(), times);
        const name = times === 1 || inFarm.has(named.toLowerCase()) ? named : numbered(named, times, names);
        const refusal =
          feature.refusal || !feature.multipolygon
            ? asSentence(feature.refusal ?? 'no geometry')
            : isPlainName(name)
              ? null
              : hiddenCharacterMessage('Field name');
        const checked = refusal === null ? await measureBoundary(tx, feature.multipolygon as string) : null;
        read.push({
          feature,
          named,
          name,
          refusal: checked?.ok === false ? asSentence(checked.reason) : refusal,
          checked,
        });
      }
      // Then the fields of the account each repeats, in one query: all held before this import,
      // so the import writes what its preview showed.
      const shaped = read.filter((each) => each.checked?.ok);
      const matching = await this.records.matching(
        tx,
        viewer,
        shaped.map((each) => each.feature.multipolygon as string),
        DUPLICATE_METRES,
      );
      const matchesOf = new Map(shaped.map((each, index) => [each.feature.number, matching[index] ?? []]));
      // And the other growers' fields each would overlap (a dispute once written): said in the
      // preview, before anything is saved, not only in the mail that follows.
      const overlapsBy = await otherGrowersOverlaps(
        tx,
        viewer.accountId,
        shaped.map((each) => ({ number: each.feature.number, shape: each.feature.multipolygon as string })),
      );
      for (const { feature, named, name, refusal, checked } of read) {
        if (feature.notBoundary) {
          report.push({
            number: feature.number,
            name: shortenedName(feature.name ?? '').trim() || `Feature ${feature.number}`,
            status: 'skipped',
            reason: feature.notBoundary,
            acres: null,
            uuid: null,
            matches: [],
          });
          notBoundaries += 1;
          continue;
        }
        const matches = matchesOf.get(feature.number) ?? [];
        const refuse = (reason: string) =>
          report.push({
            number: feature.number,
            name,
            status: 'refused',
            reason,
            acres: null,
            uuid: null,
            matches,
          });
        if (refusal !== null || !checked?.ok) {
          refuse(refusal ?? '');
          continue;
        }
        const acres = Math.round(checked.acres * 100) / 100;
        if (matches.length > 0 && !anyway.has(feature.number)) {
          report.push({
            number: feature.number,
            name,
            status: 'skipped',
            reason: sameAs(matches),
            acres,
            uuid: null,
            matches,
          });
          continue;
        }
        if (names.has(name.toLowerCase())) {
          refuse(fieldMessages.nameTaken);
          continue;
        }
        if (room <= 0) {
          refuse(fieldMessages.noCredits);
          continue;
        }
        room -= 1;
        names.add(name.toLowerCase());
        const crop = cropOf(catalogue, feature.crop, feature.trait);
        let uuid: string | null = null;
        if (!request.dry_run) {
          uuid = await this.records.insertImported(tx, {
            farmId,
            ownerUuid: viewer.userUuid,
            name,
            multipolygon: feature.multipolygon as string,
            crop: crop.crop,
            cropTrait: crop.cropTrait,
            isBuilding: feature.isBuilding,
          });
          if (uuid) written.push(uuid);
        }
        const notesOnIt =
          [
            feature.name && feature.name.length > NAME_LIMIT
              ? `Name shortened to ${NAME_LIMIT} characters.`
              : null,
            name === named ? null : `The file names more than one feature "${named}".`,
            matches.length > 0 ? `${sameAs(matches, false)}, imported as you chose.` : null,
            overlapNote(overlapsBy.get(feature.number) ?? [], request.dry_run === true),
            crop.note,
          ]
            .filter(Boolean)
            .join(' ') || null;
        report.push({
          number: feature.number,
          name,
          status: 'taken',
          reason: notesOnIt,
          acres,
          uuid,
          matches,
        });
      }
      // Told with the change: each grower whose field a new one overlaps gets one mail.
      await this.disputes.tell(tx, written);
      const taken = report.filter((each) => each.status === 'taken').length;
      const skipped = report.filter((each) => each.status === 'skipped').length - notBoundaries;
      if (!request.dry_run && taken > 0)
        await recordEvent(tx, viewer, 'fields.imported', {
          farm: farmId,
          format: request.format,
          fields: report.flatMap((each) => (each.uuid ? [{ uuid: each.uuid, name: each.name }] : [])),
        });
      return {
        taken,
        refused: report.length - taken - skipped - notBoundaries,
        skipped,
        not_boundaries: notBoundaries,
        written: !request.dry_run && taken > 0,
        notes,
        columns: file.columns,
        name_column: file.nameColumn,
        features: report,
      };
    });
  }

  /** A farm's fields as GeoJSON, KML or a zipped Shapefile, with name, acres, crop and trait. */
  async export(viewer: Viewer, farmId: number, format: BoundaryFormat) {
    const farm = (await this.records.farmsOf(this.db, viewer)).find((each) => each.id === farmId);
    if (!farm) throw notFound(fieldMessages.noFarm);
    const catalogue = await this.catalogue();
    // Shapefiles want outer rings clockwise; GeoJSON (RFC 7946) and KML counter-clockwise.
    const rows = await this.records.forFile(
      this.db,
      farmId,
      format === 'shapefile' ? 'clockwise' : 'counter-clockwise',
    );
    const fields: ExportedField[] = rows.map((row) => ({
      name: row.name,
      acres: row.acres,
      crop: row.crop === null ? null : (catalogue.crops.get(row.crop)?.name ?? null),
      trait: row.cropTrait === null ? null : (catalogue.traits.get(row.cropTrait)?.trait_name ?? null),
      isBuilding: row.isBuilding,
      geometry: withoutRepeatedPoints(JSON.parse(row.geojson)),
    }));
    const file = await writeBoundaryFile(format, farm.name, fields);
    const safeName =
      farm.name
        .replace(/[^A-Za-z0-9 _-]+/g, '')
        .trim()
        .replace(/\s+/g, '-') || 'farm';
    return { ...file, filename: `${safeName}-fields.${file.extension}` };
  }
}

/** At the 7 decimals a file keeps, two corners closer than 1e-7° are one: written once. */
const withoutRepeatedPoints = (geometry: ExportedField['geometry']): ExportedField['geometry'] => ({
  type: 'MultiPolygon',
  coordinates: geometry.coordinates.map((polygon) =>
    polygon.map((ring) => withoutRepeats(ring as [number, number][])),
  ),
});

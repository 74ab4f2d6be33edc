import type {
  AdjacentTraitInput,
  AdjacentTraitResolvers,
  MapFieldResolvers,
  MutationResolvers,
  NeighborWarningResolvers,
  QueryResolvers,
} from '../../generated/resolvers';
import { attempt, unwrap } from '../../upstream/client';
import { errorFromResponse } from '../../upstream/errors';
import { requireSession } from '../accounts/session';

// One field as the viewer may see it, the notes a plan B grower keeps of neighbours' fields,
// invitations to claim, and a farm's boundaries in and out as files. Plan refusals (402) come
// back as upgradeRequired, so the web can offer the upgrade.
const noteBody = (input: AdjacentTraitInput) => ({
  ...(input.crop !== undefined ? { crop: input.crop } : {}),
  ...(input.cropTrait !== undefined ? { crop_trait: input.cropTrait } : {}),
  ...(input.isBuilding != null ? { is_building: input.isBuilding } : {}),
});

const formatOf = (format: 'GEOJSON' | 'KML' | 'SHAPEFILE' | 'FLATGEOBUF') =>
  format.toLowerCase() as 'geojson' | 'kml' | 'shapefile' | 'flatgeobuf';

export const NeighboursQuery: QueryResolvers = {
  async mapField(_parent, { uuid, owner }, context) {
    requireSession(context);
    const answer = await context.upstream.GET('/farms/fields/{uuid}/', {
      params: { path: { uuid }, query: owner ? { owner: 'true' } : {} },
    });
    if (answer.response.status === 404) return null;
    return unwrap(answer);
  },

  async farmFieldsFile(_parent, { farm, format }, context) {
    requireSession(context);
    const answer = await context.upstream.GET('/farms/{id}/fields/export/', {
      params: { path: { id: farm }, query: { format: formatOf(format) } },
      parseAs: 'arrayBuffer',
    });
    if (!answer.response.ok) throw errorFromResponse(answer.response.status, undefined);
    const disposition = answer.response.headers.get('content-disposition') ?? '';
    return {
      filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'fields',
      contentType: answer.response.headers.get('content-type') ?? 'application/octet-stream',
      base64: Buffer.from(answer.data as ArrayBuffer).toString('base64'),
    };
  },
};

export const NeighboursMutation: MutationResolvers = {
  async addAdjacentTrait(_parent, { uuid, input }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.POST('/farms/fields/{uuid}/adjacent_traits/', {
        params: { path: { uuid } },
        body: noteBody(input),
      }),
      [402],
    );
    return answer.ok
      ? { ok: true, errors: [], upgradeRequired: false, adjacentTrait: answer.data }
      : { ok: false, errors: answer.errors, upgradeRequired: answer.status === 402, adjacentTrait: null };
  },

  async updateAdjacentTrait(_parent, { uuid, id, input }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.PATCH('/farms/fields/{uuid}/adjacent_traits/{id}/', {
        params: { path: { uuid, id } },
        body: noteBody(input),
      }),
      [402],
    );
    return answer.ok
      ? { ok: true, errors: [], upgradeRequired: false, adjacentTrait: answer.data }
      : { ok: false, errors: answer.errors, upgradeRequired: answer.status === 402, adjacentTrait: null };
  },

  async removeAdjacentTrait(_parent, { uuid, id }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.DELETE('/farms/fields/{uuid}/adjacent_traits/{id}/', {
        params: { path: { uuid, id } },
      }),
      [402],
    );
    return answer.ok
      ? { ok: true, errors: [], upgradeRequired: false }
      : { ok: false, errors: answer.errors, upgradeRequired: answer.status === 402 };
  },

  async inviteNeighbour(_parent, { uuid, email }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.POST('/farms/fields/{uuid}/invite/', {
        params: { path: { uuid } },
        body: { email },
      }),
      [402],
    );
    return answer.ok
      ? { ok: true, errors: [], upgradeRequired: false }
      : { ok: false, errors: answer.errors, upgradeRequired: answer.status === 402 };
  },

  async importFarmFields(_parent, { farm, input }, context) {
    requireSession(context);
    const answer = attempt(
      await context.upstream.POST('/farms/{id}/fields/import/', {
        params: { path: { id: farm } },
        body: {
          format: formatOf(input.format),
          content: input.content,
          ...(input.dryRun != null ? { dry_run: input.dryRun } : {}),
          ...(input.legalConfirmed != null ? { legal_confirmed: input.legalConfirmed } : {}),
          ...(input.crs != null ? { crs: input.crs } : {}),
          ...(input.nameColumn != null ? { name_column: input.nameColumn } : {}),
        },
      }),
    );
    if (!answer.ok) return { ok: false, errors: answer.errors, report: null };
    const report = answer.data;
    return {
      ok: true,
      errors: [],
      report: {
        taken: report.taken,
        refused: report.refused,
        written: report.written,
        notes: report.notes,
        columns: report.columns,
        nameColumn: report.name_column,
        features: report.features.map((feature) => ({
          number: feature.number,
          name: feature.name,
          taken: feature.status === 'taken',
          reason: feature.reason,
          acres: feature.acres,
        })),
      },
    };
  },
};

export const MapField: MapFieldResolvers = {
  cluUuid: (field) => field.clu,
  isBuilding: (field) => field.is_building,
  hasAdjacentTrait: (field) => field.has_adjacent_trait,
  adjacentTrait: (field) => field.adjacent_trait,
  adjacentFields: (field) => field.adjacent_fields ?? [],
  adjacentTraits: (field) => field.adjacent_traits ?? [],
  crop: (field, _args, { loaders }) => (field.crop === null ? null : loaders.catalog.crop.load(field.crop)),
  cropTrait: (field, _args, { loaders }) =>
    field.crop_trait === null ? null : loaders.catalog.cropTrait.load(field.crop_trait),
};

export const AdjacentTrait: AdjacentTraitResolvers = {
  adjecentUuid: (note) => note.adjecent_uuid,
  isBuilding: (note) => note.is_building,
  crop: (note, _args, { loaders }) => (note.crop === null ? null : loaders.catalog.crop.load(note.crop)),
  cropTrait: (note, _args, { loaders }) =>
    note.crop_trait === null ? null : loaders.catalog.cropTrait.load(note.crop_trait),
};

export const NeighborWarning: NeighborWarningResolvers = {
  crop: (warning, _args, { loaders }) => loaders.catalog.crop.load(warning.crop),
  cropTrait: (warning, _args, { loaders }) =>
    warning.crop_trait === null ? null : loaders.catalog.cropTrait.load(warning.crop_trait),
};

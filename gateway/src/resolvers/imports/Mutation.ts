import type { MutationResolvers } from '../../generated/resolvers';
import { requireSession } from '../../session/require-session';
import { attempt } from '../../upstream/client';
import { formatOf } from './format';

// A file's boundaries into a farm: a dry run reports each feature taken, skipped as a field of
// the account already, or refused, with the file's columns to name the fields from; nothing is
// written before the grower confirms.
const STATUS = { taken: 'TAKEN', skipped: 'SKIPPED', refused: 'REFUSED' } as const;
export const Mutation: MutationResolvers = {
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
          ...(input.importAnyway != null ? { import_anyway: input.importAnyway } : {}),
        },
      }),
      // 503: the api's upload sandbox has a full line of files to read; its message says to try
      // again in a minute and that nothing was imported, which is the grower's to read.
      [503],
    );
    if (!answer.ok) return { ok: false, errors: answer.errors, report: null };
    const report = answer.data;
    return {
      ok: true,
      errors: [],
      report: {
        taken: report.taken,
        refused: report.refused,
        skipped: report.skipped,
        notBoundaries: report.not_boundaries,
        written: report.written,
        notes: report.notes,
        columns: report.columns,
        nameColumn: report.name_column,
        features: report.features.map((feature) => ({
          number: feature.number,
          name: feature.name,
          taken: feature.status === 'taken',
          status: STATUS[feature.status],
          reason: feature.reason,
          acres: feature.acres,
          matches: feature.matches.map((match) => ({
            uuid: match.uuid,
            name: match.name,
            farm: match.farm,
            farmName: match.farm_name,
            metres: match.metres,
          })),
        })),
      },
    };
  },
};

import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import type {
  BoundaryFormat,
  ImportedFeatureStatus,
  ImportFieldsInput,
} from '../../graphql/generated/graphql';
import { useResultMutation } from '../../graphql/useResultMutation';
import { notify } from '../../notify';
import { blobOf } from './formats';
import { FarmFieldsFileQuery, ImportFarmFieldsMutation } from './operations';

/** A field of the account whose boundary a feature repeats (within 1 m). */
export type MatchingField = { uuid: string; name: string; farmName: string; metres: number };

export type ImportReport = {
  taken: number;
  refused: number;
  /** Features skipped as fields of the account already. */
  skipped: number;
  /** Features skipped as no field boundary: points and lines. */
  notBoundaries: number;
  written: boolean;
  /** What was skipped or assumed in reading the file (a macOS resource file, a missing .prj). */
  notes: string[];
  /** The file's columns, and the one the names came from. */
  columns: string[];
  nameColumn: string | null;
  features: {
    number: number;
    name: string;
    taken: boolean;
    status: ImportedFeatureStatus;
    reason: string | null;
    acres: number | null;
    matches: MatchingField[];
  }[];
};

/**
 * Imports a file into a farm (or only reports, with dryRun): the report, or why the file was
 * refused (also toasted), which the dialog keeps beside the file.
 */
export function useImportFarmFields(): [
  (
    farm: number,
    input: ImportFieldsInput,
  ) => Promise<{ report: ImportReport | null; refusal: string | null }>,
  boolean,
] {
  const [run, loading] = useResultMutation(ImportFarmFieldsMutation, {
    refetchQueries: ['FarmSidebar', 'MyFarms'],
    success: ({ report }) =>
      report?.written
        ? `${report.taken} ${report.taken === 1 ? 'field' : 'fields'} imported successfully!`
        : null,
    failure: 'There was an error importing the boundaries!',
  });
  const importFields = async (farm: number, input: ImportFieldsInput) => {
    const outcome = await run({ farm, input });
    if (outcome.ok) return { report: outcome.payload.report ?? null, refusal: null };
    return { report: null, refusal: outcome.payload?.errors[0]?.message ?? outcome.message };
  };
  return [importFields, loading];
}

/** Saves a farm's fields as a file in the chosen format. */
export function useExportFarmFields(): [(farm: number, format: BoundaryFormat) => Promise<void>, boolean] {
  const apollo = useApolloClient();
  const [busy, setBusy] = useState(false);
  const save = async (farm: number, format: BoundaryFormat) => {
    setBusy(true);
    try {
      const { data } = await apollo.query({
        query: FarmFieldsFileQuery,
        variables: { farm, format },
        fetchPolicy: 'no-cache',
      });
      const file = data?.farmFieldsFile;
      if (!file) throw new Error('no file');
      const url = URL.createObjectURL(blobOf(file.base64, file.contentType));
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = file.filename;
      anchor.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      notify.error('There was an error exporting the boundaries!');
    } finally {
      setBusy(false);
    }
  };
  return [save, busy];
}

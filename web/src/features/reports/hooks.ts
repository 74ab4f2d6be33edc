import type { ReportFormInput, ReportPartsFragment } from '../../graphql/generated/graphql';
import { type MutationOutcome, useResultMutation } from '../../graphql/useResultMutation';
import { errorsByInput } from './formValues';
import { AmendReportMutation, SaveReportMutation } from './operations';

// The report mutations: each owns its toast, a network failure, the errors it puts on the
// form's inputs, and refreshing the field's list of reports.
export const reportMessages = {
  saved: 'The report has been saved.',
  amended: 'The report has been amended; the earlier version is kept.',
  failed: 'There was an error saving the report!',
  fix: 'Please correct the highlighted fields.',
};

export type SaveResult =
  | { ok: true; report: ReportPartsFragment }
  | { ok: false; errors: Record<string, string> };

type Answer = { errors: readonly { field?: string | null; message: string }[] };

/** Errors naming an input go beside it, with one toast asking to correct them. */
const refused = (answer: Answer) =>
  Object.keys(errorsByInput(answer.errors)).length > 0
    ? reportMessages.fix
    : (answer.errors.find((error) => !error.field)?.message ?? reportMessages.failed);

const resultOf = (outcome: MutationOutcome<Answer & { report?: ReportPartsFragment | null }>): SaveResult =>
  outcome.ok && outcome.payload.report
    ? { ok: true, report: outcome.payload.report }
    : { ok: false, errors: errorsByInput(outcome.payload?.errors ?? []) };

export function useSaveReport(): [(field: string, form: ReportFormInput) => Promise<SaveResult>, boolean] {
  const [run, loading] = useResultMutation(SaveReportMutation, {
    refetchQueries: ['FieldReports'],
    awaitRefetchQueries: false,
    success: reportMessages.saved,
    failure: reportMessages.failed,
    refused,
  });
  return [async (field, form) => resultOf(await run({ input: { field, form } })), loading];
}

export function useAmendReport(): [
  (id: number, form: ReportFormInput, changeReason: string) => Promise<SaveResult>,
  boolean,
] {
  const [run, loading] = useResultMutation(AmendReportMutation, {
    refetchQueries: ['FieldReports'],
    awaitRefetchQueries: false,
    success: reportMessages.amended,
    failure: reportMessages.failed,
    refused,
  });
  return [
    async (id, form, changeReason) => resultOf(await run({ input: { id, form, changeReason } })),
    loading,
  ];
}

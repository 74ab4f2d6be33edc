import { useMutation } from '@apollo/client/react';
import type { ReportFormInput, ReportPartsFragment } from '../../graphql/generated/graphql';
import { notify } from '../../notify';
import { errorsByInput } from './formValues';
import { AmendReportMutation, FieldReportsQuery, SaveReportMutation } from './operations';

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

function outcome(
  answer:
    | {
        ok: boolean;
        errors: { field?: string | null; message: string }[];
        report?: ReportPartsFragment | null;
      }
    | undefined,
  success: string,
): SaveResult {
  if (answer?.ok && answer.report) {
    notify.success(success);
    return { ok: true, report: answer.report };
  }
  const errors = errorsByInput(answer?.errors ?? []);
  const general = answer?.errors.find((error) => !error.field)?.message;
  notify.error(Object.keys(errors).length > 0 ? reportMessages.fix : (general ?? reportMessages.failed));
  return { ok: false, errors };
}

export function useSaveReport(): [(field: string, form: ReportFormInput) => Promise<SaveResult>, boolean] {
  const [mutate, { loading }] = useMutation(SaveReportMutation, { refetchQueries: [FieldReportsQuery] });
  const save = async (field: string, form: ReportFormInput) => {
    try {
      const { data } = await mutate({ variables: { input: { field, form } } });
      return outcome(data?.saveReport, reportMessages.saved);
    } catch {
      notify.error(reportMessages.failed);
      return { ok: false as const, errors: {} };
    }
  };
  return [save, loading];
}

export function useAmendReport(): [
  (id: number, form: ReportFormInput, changeReason: string) => Promise<SaveResult>,
  boolean,
] {
  const [mutate, { loading }] = useMutation(AmendReportMutation, { refetchQueries: [FieldReportsQuery] });
  const amend = async (id: number, form: ReportFormInput, changeReason: string) => {
    try {
      const { data } = await mutate({ variables: { input: { id, form, changeReason } } });
      return outcome(data?.amendReport, reportMessages.amended);
    } catch {
      notify.error(reportMessages.failed);
      return { ok: false as const, errors: {} };
    }
  };
  return [amend, loading];
}

import type { WholeForm } from './form';
import type { PrintedRecord } from './printed';
import type { ReportVersionRow } from './store';

// The shape the PDF, the print view and the season's export read. Its own file so that they can
// name it without importing the service that makes it (printing.ts draws the PDF through pdf.ts).

/** A saved version with its form made whole and what it prints, as frozen at its save. */
export type PrintableReport = Omit<ReportVersionRow, 'form' | 'printed'> & {
  form: WholeForm;
  printed: PrintedRecord;
};

import { reportMessages } from '@field-boundaries/contract/messages';
import type { WholeForm } from './form';
import { usLongDate } from './format';
import { unit, wind } from './printed-weather';

// The lines of the 2026 over-the-top dicamba record items, for printed.ts's record text.

/** A section of the printed record: its title and its label and value rows. */
export type PrintedSection = { title: string; rows: { label: string; value: string }[] };

/** Item 12's choice, as printed. */
const TIMING_WORDS: Record<string, string> = {
  preemergence: 'Preemergence (before the crop emerged)',
  postemergence: 'Postemergence (after the crop emerged)',
};

/**
 * The 2026 over-the-top dicamba record items the form keeps in `dicambaRecord` (the stamped
 * Stryax label's "Record Keeping", items 11, 12, 15, 16, 17, 22, 23 and 24), each printed only
 * when given: a version saved before they existed, or a record of another product that leaves
 * them empty, prints no section and no line for them, as it printed before.
 */
export function dicambaSection(
  form: WholeForm,
  clock: (time: string, date: string) => string,
): PrintedSection[] {
  const record = form.dicambaRecord;
  const both = (...parts: string[]) => parts.filter(Boolean).join(', ');
  const rows: [string, string][] = [
    [
      'Dicamba training',
      both(
        record.trainingProvider,
        record.trainingCompletedOn && `completed ${usLongDate(record.trainingCompletedOn)}`,
      ),
    ],
    ['Application timing', TIMING_WORDS[record.applicationTiming] ?? record.applicationTiming],
    ['Registry consulted', record.registryName],
    [
      'Adjacent fields surveyed',
      record.adjacentSurveyedOn && `${usLongDate(record.adjacentSurveyedOn)}, for sensitive areas and plants`,
    ],
    ['Areas within the buffer', record.bufferAreas],
    ['Buffer reduced by', record.bufferReduction],
    ['Sprayer clean-out', both(record.cleanoutOn && usLongDate(record.cleanoutOn), record.cleanoutMethod)],
    ['Runoff/erosion points', record.runoffPoints],
    ...record.refills.map((refill, index): [string, string] => [
      'Tank refill',
      `${index + 1}. ${refill.time ? clock(refill.time, form.reportDate) : '—'}: ${unit(refill.temperature, '°F')} at boom height, wind ${wind(refill.windSpeed, refill.windDirection)}`,
    ]),
  ];
  const given = rows.filter(([, value]) => value !== '').map(([label, value]) => ({ label, value }));
  return given.length === 0 ? [] : [{ title: reportMessages.dicambaRecordTitle, rows: given }];
}

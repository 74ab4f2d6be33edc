import { APPLICATION_TIMINGS } from './dicamba-record';
import type { WholeForm } from './form';
import { inRange, isCalendarDate, isDirection, TIME, visibleText } from './form-rules';

// The over-the-top dicamba record items of `dicambaRecord`, judged: what is missing or wrong, in
// a grower's words, beside its input (form-check.ts judges the rest of the form).

export const dicambaMessages = {
  trainingProvider: (product: string) =>
    `Name who gave the certified applicator's dicamba-specific training: the ${product} label asks for proof of it.`,
  trainingCompletedOn: (product: string) =>
    `Enter the date the dicamba-specific training was completed: the ${product} label asks for it.`,
  applicationTiming: (product: string) =>
    `Say whether it was applied preemergence or postemergence to the crop: the ${product} label asks for it.`,
  registryName: (product: string) =>
    `Name the sensitive crop registry consulted (e.g. FieldWatch): the ${product} label asks for it.`,
  adjacentSurveyedOn: (product: string) =>
    `Enter the date adjacent fields were surveyed for sensitive areas and plants: the ${product} label asks for it.`,
  bufferReduction: (product: string, feet: number) =>
    `Name the practices that reduced the downwind buffer to ${feet} ft: the ${product} label's is 240 ft.`,
  cleanoutOn: (product: string) =>
    `Enter the date the sprayer was cleaned out: the ${product} label asks for it.`,
  cleanoutMethod: (product: string) =>
    `Describe the clean-out method followed: the ${product} label asks for it.`,
  runoffPoints: (product: string) =>
    `List how the runoff/erosion mitigation points were achieved: the ${product} label asks for it.`,
  refillTime: 'Enter the time of the refill as hour:minute, e.g. 11:40.',
  refillTemperature: 'Enter the temperature at boom height at the refill, in °F (between -40 and 130).',
  refillWindSpeed: 'Enter the wind speed at boom height at the refill, in mph (0 to 100).',
  refillWindDirection: 'Enter the wind direction at the refill as a compass point, e.g. SW, or CALM.',
  dateFormat: 'Enter the date as year-month-day, e.g. 2026-06-02.',
};

/** The 2026 downwind buffer of the over-the-top dicamba label (Stryax, item 16; section 9.1). */
const LABEL_BUFFER_FT = 240;

/**
 * The items of the 2026 Stryax label's "Record Keeping" (label pages 9-10) that the record keeps
 * in `dicambaRecord`: asked of an over-the-top dicamba record (`recordRule` 'dicamba-ott', as the
 * readings at the finish are), judged for their form only on any other record. Item 11, proof of
 * dicamba-specific training (who gave it, when); item 12, preemergence or postemergence; item 15,
 * the registry's name and when adjacent fields were surveyed; item 16, the practices that reduced
 * the buffer, asked when the buffer kept is under 240 ft (the areas within it are kept when typed);
 * item 17, the clean-out's date and method; item 24, how the runoff/erosion points were achieved;
 * items 22 and 23, each tank refill's time and readings at boom height, every one complete.
 */
export function checkDicambaRecord(
  form: WholeForm,
  dicamba: string | null,
  fail: (path: string, message: string) => void,
) {
  const record = form.dicambaRecord;
  const at = (key: string) => `dicambaRecord.${key}`;
  const text = (
    key: 'trainingProvider' | 'registryName' | 'cleanoutMethod' | 'runoffPoints',
    message: (product: string) => string,
  ) => {
    if (dicamba && !visibleText(record[key])) fail(at(key), message(dicamba));
  };
  const date = (
    key: 'trainingCompletedOn' | 'adjacentSurveyedOn' | 'cleanoutOn',
    message: (product: string) => string,
  ) => {
    if (dicamba && !isCalendarDate(record[key])) fail(at(key), message(dicamba));
    else if (record[key] && !isCalendarDate(record[key])) fail(at(key), dicambaMessages.dateFormat);
  };
  text('trainingProvider', dicambaMessages.trainingProvider);
  date('trainingCompletedOn', dicambaMessages.trainingCompletedOn);
  const timing = (APPLICATION_TIMINGS as readonly string[]).includes(record.applicationTiming);
  if (dicamba ? !timing : record.applicationTiming !== '' && !timing)
    fail(at('applicationTiming'), dicambaMessages.applicationTiming(dicamba ?? 'over-the-top dicamba'));
  text('registryName', dicambaMessages.registryName);
  date('adjacentSurveyedOn', dicambaMessages.adjacentSurveyedOn);
  const buffer = form.equipment.downwindBufferFt;
  if (dicamba && buffer !== null && buffer < LABEL_BUFFER_FT && !visibleText(record.bufferReduction))
    fail(at('bufferReduction'), dicambaMessages.bufferReduction(dicamba, buffer));
  date('cleanoutOn', dicambaMessages.cleanoutOn);
  text('cleanoutMethod', dicambaMessages.cleanoutMethod);
  text('runoffPoints', dicambaMessages.runoffPoints);
  record.refills.forEach((refill, index) => {
    const row = at(`refills.${index}`);
    if (!TIME.test(refill.time)) fail(`${row}.time`, dicambaMessages.refillTime);
    if (!inRange(refill.temperature, -40, 130)) fail(`${row}.temperature`, dicambaMessages.refillTemperature);
    if (!inRange(refill.windSpeed, 0, 100)) fail(`${row}.windSpeed`, dicambaMessages.refillWindSpeed);
    if (!isDirection(refill.windDirection)) fail(`${row}.windDirection`, dicambaMessages.refillWindDirection);
  });
}

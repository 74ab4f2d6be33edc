import { z } from 'zod';
import { COMPASS } from '../weather/forecast';

// The Application Summary Report form (spec 3), under the spec's own names (its spelling of
// `noozle` included). The wire schema only checks types; `checkForm` below says, in a grower's
// words, what is missing or wrong, so one save shows every problem at once.
export const reportForm = z
  .object({
    reportDate: z.string().describe('YYYY-MM-DD'),
    generalInfo: z.object({
      applicator: z.string(),
      applicatorLicenseNumber: z.string(),
      sensitiveCropRegistry: z
        .boolean()
        .nullable()
        .describe('whether the sensitive crop registry was checked'),
      endangeredSpeciesAwareness: z
        .boolean()
        .nullable()
        .describe('whether endangered species restrictions (Bulletins Live! Two) were checked'),
      applicationStart: z.string().describe('HH:MM, 24-hour'),
      applicationStop: z.string().describe('HH:MM, 24-hour'),
      applicationStopsNextDay: z
        .boolean()
        .optional()
        .describe('the application ended on the day after reportDate (false when absent)'),
    }),
    applications: z.array(
      z.object({
        productName: z.string(),
        epaRegNumber: z.string(),
        useRate: z.string().describe('free text, e.g. 15 oz/acre'),
      }),
    ),
    weather: z.object({
      temperature: z.number().nullable().describe('°F'),
      humidity: z.number().nullable().describe('%'),
      windSpeed: z.number().nullable().describe('mph'),
      windDirection: z.string().describe('compass point, e.g. NNW'),
      precipitation: z.number().nullable().describe('chance of rain, %'),
    }),
    nozzle: z.object({
      manufacturer: z.string(),
      noozleType: z.string().describe('a code of the manufacturer’s nozzle types'),
      noozleSize: z.string().describe('ISO 10625 size code, e.g. 04'),
      pumpPressure: z.number().nullable().describe('psi, one of the reference pump pressures'),
      boomHeightTemp: z
        .number()
        .nullable()
        .describe('boom height above the target, in inches (the spec names it boomHeightTemp)'),
      dropletClass: z.string().describe('ASABE S572 droplet class code, e.g. C'),
    }),
  })
  .meta({ id: 'ReportForm' });

export type ReportForm = z.infer<typeof reportForm>;

/** What the form's choices must come from: the nozzle reference data. */
export type FormReference = {
  pumpPressures: number[];
  dropletClasses: string[];
  nozzleSizes: string[];
  manufacturers: { name: string; types: string[] }[];
};

export const formMessages = {
  reportDate: 'Enter the date of the application.',
  reportDateFormat: 'Enter the date as year-month-day, e.g. 2026-11-23.',
  applicator: "Enter the applicator's name.",
  license: "Enter the applicator's license number.",
  registry: 'Say whether the sensitive crop registry was checked.',
  endangered: 'Say whether endangered species restrictions were checked.',
  start: 'Enter the start time as hour:minute, e.g. 08:30.',
  stop: 'Enter the stop time as hour:minute, e.g. 10:15.',
  stopBeforeStart: 'The stop time must be after the start time.',
  stopNextDay: 'An application that ends the next day must end within 24 hours of its start.',
  noApplications: 'Add at least one product to the report.',
  productName: 'Enter the product name.',
  epaRegNumber: 'Enter the EPA registration number as printed on the label, e.g. 62719-695.',
  useRate: 'Enter the use rate, e.g. 15 oz/acre.',
  temperature: 'Enter the temperature in °F (between -40 and 130).',
  humidity: 'Enter the relative humidity in % (0 to 100).',
  windSpeed: 'Enter the wind speed in mph (0 to 100).',
  windDirection: 'Enter the wind direction as a compass point, e.g. NNW, or CALM.',
  precipitation: 'Enter the chance of rain in % (0 to 100).',
  manufacturer: 'Choose the nozzle manufacturer.',
  noozleType: 'Choose a nozzle type of that manufacturer.',
  noozleSize: 'Choose the nozzle size.',
  pumpPressure: 'Choose the pump pressure (psi).',
  boomHeight: 'Enter the boom height above the target in inches (5 to 120).',
  dropletClass: 'Choose the droplet size class.',
  changeReason: 'Say why this report is being changed: the earlier version is kept.',
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
// EPA registration numbers: company number, product number, and a distributor number on
// supplementally distributed products (EPA Reg. No. 62719-695, 5905-564-34704).
const EPA_REG = /^\d{1,7}-\d{1,7}(-\d{1,7})?$/;

const inRange = (value: number | null, low: number, high: number) =>
  value !== null && Number.isFinite(value) && value >= low && value <= high;

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** Trims every text and uppercases the wind direction, as the report shows them. */
export function normaliseForm(form: ReportForm): ReportForm {
  const trim = (text: string) => text.trim();
  return {
    reportDate: trim(form.reportDate),
    generalInfo: {
      ...form.generalInfo,
      applicator: trim(form.generalInfo.applicator),
      applicatorLicenseNumber: trim(form.generalInfo.applicatorLicenseNumber),
      applicationStart: trim(form.generalInfo.applicationStart),
      applicationStop: trim(form.generalInfo.applicationStop),
      applicationStopsNextDay: form.generalInfo.applicationStopsNextDay === true,
    },
    applications: form.applications.map((row) => ({
      productName: trim(row.productName),
      epaRegNumber: trim(row.epaRegNumber).replace(/^EPA\s+Reg\.?\s+No\.?\s*/i, ''),
      useRate: trim(row.useRate),
    })),
    weather: { ...form.weather, windDirection: trim(form.weather.windDirection).toUpperCase() },
    nozzle: {
      ...form.nozzle,
      manufacturer: trim(form.nozzle.manufacturer),
      noozleType: trim(form.nozzle.noozleType),
      noozleSize: trim(form.nozzle.noozleSize),
      dropletClass: trim(form.nozzle.dropletClass).toUpperCase(),
    },
  };
}

/**
 * Every problem of a normalised form, keyed by its input's path (`applications.0.useRate`);
 * empty when the report may be saved. Pure: the reference data is passed in.
 */
export function checkForm(form: ReportForm, reference: FormReference): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const fail = (path: string, message: string) => {
    problems[path] = [...(problems[path] ?? []), message];
  };
  const { generalInfo: info, weather, nozzle } = form;

  if (!form.reportDate) fail('reportDate', formMessages.reportDate);
  else if (!isCalendarDate(form.reportDate)) fail('reportDate', formMessages.reportDateFormat);

  if (!info.applicator) fail('generalInfo.applicator', formMessages.applicator);
  if (!info.applicatorLicenseNumber) fail('generalInfo.applicatorLicenseNumber', formMessages.license);
  if (info.sensitiveCropRegistry === null) fail('generalInfo.sensitiveCropRegistry', formMessages.registry);
  if (info.endangeredSpeciesAwareness === null)
    fail('generalInfo.endangeredSpeciesAwareness', formMessages.endangered);
  const startOk = TIME.test(info.applicationStart);
  const stopOk = TIME.test(info.applicationStop);
  if (!startOk) fail('generalInfo.applicationStart', formMessages.start);
  if (!stopOk) fail('generalInfo.applicationStop', formMessages.stop);
  // The end is judged with its date: 23:30 to 00:30 the next day is an hour's work.
  if (startOk && stopOk && !info.applicationStopsNextDay && info.applicationStop <= info.applicationStart)
    fail('generalInfo.applicationStop', formMessages.stopBeforeStart);
  if (startOk && stopOk && info.applicationStopsNextDay && info.applicationStop >= info.applicationStart)
    fail('generalInfo.applicationStop', formMessages.stopNextDay);

  if (form.applications.length === 0) fail('applications', formMessages.noApplications);
  form.applications.forEach((row, index) => {
    if (!row.productName) fail(`applications.${index}.productName`, formMessages.productName);
    if (!EPA_REG.test(row.epaRegNumber))
      fail(`applications.${index}.epaRegNumber`, formMessages.epaRegNumber);
    if (!row.useRate) fail(`applications.${index}.useRate`, formMessages.useRate);
  });

  if (!inRange(weather.temperature, -40, 130)) fail('weather.temperature', formMessages.temperature);
  if (!inRange(weather.humidity, 0, 100)) fail('weather.humidity', formMessages.humidity);
  if (!inRange(weather.windSpeed, 0, 100)) fail('weather.windSpeed', formMessages.windSpeed);
  if (!COMPASS.includes(weather.windDirection) && weather.windDirection !== 'CALM')
    fail('weather.windDirection', formMessages.windDirection);
  if (!inRange(weather.precipitation, 0, 100)) fail('weather.precipitation', formMessages.precipitation);

  const maker = reference.manufacturers.find((each) => each.name === nozzle.manufacturer);
  if (!maker) fail('nozzle.manufacturer', formMessages.manufacturer);
  else if (!maker.types.includes(nozzle.noozleType)) fail('nozzle.noozleType', formMessages.noozleType);
  if (!reference.nozzleSizes.includes(nozzle.noozleSize)) fail('nozzle.noozleSize', formMessages.noozleSize);
  if (nozzle.pumpPressure === null || !reference.pumpPressures.includes(nozzle.pumpPressure))
    fail('nozzle.pumpPressure', formMessages.pumpPressure);
  if (!inRange(nozzle.boomHeightTemp, 5, 120)) fail('nozzle.boomHeightTemp', formMessages.boomHeight);
  if (!reference.dropletClasses.includes(nozzle.dropletClass))
    fail('nozzle.dropletClass', formMessages.dropletClass);
  return problems;
}

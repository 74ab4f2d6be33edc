import { z } from 'zod';
import { COMPASS } from '../../providers/weather';
import type { RecordProduct } from '../catalogue/service';

/** Where a report's weather at the start came from (issue 32: every reading has its source). */
export const WEATHER_SOURCES = ['applicator', 'spray-start', 'nws', 'sample'] as const;
export type WeatherSource = (typeof WEATHER_SOURCES)[number];
/** Units a total amount applied is written in. */
export const AMOUNT_UNITS = ['gal', 'qt', 'pt', 'fl oz', 'lb', 'oz'] as const;

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
      supervisedApplicators: z
        .string()
        .optional()
        .describe('names of non-certified applicators working under the certified one'),
      registryCheckedOn: z
        .string()
        .optional()
        .describe('YYYY-MM-DD: when the sensitive crop registry (e.g. FieldWatch) was checked'),
      neighboursNotified: z.string().optional().describe('which neighbours were told of the application'),
      commercial: z
        .boolean()
        .optional()
        .describe('applied for a customer by a commercial applicator (40 CFR 171.303(b)(7))'),
      customerName: z.string().optional(),
      customerAddress: z.string().optional(),
    }),
    site: z
      .object({
        cropOrSite: z.string().describe("the crop, commodity or site treated, e.g. 'soybean'"),
        areaTreatedAcres: z.number().nullable().describe('acres treated; at most the field'),
        fsaFarmNumber: z.string(),
        fsaTractNumber: z.string(),
        fsaFieldNumber: z.string(),
      })
      .optional()
      .describe('what was treated, and how much of the field'),
    applications: z.array(
      z.object({
        productName: z.string(),
        epaRegNumber: z.string(),
        useRate: z.string().describe('free text, e.g. 15 oz/acre'),
        totalAmount: z.number().nullable().optional().describe('the total amount of the product applied'),
        totalAmountUnit: z
          .string()
          .optional()
          .describe(`the total amount's unit: one of ${AMOUNT_UNITS.join(', ')}`),
      }),
    ),
    weather: z.object({
      temperature: z.number().nullable().describe('°F'),
      humidity: z.number().nullable().describe('%'),
      windSpeed: z.number().nullable().describe('mph'),
      windDirection: z.string().describe('compass point, e.g. NNW'),
      precipitation: z.number().nullable().describe('chance of rain, %'),
      source: z
        .enum(WEATHER_SOURCES)
        .optional()
        .describe(
          "where the readings at the start came from: 'applicator' (measured and entered by the applicator), 'spray-start' (measured at boom height when the spray was started), 'nws' (NWS forecast for that hour) or 'sample' (sample forecast)",
        ),
      atFinish: z
        .object({
          temperature: z.number().nullable().describe('°F'),
          windSpeed: z.number().nullable().describe('mph'),
          windDirection: z.string().describe('compass point, or CALM'),
        })
        .optional()
        .describe('measured at boom height when the application ended'),
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
    equipment: z
      .object({
        carrierGpa: z.number().nullable().describe('carrier volume, gallons per acre'),
        groundSpeedMph: z.number().nullable().describe('ground speed, mph'),
        adjuvants: z.string().describe('adjuvants in the tank, e.g. volatility and drift reduction agents'),
        downwindBufferFt: z.number().nullable().describe('the downwind buffer kept, in feet'),
      })
      .optional()
      .describe('how it was applied, as dicamba labels ask'),
  })
  .meta({ id: 'ReportForm' });

export type ReportForm = z.infer<typeof reportForm>;
type Row = ReportForm['applications'][number];
type Weather = ReportForm['weather'];
/** A form with every part of the record present: what `normaliseForm` returns and versions store. */
export type WholeForm = Omit<
  ReportForm,
  'generalInfo' | 'site' | 'applications' | 'weather' | 'equipment'
> & {
  generalInfo: Required<ReportForm['generalInfo']>;
  site: NonNullable<ReportForm['site']>;
  applications: (Omit<Row, 'totalAmount' | 'totalAmountUnit'> & {
    totalAmount: number | null;
    totalAmountUnit: string;
  })[];
  weather: Omit<Weather, 'source' | 'atFinish'> & {
    source: WeatherSource;
    atFinish: NonNullable<Weather['atFinish']>;
  };
  equipment: NonNullable<ReportForm['equipment']>;
};

/** What the form's choices must come from: the nozzle reference data, and what a save knows. */
export type FormReference = {
  pumpPressures: number[];
  dropletClasses: string[];
  nozzleSizes: string[];
  manufacturers: { name: string; types: string[] }[];
  /** The catalogue's products that carry a record rule (restricted use, a label's own list). */
  products: RecordProduct[];
  /** The acres of the field as sprayed: the area treated cannot be larger. */
  fieldAcres: number;
};

/** A product whose record is regulated: the catalogue's product registrations say which. */
export type { RecordProduct };

export const formMessages = {
  reportDate: 'Enter the date of the application.',
  reportDateFormat: 'Enter the date as year-month-day, e.g. 2026-11-23.',
  applicator: "Enter the applicator's name.",
  license: (product: string) =>
    `Enter the certified applicator's certification number: ${product} is a restricted-use pesticide.`,
  registry: 'Say whether the sensitive crop registry was checked.',
  registryCheckedOn: (product: string) =>
    `Enter the date the sensitive crop registry was checked: the ${product} label asks for it.`,
  endangered: 'Say whether endangered species restrictions were checked.',
  start: 'Enter the start time as hour:minute, e.g. 08:30.',
  stop: 'Enter the stop time as hour:minute, e.g. 10:15.',
  stopBeforeStart: 'The stop time must be after the start time.',
  stopNextDay: 'An application that ends the next day must end within 24 hours of its start.',
  customerName: 'Enter the name of the customer the application was made for.',
  customerAddress: "Enter the customer's address.",
  cropOrSite: 'Enter the crop or site treated, e.g. soybean.',
  areaTreated: 'Enter the area treated in acres, more than 0.',
  areaTooLarge: (acres: number) =>
    `The area treated cannot be larger than the field (${acres.toFixed(2)} ac).`,
  noApplications: 'Add at least one product to the report.',
  productName: 'Enter the product name.',
  epaRegNumber: 'Enter the EPA registration number as printed on the label, e.g. 62719-695.',
  useRate: 'Enter the use rate, e.g. 15 oz/acre.',
  totalAmount: 'Enter the total amount applied as a number more than 0, e.g. 2.5.',
  totalAmountUnit: `Choose the total amount's unit (${AMOUNT_UNITS.join(', ')}).`,
  totalAmountRequired: (product: string) =>
    `Enter the total amount of ${product} applied, with its unit: it is a restricted-use pesticide.`,
  temperature: 'Enter the temperature in °F (between -40 and 130).',
  humidity: 'Enter the relative humidity in % (0 to 100).',
  windSpeed: 'Enter the wind speed in mph (0 to 100).',
  windDirection: 'Enter the wind direction as a compass point, e.g. NNW, or CALM.',
  precipitation: 'Enter the chance of rain in % (0 to 100).',
  finishTemperature: (product: string) =>
    `Enter the air temperature at boom height when the application ended: the ${product} label asks for it.`,
  finishWindSpeed: (product: string) =>
    `Enter the wind speed at boom height when the application ended: the ${product} label asks for it.`,
  finishWindDirection: (product: string) =>
    `Enter the wind direction when the application ended (a compass point, or CALM): the ${product} label asks for it.`,
  carrierGpa: (product: string) =>
    `Enter the carrier volume in gallons per acre: the ${product} label asks for it.`,
  groundSpeed: (product: string) => `Enter the ground speed in mph: the ${product} label asks for it.`,
  adjuvants: (product: string) =>
    `Name the adjuvants in the tank (volatility and drift reduction agents): the ${product} label asks for them.`,
  downwindBuffer: (product: string) =>
    `Enter the downwind buffer kept, in feet: the ${product} label asks for it.`,
  outOfRange: 'Enter a number in range.',
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

/** Trims every text and uppercases the wind directions, as the report shows them, and fills every
 * part of the record a form saved before it existed (or a client that leaves it out) lacks. */
export function normaliseForm(form: ReportForm): WholeForm {
  const trim = (text: string | undefined) => (text ?? '').trim();
  const info = form.generalInfo;
  return {
    reportDate: trim(form.reportDate),
    generalInfo: {
      ...info,
      applicator: trim(info.applicator),
      applicatorLicenseNumber: trim(info.applicatorLicenseNumber),
      applicationStart: trim(info.applicationStart),
      applicationStop: trim(info.applicationStop),
      applicationStopsNextDay: info.applicationStopsNextDay === true,
      supervisedApplicators: trim(info.supervisedApplicators),
      registryCheckedOn: trim(info.registryCheckedOn),
      neighboursNotified: trim(info.neighboursNotified),
      commercial: info.commercial === true,
      customerName: trim(info.customerName),
      customerAddress: trim(info.customerAddress),
    },
    site: {
      cropOrSite: trim(form.site?.cropOrSite),
      areaTreatedAcres: form.site?.areaTreatedAcres ?? null,
      fsaFarmNumber: trim(form.site?.fsaFarmNumber),
      fsaTractNumber: trim(form.site?.fsaTractNumber),
      fsaFieldNumber: trim(form.site?.fsaFieldNumber),
    },
    applications: form.applications.map((row) => ({
      productName: trim(row.productName),
      epaRegNumber: trim(row.epaRegNumber).replace(/^EPA\s+Reg\.?\s+No\.?\s*/i, ''),
      useRate: trim(row.useRate),
      totalAmount: row.totalAmount ?? null,
      totalAmountUnit: trim(row.totalAmountUnit),
    })),
    weather: {
      ...form.weather,
      windDirection: trim(form.weather.windDirection).toUpperCase(),
      source: form.weather.source ?? 'applicator',
      atFinish: {
        temperature: form.weather.atFinish?.temperature ?? null,
        windSpeed: form.weather.atFinish?.windSpeed ?? null,
        windDirection: trim(form.weather.atFinish?.windDirection).toUpperCase(),
      },
    },
    nozzle: {
      ...form.nozzle,
      manufacturer: trim(form.nozzle.manufacturer),
      noozleType: trim(form.nozzle.noozleType),
      noozleSize: trim(form.nozzle.noozleSize),
      dropletClass: trim(form.nozzle.dropletClass).toUpperCase(),
    },
    equipment: {
      carrierGpa: form.equipment?.carrierGpa ?? null,
      groundSpeedMph: form.equipment?.groundSpeedMph ?? null,
      adjuvants: trim(form.equipment?.adjuvants),
      downwindBufferFt: form.equipment?.downwindBufferFt ?? null,
    },
  };
}

/** 'EPA Reg. No. 7969-472-1234' and '7969-472' are one product: the distributor's number aside. */
const basicRegistration = (number: string) => number.split('-').slice(0, 2).join('-');

/** The record rules of a report's products, found by EPA Reg. No. (distributor number aside) or name. */
export function regulatedProducts(form: Pick<ReportForm, 'applications'>, products: RecordProduct[]) {
  return form.applications.map((row) => {
    const name = row.productName.trim().toLowerCase();
    const number = row.epaRegNumber.trim() ? basicRegistration(row.epaRegNumber.trim()) : null;
    return (
      products.find((each) => number !== null && basicRegistration(each.epaRegNumber) === number) ??
      products.find((each) => name !== '' && each.productName.toLowerCase() === name) ??
      null
    );
  });
}

/**
 * Every problem of a normalised form, keyed by its input's path (`applications.0.useRate`);
 * empty when the report may be saved. Pure: the reference data is passed in. What a record
 * must hold grows with what was applied: a restricted-use product asks for the elements of
 * 7 CFR 110.3 (the certification number, the total amount), and an over-the-top dicamba label
 * for its own (readings at the finish, carrier volume, ground speed, adjuvants, the buffer, when
 * the registry was checked). The form says which are missing, each beside its input.
 */
export function checkForm(form: WholeForm, reference: FormReference): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const fail = (path: string, message: string) => {
    problems[path] = [...(problems[path] ?? []), message];
  };
  const { generalInfo: info, weather, nozzle, site, equipment } = form;
  const regulated = regulatedProducts(form, reference.products);
  const restricted = regulated.find((each) => each?.restrictedUse)?.productName ?? null;
  const dicamba = regulated.find((each) => each?.recordRule === 'dicamba-ott')?.productName ?? null;

  if (!form.reportDate) fail('reportDate', formMessages.reportDate);
  else if (!isCalendarDate(form.reportDate)) fail('reportDate', formMessages.reportDateFormat);

  if (!info.applicator) fail('generalInfo.applicator', formMessages.applicator);
  if (!info.applicatorLicenseNumber && restricted)
    fail('generalInfo.applicatorLicenseNumber', formMessages.license(restricted));
  if (info.sensitiveCropRegistry === null) fail('generalInfo.sensitiveCropRegistry', formMessages.registry);
  if (dicamba && !isCalendarDate(info.registryCheckedOn))
    fail('generalInfo.registryCheckedOn', formMessages.registryCheckedOn(dicamba));
  else if (info.registryCheckedOn && !isCalendarDate(info.registryCheckedOn))
    fail('generalInfo.registryCheckedOn', formMessages.reportDateFormat);
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
  if (info.commercial && !info.customerName) fail('generalInfo.customerName', formMessages.customerName);
  if (info.commercial && !info.customerAddress)
    fail('generalInfo.customerAddress', formMessages.customerAddress);

  if (!site.cropOrSite) fail('site.cropOrSite', formMessages.cropOrSite);
  if (
    site.areaTreatedAcres === null ||
    !(site.areaTreatedAcres > 0) ||
    !Number.isFinite(site.areaTreatedAcres)
  )
    fail('site.areaTreatedAcres', formMessages.areaTreated);
  // Acres are kept to the hundredth: a field of 80.004 ac may be written as wholly treated.
  else if (site.areaTreatedAcres > reference.fieldAcres + 0.005)
    fail('site.areaTreatedAcres', formMessages.areaTooLarge(reference.fieldAcres));

  if (form.applications.length === 0) fail('applications', formMessages.noApplications);
  form.applications.forEach((row, index) => {
    const at = `applications.${index}`;
    if (!row.productName) fail(`${at}.productName`, formMessages.productName);
    if (!EPA_REG.test(row.epaRegNumber)) fail(`${at}.epaRegNumber`, formMessages.epaRegNumber);
    if (!row.useRate) fail(`${at}.useRate`, formMessages.useRate);
    const given = row.totalAmount !== null || row.totalAmountUnit !== '';
    if (regulated[index]?.restrictedUse && !given)
      fail(`${at}.totalAmount`, formMessages.totalAmountRequired(row.productName || 'this product'));
    else if (given) {
      if (row.totalAmount === null || !(row.totalAmount > 0) || !Number.isFinite(row.totalAmount))
        fail(`${at}.totalAmount`, formMessages.totalAmount);
      if (!(AMOUNT_UNITS as readonly string[]).includes(row.totalAmountUnit))
        fail(`${at}.totalAmountUnit`, formMessages.totalAmountUnit);
    }
  });

  if (!inRange(weather.temperature, -40, 130)) fail('weather.temperature', formMessages.temperature);
  if (!inRange(weather.humidity, 0, 100)) fail('weather.humidity', formMessages.humidity);
  if (!inRange(weather.windSpeed, 0, 100)) fail('weather.windSpeed', formMessages.windSpeed);
  if (!isDirection(weather.windDirection)) fail('weather.windDirection', formMessages.windDirection);
  if (!inRange(weather.precipitation, 0, 100)) fail('weather.precipitation', formMessages.precipitation);
  const finish = weather.atFinish;
  const optional = (value: number | null, low: number, high: number) =>
    value === null || inRange(value, low, high);
  if (dicamba ? !inRange(finish.temperature, -40, 130) : !optional(finish.temperature, -40, 130))
    fail(
      'weather.atFinish.temperature',
      dicamba ? formMessages.finishTemperature(dicamba) : formMessages.temperature,
    );
  if (dicamba ? !inRange(finish.windSpeed, 0, 100) : !optional(finish.windSpeed, 0, 100))
    fail(
      'weather.atFinish.windSpeed',
      dicamba ? formMessages.finishWindSpeed(dicamba) : formMessages.windSpeed,
    );
  if (
    dicamba ? !isDirection(finish.windDirection) : finish.windDirection && !isDirection(finish.windDirection)
  )
    fail(
      'weather.atFinish.windDirection',
      dicamba ? formMessages.finishWindDirection(dicamba) : formMessages.windDirection,
    );

  const maker = reference.manufacturers.find((each) => each.name === nozzle.manufacturer);
  if (!maker) fail('nozzle.manufacturer', formMessages.manufacturer);
  else if (!maker.types.includes(nozzle.noozleType)) fail('nozzle.noozleType', formMessages.noozleType);
  if (!reference.nozzleSizes.includes(nozzle.noozleSize)) fail('nozzle.noozleSize', formMessages.noozleSize);
  if (nozzle.pumpPressure === null || !reference.pumpPressures.includes(nozzle.pumpPressure))
    fail('nozzle.pumpPressure', formMessages.pumpPressure);
  if (!inRange(nozzle.boomHeightTemp, 5, 120)) fail('nozzle.boomHeightTemp', formMessages.boomHeight);
  if (!reference.dropletClasses.includes(nozzle.dropletClass))
    fail('nozzle.dropletClass', formMessages.dropletClass);

  if (dicamba ? !inRange(equipment.carrierGpa, 1, 100) : !optional(equipment.carrierGpa, 1, 100))
    fail('equipment.carrierGpa', dicamba ? formMessages.carrierGpa(dicamba) : formMessages.outOfRange);
  if (dicamba ? !inRange(equipment.groundSpeedMph, 1, 40) : !optional(equipment.groundSpeedMph, 1, 40))
    fail('equipment.groundSpeedMph', dicamba ? formMessages.groundSpeed(dicamba) : formMessages.outOfRange);
  if (dicamba && !equipment.adjuvants) fail('equipment.adjuvants', formMessages.adjuvants(dicamba));
  if (
    dicamba ? !inRange(equipment.downwindBufferFt, 0, 5280) : !optional(equipment.downwindBufferFt, 0, 5280)
  )
    fail(
      'equipment.downwindBufferFt',
      dicamba ? formMessages.downwindBuffer(dicamba) : formMessages.outOfRange,
    );
  return problems;
}

const isDirection = (text: string) => COMPASS.includes(text) || text === 'CALM';

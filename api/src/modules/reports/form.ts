import { z } from 'zod';
import type { RecordProduct } from '../catalogue/service';
import { dicambaRecord, normaliseDicambaRecord } from './dicamba-record';

/** Where a report's weather at the start came from (issue 32: every reading has its source). */
export const WEATHER_SOURCES = ['applicator', 'spray-start', 'nws', 'sample'] as const;
export type WeatherSource = (typeof WEATHER_SOURCES)[number];
/** The readings at the start, each with a source of its own. */
export const READINGS = ['temperature', 'humidity', 'windSpeed', 'windDirection'] as const;
export type Reading = (typeof READINGS)[number];
const weatherSource = z.enum(WEATHER_SOURCES);
/** Units a total amount applied is written in. */
export const AMOUNT_UNITS = ['gal', 'qt', 'pt', 'fl oz', 'lb', 'oz'] as const;
// The Application Summary Report form (spec 3), under the spec's own names (its spelling of
// `noozle` included). The wire schema only checks types; `checkForm` (form-check.ts) says, in a grower's
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
          "where the readings at the start came from, when they share one (each reading's own is in `sources`): 'applicator' (measured and entered by the applicator), 'spray-start' (measured at boom height when the spray was started), 'nws' (NWS forecast for that hour) or 'sample' (sample forecast)",
        ),
      sources: z
        .object({
          temperature: weatherSource.optional(),
          humidity: weatherSource.optional(),
          windSpeed: weatherSource.optional(),
          windDirection: weatherSource.optional(),
        })
        .optional()
        .describe(
          "each reading's own source, judged by what the applicator did: a value kept from the forecast stays 'nws' or 'sample', one typed in is 'applicator', one measured at \"Start spraying\" is 'spray-start' (a reading left out takes `source`)",
        ),
      forecastIssuedAt: z
        .string()
        .optional()
        .describe('when the forecast the readings were prefilled from was issued (ISO 8601)'),
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
    startCheck: z
      .object({
        startedAt: z.string().describe('when the spray was started with "Start spraying" (ISO 8601)'),
        temperatureF: z.number().nullable().describe('°F, measured at boom height at the start'),
        windMph: z
          .number()
          .nullable()
          .describe('mph, measured at boom height: the wind the drift zone was swept with'),
        windFrom: z.string().describe('compass point the wind came from, or CALM'),
        confirmedForecast: z
          .array(z.string())
          .describe('the label rules the forecast broke, in the words the grower confirmed before starting'),
      })
      .nullable()
      .optional()
      .describe(
        'the judgement the spray was started on, kept from "Start spraying"; null when it was not started in the app',
      ),
    equipment: z
      .object({
        carrierGpa: z.number().nullable().describe('carrier volume, gallons per acre'),
        groundSpeedMph: z.number().nullable().describe('ground speed, mph'),
        adjuvants: z.string().describe('adjuvants in the tank, e.g. volatility and drift reduction agents'),
        downwindBufferFt: z.number().nullable().describe('the downwind buffer kept, in feet'),
        limitsExplanation: z
          .string()
          .optional()
          .describe(
            'why a label limit was broken (ground speed, boom height, droplet class): required when one was, printed with the record',
          ),
      })
      .optional()
      .describe('how it was applied, as dicamba labels ask'),
    dicambaRecord,
  })
  .meta({ id: 'ReportForm' });

export type ReportForm = z.infer<typeof reportForm>;
type Row = ReportForm['applications'][number];
type Weather = ReportForm['weather'];
/** A form with every part of the record present: what `normaliseForm` returns and versions store. */
export type WholeForm = Omit<
  ReportForm,
  'generalInfo' | 'site' | 'applications' | 'weather' | 'equipment' | 'startCheck' | 'dicambaRecord'
> & {
  dicambaRecord: Required<NonNullable<ReportForm['dicambaRecord']>>;
  startCheck: NonNullable<ReportForm['startCheck']> | null;
  generalInfo: Required<ReportForm['generalInfo']>;
  site: NonNullable<ReportForm['site']>;
  applications: (Omit<Row, 'totalAmount' | 'totalAmountUnit'> & {
    totalAmount: number | null;
    totalAmountUnit: string;
  })[];
  weather: Omit<Weather, 'source' | 'sources' | 'forecastIssuedAt' | 'atFinish'> & {
    source: WeatherSource;
    sources: Record<Reading, WeatherSource>;
    /** '' when no forecast was kept. */
    forecastIssuedAt: string;
    atFinish: NonNullable<Weather['atFinish']>;
  };
  equipment: Required<NonNullable<ReportForm['equipment']>>;
};

/** What the form's choices must come from: the nozzle reference data, and what a save knows. */
export type FormReference = {
  pumpPressures: number[];
  dropletClasses: string[];
  nozzleSizes: string[];
  manufacturers: { name: string; types: string[] }[];
  /** The catalogue's products with their record rules (restricted use, a label's own list, or none). */
  products: RecordProduct[];
  /** The acres of the field as sprayed: the area treated cannot be larger. */
  fieldAcres: number;
};

/** A product whose record is regulated: the catalogue's product registrations say which. */
export type { RecordProduct };

/** Trims every text and uppercases the wind directions, as the report shows them, and fills every
 * part of the record a form saved before it existed (or a client that leaves it out) lacks. */
/**
 * An EPA Reg. No. as a grower copies it, as its digits and hyphens: without the words a label,
 * a dealer's invoice or EPA's label system put before it ("EPA Reg. No.:", "EPA Registration No.",
 * "Reg. #"), with a dash copied from a PDF (en dash, minus) as a hyphen and no space around it.
 * The number itself, leading zeros and all, is kept as typed (40 CFR 156.10(e) prints it as
 * company number, product number and a distributor's number, each apart by a hyphen).
 */
export const epaNumberTyped = (typed: string) =>
  typed
    .replace(/^(?:EPA\s*)?Reg(?:istration)?\.?\s*(?:No\.?|Number|#)?\s*[:#]?\s*/i, '')
    .replace(/\s*[-\u2010-\u2015\u2212]\s*/g, '-');

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
      epaRegNumber: epaNumberTyped(trim(row.epaRegNumber)),
      useRate: trim(row.useRate),
      totalAmount: row.totalAmount ?? null,
      totalAmountUnit: trim(row.totalAmountUnit),
    })),
    weather: {
      ...form.weather,
      windDirection: trim(form.weather.windDirection).toUpperCase(),
      source: form.weather.source ?? 'applicator',
      sources: Object.fromEntries(
        READINGS.map((reading) => [
          reading,
          form.weather.sources?.[reading] ?? form.weather.source ?? 'applicator',
        ]),
      ) as Record<Reading, WeatherSource>,
      forecastIssuedAt: trim(form.weather.forecastIssuedAt),
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
    startCheck: form.startCheck
      ? {
          startedAt: trim(form.startCheck.startedAt),
          temperatureF: form.startCheck.temperatureF,
          windMph: form.startCheck.windMph,
          windFrom: trim(form.startCheck.windFrom).toUpperCase(),
          confirmedForecast: form.startCheck.confirmedForecast.map(trim).filter(Boolean),
        }
      : null,
    equipment: {
      carrierGpa: form.equipment?.carrierGpa ?? null,
      groundSpeedMph: form.equipment?.groundSpeedMph ?? null,
      adjuvants: trim(form.equipment?.adjuvants),
      downwindBufferFt: form.equipment?.downwindBufferFt ?? null,
      limitsExplanation: trim(form.equipment?.limitsExplanation),
    },
    dicambaRecord: normaliseDicambaRecord(form.dicambaRecord),
  };
}

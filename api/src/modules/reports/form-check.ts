import { reportMessages as shared } from '@field-boundaries/contract/messages';
import { basicRegistrationNumber, isRestrictedUse, restrictedUseOfNumber } from '../spray-safety/products';
import { checkDicambaRecord } from './dicamba-record-check';
import {
  AMOUNT_UNITS,
  type FormReference,
  type RecordProduct,
  type ReportForm,
  type WholeForm,
} from './form';
import { inRange, isCalendarDate, isDirection, TIME, visibleText } from './form-rules';
import { brokenLabelLimits } from './label-limits';

// What is missing or wrong in a report's form, in a grower's words: one save shows every problem
// at once (form.ts holds the form's shape).

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
  changeReason: shared.changeReason,
  limitsExplanation: (broken: string[]) =>
    `Say why the label's limits were broken (${broken.join('; ')}): the record is kept with your explanation.`,
};

// EPA registration numbers: company number, product number, and a distributor number on
// supplementally distributed products (EPA Reg. No. 62719-695, 5905-564-34704).
const EPA_REG = /^\d{1,7}-\d{1,7}(-\d{1,7})?$/;

/**
 * '7969-472-1234', '7969-472' and EPA's label system's zero-padded '007969-00472' are one product:
 * the distributor's number aside, each number without its leading zeros.
 */
const basicRegistration = (number: string) => basicRegistrationNumber(number);

/**
 * The record rules of a report's products, found by EPA Reg. No. (distributor number aside) or
 * name among the catalogue's products; null for a product nothing here knows, so the record can
 * say its restricted use is not known rather than print it as general use.
 */
export function regulatedProducts(
  form: Pick<ReportForm, 'applications'> & Partial<Pick<ReportForm, 'reportDate'>>,
  products: RecordProduct[],
): (RecordProduct | null)[] {
  const day = form.reportDate && isCalendarDate(form.reportDate) ? form.reportDate : undefined;
  return form.applications.map((row) => {
    const name = row.productName.trim().toLowerCase();
    const number = row.epaRegNumber.trim() ? basicRegistration(row.epaRegNumber.trim()) : null;
    const found =
      products.find((each) => number !== null && basicRegistration(each.epaRegNumber) === number) ??
      products.find((each) => name !== '' && each.productName.toLowerCase() === name) ??
      null;
    // Restricted use by the product's registration data (spray-safety/products.json: each
    // registration's classification under 40 CFR 152.175, as its label's "RESTRICTED USE
    // PESTICIDE" says; a product carrying atrazine or paraquat): by its name, on the day of the
    // application, or by the EPA Reg. No. typed, whatever the name. Acuron, Degree Xtra, FeXapan
    // by its number, a generic paraquat ask for the certification number and the total amount
    // (7 CFR 110.3(a)(2), (a)(5)), whether or not the catalogue's rows mark them.
    const byName = name === '' ? 'unknown' : isRestrictedUse(row.productName.trim(), day);
    const byNumber = number === null ? 'unknown' : restrictedUseOfNumber(number);
    const restricted = byName === true || byNumber === true;
    if (found) return restricted && !found.restrictedUse ? { ...found, restrictedUse: true } : found;
    if (!restricted && byName === 'unknown' && byNumber === 'unknown') return null;
    return {
      productName: row.productName.trim(),
      epaRegNumber: row.epaRegNumber.trim(),
      restrictedUse: restricted,
      recordRule: null,
    };
  });
}

/**
 * Every problem of a normalised form, keyed by its input's path (`applications.0.useRate`);
 * empty when the report may be saved. Pure: the reference data is passed in. What a record
 * must hold grows with what was applied: a restricted-use product asks for the elements of
 * 7 CFR 110.3(a) (the total amount, (a)(2); the certification number, (a)(5)), and an over-the-top dicamba label
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

  const broken = dicamba ? brokenLabelLimits(form, dicamba) : [];
  if (broken.length > 0 && !visibleText(equipment.limitsExplanation))
    fail('equipment.limitsExplanation', formMessages.limitsExplanation(broken));

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
  checkDicambaRecord(form, dicamba, fail);
  return problems;
}

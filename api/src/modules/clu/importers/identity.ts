import { basename } from 'node:path';

// A Common Land Unit is known by where USDA FSA files it: state and county (FIPS codes), then the
// farm, tract and field (CLU) numbers within them. Public county files are named after the county
// (`clu_public_a_co095`: Colorado, county 095), and older releases carry a single id per unit
// (`uniqueid`) instead of the farm, tract and field numbers. A unit's identity decides its uuid,
// so importing the county again finds the same units.
export type County = { state: string; county: string };
export type UnitIdentity = County & { key: string };

/** FIPS state codes by postal abbreviation (FIPS PUB 5-2 / ANSI INCITS 38), states and DC. */
const STATE_FIPS: Record<string, string> = {
  AL: '01',
  AK: '02',
  AZ: '04',
  AR: '05',
  CA: '06',
  CO: '08',
  CT: '09',
  DE: '10',
  DC: '11',
  FL: '12',
  GA: '13',
  HI: '15',
  ID: '16',
  IL: '17',
  IN: '18',
  IA: '19',
  KS: '20',
  KY: '21',
  LA: '22',
  ME: '23',
  MD: '24',
  MA: '25',
  MI: '26',
  MN: '27',
  MS: '28',
  MO: '29',
  MT: '30',
  NE: '31',
  NV: '32',
  NH: '33',
  NJ: '34',
  NM: '35',
  NY: '36',
  NC: '37',
  ND: '38',
  OH: '39',
  OK: '40',
  OR: '41',
  PA: '42',
  RI: '44',
  SC: '45',
  SD: '46',
  TN: '47',
  TX: '48',
  UT: '49',
  VT: '50',
  VA: '51',
  WA: '53',
  WV: '54',
  WI: '55',
  WY: '56',
  PR: '72',
};

const COLUMNS = {
  state: ['statecd', 'state_fips', 'statefp', 'stfips', 'state_code', 'state_cd'],
  county: ['countycd', 'county_fips', 'countyfp', 'cntyfips', 'county_code', 'county_cd'],
  farm: ['farmnbr', 'farm_no', 'farm_nbr', 'farm_number', 'farmnum'],
  tract: ['tractnbr', 'tract_no', 'tract_nbr', 'tract_number', 'tractnum'],
  field: ['clunbr', 'clu_nbr', 'clu_number', 'fieldnbr', 'field_no', 'field_nbr'],
  id: ['uniqueid', 'clu_id', 'cluid', 'clu_identifier'],
};

function column(properties: Record<string, unknown>, names: string[]): string | null {
  for (const [name, value] of Object.entries(properties)) {
    if (!names.includes(name.toLowerCase())) continue;
    const text = value === null || value === undefined ? '' : String(value).trim();
    if (text !== '') return text;
  }
  return null;
}

/** The county a file's name gives (`clu_public_a_co095.shp`), or null. */
export function countyOfFileName(path: string): County | null {
  const match = /clu_public_[a-z]_([a-z]{2})(\d{3})/i.exec(basename(path));
  const state = match ? STATE_FIPS[(match[1] ?? '').toUpperCase()] : undefined;
  return match && state ? { state, county: match[2] ?? '' } : null;
}

const digits = (value: string, width: number) => (/^\d+$/.test(value) ? value.padStart(width, '0') : null);

/** The file-level refusal, when a file is not one of land units (judged on its first feature). */
export function notLandUnits(path: string, properties: Record<string, unknown>): string | null {
  const name = basename(path);
  const hasCounty =
    countyOfFileName(path) !== null ||
    (column(properties, COLUMNS.state) !== null && column(properties, COLUMNS.county) !== null);
  if (!hasCounty)
    return `${name} is not a county CLU file: it names no state and county (columns such as STATECD and COUNTYCD, or a file name such as clu_public_a_co095).`;
  const hasIdentity =
    column(properties, COLUMNS.id) !== null ||
    (column(properties, COLUMNS.farm) !== null &&
      column(properties, COLUMNS.tract) !== null &&
      column(properties, COLUMNS.field) !== null);
  if (!hasIdentity)
    return `${name} is not a CLU file: its rows carry no land-unit identity (farm, tract and CLU numbers, or a CLU id such as uniqueid). Columns found: ${Object.keys(properties).join(', ') || 'none'}.`;
  return null;
}

/** A row's identity, or the reason it has none. */
export function identityOf(path: string, properties: Record<string, unknown>): UnitIdentity | string {
  const named = countyOfFileName(path);
  const stateText = column(properties, COLUMNS.state);
  const countyText = column(properties, COLUMNS.county);
  const state = stateText ? digits(stateText, 2) : (named?.state ?? null);
  const county = countyText ? digits(countyText, 3) : (named?.county ?? null);
  if (!state || !county) return 'no state and county FIPS codes';
  const farm = column(properties, COLUMNS.farm);
  const tract = column(properties, COLUMNS.tract);
  const field = column(properties, COLUMNS.field);
  if (farm && tract && field) return { state, county, key: `farm ${farm} tract ${tract} field ${field}` };
  const id = column(properties, COLUMNS.id);
  if (id) return { state, county, key: id };
  return 'no CLU identity (farm, tract and CLU numbers, or a CLU id)';
}

/** The source a county's units are filed under: importing the county again replaces it. */
export const countySource = ({ state, county }: County) => `clu:${state}${county}`;

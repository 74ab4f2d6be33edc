import { sampleReportForm } from '../modules/reports/form.testing';
import { lastNoonInKansas } from '../modules/spray-planner/region.testing';

// The world the authorization matrix calls into: one grower (the owner) with a farm, a claimed
// CLU field, a drawn field, a tank mix, a saved report, a spray started and stopped, a note of a
// neighbour's crop and a retailer the owner granted access; and the people who call. Built only
// through the api (and testing.ts), so it holds what a real account holds. Destructive rows take
// fresh objects from the builders here, one per caller, so no row spoils the world for the next.

export const callers = ['anonymous', 'owner', 'grower', 'retailer', 'assigned', 'godMode', 'staff'] as const;
export type Caller = (typeof callers)[number];
export const callerNames: Record<Caller, string> = {
  anonymous: 'anonymous',
  owner: 'the owner',
  grower: 'another grower',
  retailer: 'an unrelated retailer',
  assigned: 'the assigned retailer',
  godMode: 'god mode',
  staff: 'staff',
};

export type Person = { uuid: string; access: string; email: string };

// The crop, trait and groups sprayed, and the hour a spray starts, as the planner's tests set them.
export { GROUP_4, GROUP_9, lastNoonInKansas, SOYBEAN, XTEND } from '../modules/spray-planner/region.testing';
export const PASSWORD = 'matrix-password-1';
export const LICENSE = 'KS-C-MATRIX-7731';

/** A spray start the labels allow as measured (the steady test weather is calm: confirmed). */
export const allowedStart = () => ({
  measured_wind_mph: 5,
  measured_wind_direction: 'S',
  measured_temperature_f: 70,
  started_at: lastNoonInKansas(),
  confirm_forecast: true,
});

export const reportForm = () => sampleReportForm({ applicator: 'Ada Owner', license: LICENSE });

/** A closed square ring of [lng, lat], `size` degrees wide, far from the demo region's CLUs. */
export function square(slot: number, size = 0.002): number[][] {
  const west = -97.5 + (slot % 40) * 0.01;
  const south = 38.5 + Math.floor(slot / 40) * 0.01;
  return [
    [west, south],
    [west + size, south],
    [west + size, south + size],
    [west, south + size],
    [west, south],
  ];
}

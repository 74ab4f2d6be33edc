import type { HourFacts, SprayedCrop, TankContext } from './label-types';
import { sunTimes } from './sun';

// The facts the label rules are tried on: a Kansas field on 15 June 2026, where the stamped Stryax
// label (EPA Reg. No. 264-1241, 2026/02/06) speaks for over-the-top dicamba; a fine hour there,
// the crops being sprayed, and the two tanks (dicamba, Enlist).
export const place = { lat: 38.1, lng: -97.4 };
export const HOUR = 3_600_000;
export const sun = sunTimes(new Date('2026-06-15T18:00:00Z'), place.lat, place.lng) as {
  sunrise: Date;
  sunset: Date;
};
export const midday = new Date(Math.round((sun.sunrise.getTime() + sun.sunset.getTime()) / 2 / HOUR) * HOUR);

export const fine: HourFacts = {
  time: midday,
  hours: 1,
  windMph: 6,
  temperatureF: 78,
  sun,
  inversion: { likely: false, why: null },
  rainAhead: [],
  horizon: new Date(midday.getTime() + 72 * HOUR),
  days: {
    dayOf: { date: '2026-06-15', highF: 80, complete: true },
    dayAfter: { date: '2026-06-16', highF: 80, complete: true },
  },
  downwind: [],
  equipment: { dropletClass: 'C', boomHeightIn: 24 },
};
export const xtend: SprayedCrop = {
  crop: 'soybean',
  label: 'soybean – Roundup Ready 2 Xtend',
  injuredBy: ['2,4-D', 'glufosinate'],
};
export const enlistE3: SprayedCrop = {
  crop: 'soybean',
  label: 'soybean – Enlist E3',
  injuredBy: ['dicamba'],
};
export const corn: SprayedCrop = { crop: 'corn', label: 'corn – Conventional', injuredBy: ['glyphosate'] };
export const dicamba: TankContext = { actives: ['dicamba', 'glyphosate'], date: '2026-06-15', crop: xtend };
export const enlist: TankContext = { actives: ['2,4-D', 'glyphosate'], date: '2026-06-15', crop: enlistE3 };
export const sunrise = sun.sunrise.getTime();
export const sunset = sun.sunset.getTime();
export const days = (dayOf: number | null, dayAfter: number | null, complete = true): HourFacts['days'] => ({
  dayOf: { date: '2026-06-15', highF: dayOf, complete: true },
  dayAfter: { date: '2026-06-16', highF: dayAfter, complete },
});

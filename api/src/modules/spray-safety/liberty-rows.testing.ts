import { HOUR, midday } from './label-facts.testing';
import type { Row } from './label-rows.testing';
import type { TankContext } from './label-types';

// The Liberty ULTRA rows of the requirement table (label-rows.testing.ts has the dicamba and
// Enlist ones; label-rules.test.ts judges both): the label read is the EPA-accepted one of
// 2024/12/06 (EPA Reg. No. 7969-500), as transcribed in prasadt1/agrinexus-compliance.

const LIBERTY = 'Liberty ULTRA 7969-500 (2024/12/06)';

/** Liberty ULTRA named in the tank, over LibertyLink soybean: its label speaks only when named. */
export const libertyUltra: TankContext = {
  actives: ['glufosinate'],
  date: '2026-06-15',
  crop: { crop: 'soybean', label: 'soybean – LibertyLink', injuredBy: [] },
  named: { glufosinate: ['Liberty ULTRA'] },
};

export const LIBERTY_ROWS: Row[] = [
  {
    requirement: 'Liberty ULTRA: no application above 15 mph',
    section: `${LIBERTY}, spray drift section (quoted, not read here; unconfirmed)`,
    rule: 'liberty-ultra.wind',
    context: libertyUltra,
    inside: { windMph: 15 },
    outside: { windMph: 15.5 },
    found: 'wind 15.5 mph',
  },
  {
    requirement: 'Liberty ULTRA: no application during rain',
    section: `${LIBERTY}, 11.0 Mandatory Runoff Mitigation`,
    rule: 'liberty-ultra.raining',
    context: libertyUltra,
    inside: { rainAhead: [{ time: new Date(midday.getTime() + 0 * HOUR), chance: 49 }] },
    outside: { rainAhead: [{ time: new Date(midday.getTime() + 0 * HOUR), chance: 50 }] },
    found: '50% chance of rain now',
  },
];

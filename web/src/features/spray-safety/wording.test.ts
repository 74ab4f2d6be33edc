import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentlySprayingLine,
  driftLine,
  groupsLine,
  indexTone,
  noticeMessage,
  noticeTitle,
  productLine,
  sprayingSince,
  weatherLine,
  windowLine,
} from './wording';

// The reader sits in Tokyo; the fields are in Kansas and Colorado. Node reads TZ afresh when
// it changes, so the browser's own zone here is Tokyo's (UTC+9, no daylight saving).
const readerZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Tokyo';
});
afterAll(() => {
  process.env.TZ = readerZone;
});

describe('spray wording', () => {
  it('tones an index: good from 70, poor under 40', () => {
    expect([100, 70, 69, 40, 39, 0].map(indexTone)).toEqual([
      'good',
      'good',
      'marginal',
      'marginal',
      'poor',
      'poor',
    ]);
  });

  it('words the weather of the current hour, calm without a direction', () => {
    expect(weatherLine({ temperature0: 52.4, windSpeed0: 10, windDir0: 'S', chanceOfRain0: 3 })).toBe(
      '52°F · wind S 10 mph · rain 3%',
    );
    expect(weatherLine({ temperature0: 40, windSpeed0: 0, windDir0: 'CALM', chanceOfRain0: 0 })).toBe(
      '40°F · calm · rain 0%',
    );
  });

  it('gives a spray window in the field’s own time zone, named, not the reader’s', () => {
    expect(new Date('2026-06-15T15:20:00Z').getHours()).toBe(0); // midnight in Tokyo
    // 10:20 AM in Kansas (CDT, UTC-5) on Monday 15 June.
    const now = new Date('2026-06-15T15:20:00Z');
    const kansas = 'America/Chicago';
    expect(windowLine([{ start: '2026-06-15T15:00:00Z', end: '2026-06-15T22:00:00Z' }], now, kansas)).toBe(
      'Spray window: now – 5 PM CDT',
    );
    expect(windowLine([{ start: '2026-06-15T18:00:00Z', end: '2026-06-15T21:30:00Z' }], now, kansas)).toBe(
      'Next window: today 1 PM – 4:30 PM CDT',
    );
    // Tuesday in Kansas, though already Wednesday in Tokyo.
    expect(windowLine([{ start: '2026-06-16T14:00:00Z', end: '2026-06-16T17:00:00Z' }], now, kansas)).toBe(
      'Next window: Tue 9 AM – 12 PM CDT',
    );
    // The same hours for a field in Colorado read an hour earlier, in Mountain time.
    expect(
      windowLine([{ start: '2026-06-15T18:00:00Z', end: '2026-06-15T21:00:00Z' }], now, 'America/Denver'),
    ).toBe('Next window: today 12 PM – 3 PM MDT');
    // Winter: standard time.
    expect(
      windowLine(
        [{ start: '2026-01-13T15:00:00Z', end: '2026-01-13T20:00:00Z' }],
        new Date('2026-01-13T16:00:00Z'),
        kansas,
      ),
    ).toBe('Spray window: now – 2 PM CST');
    expect(windowLine([], now, kansas)).toBe('No spray window in the forecast');
  });

  it('words the drift zone with the compass point the api names', () => {
    expect(driftLine({ windSpeedMph: 12, windDirection: 'WSW', distanceFt: 180 })).toBe(
      'Wind from WSW at 12 mph: drift reaches 180 ft',
    );
    expect(
      driftLine({
        windSpeedMph: 4,
        windDirection: 'W',
        distanceFt: 240,
        labelBufferFt: 240,
        labelBufferActive: 'dicamba',
      }),
    ).toBe('Wind from W at 4 mph: drift reaches 240 ft (dicamba label buffer)');
    expect(driftLine({ windSpeedMph: 0, windDirection: 'CALM', distanceFt: 60 })).toBe(
      'Calm: drift reaches 60 ft',
    );
  });
});

const group4 = {
  id: 4,
  groupLabel: 'Group 4',
  groupType: 'Synthetic auxins',
  herbicideNames: ['2,4-D', 'dicamba'],
};
const group9 = {
  id: 9,
  groupLabel: 'Group 9',
  groupType: 'EPSP synthase inhibitors',
  herbicideNames: ['glyphosate'],
};
const spray = (farmId: number, groups = [group4]) => ({
  farmId,
  herbicideGroups: groups,
  tankMix: null,
  fields: [],
  startedAt: '2026-11-23T14:05:00Z',
  timeZone: 'America/Chicago',
  neighboursNotified: 0,
});

describe('live spray wording', () => {
  it('names each group with its type and herbicides', () => {
    expect(groupsLine([group4, group9])).toBe(
      'Group 4 (Synthetic auxins): 2,4-D, dicamba; Group 9 (EPSP synthase inhibitors): glyphosate',
    );
  });

  it('names the farm only when several spray', () => {
    const farmName = (id: number) => (id === 1 ? 'Home' : 'North');
    expect(currentlySprayingLine([spray(1)], farmName)).toBe('Group 4 (Synthetic auxins): 2,4-D, dicamba');
    expect(currentlySprayingLine([spray(1), spray(2, [group9])], farmName)).toBe(
      'Home: Group 4 (Synthetic auxins): 2,4-D, dicamba · North: Group 9 (EPSP synthase inhibitors): glyphosate',
    );
  });

  const notice = {
    id: 1,
    kind: 'STARTED' as const,
    sprayId: 7,
    startedAt: '2026-11-23T14:05:00Z',
    stoppedAt: null,
    active: true,
    herbicides: [group4],
    fields: [
      { uuid: 'f', name: 'Bean field', cropTrait: 'soybean - Roundup Ready 2 Xtend', injuredBy: ['2,4-D'] },
    ],
    timeZone: 'America/Chicago',
    sprayedBy: null,
  };

  it("tells the product, the time in the sprayed fields' zone and the fields at risk, and the sprayer only when given", () => {
    expect(noticeTitle(notice)).toBe('Spray drift notice');
    expect(noticeMessage(notice)).toBe(
      'A neighbouring farm is spraying 2,4-D, dicamba (Group 4) from 8:05 AM CST. At risk: Bean field (soybean - Roundup Ready 2 Xtend).',
    );
    // The same moment read from a field in Colorado.
    expect(noticeMessage({ ...notice, timeZone: 'America/Denver' })).toContain('from 7:05 AM MST.');
    expect(noticeMessage({ ...notice, active: false, sprayedBy: 'Dana Miller (d@x.test)' })).toMatch(
      /^Dana Miller \(d@x\.test\) sprayed 2,4-D/,
    );
    // In god mode the retailer at the keyboard, for the farm.
    expect(
      noticeMessage({ ...notice, sprayedBy: 'Sam Ortiz, Prairie Ag Supply, for Miller Creek Farms' }),
    ).toMatch(/^Sam Ortiz, Prairie Ag Supply, for Miller Creek Farms is spraying 2,4-D/);
  });

  it('tells when the spray stopped, and what it had put at risk', () => {
    const stopped = {
      ...notice,
      id: 2,
      kind: 'STOPPED' as const,
      stoppedAt: '2026-11-23T16:40:00Z',
      active: false,
    };
    expect(noticeTitle(stopped)).toBe('Spraying stopped nearby');
    expect(noticeMessage(stopped)).toBe(
      'A neighbouring farm stopped spraying 2,4-D, dicamba (Group 4) at 10:40 AM CST. It had put at risk: Bean field (soybean - Roundup Ready 2 Xtend).',
    );
  });

  it("says since when the farms spray in the sprayed fields' own time", () => {
    expect(
      sprayingSince([
        { startedAt: '2026-11-23T16:00:00Z', timeZone: 'America/Denver' },
        { startedAt: '2026-11-23T14:05:00Z', timeZone: 'America/Chicago' },
      ]),
    ).toBe('Since 8:05 AM CST');
    expect(sprayingSince([{ startedAt: null, timeZone: null }])).toBeNull();
  });

  it('names three products of a whole group sprayed and counts the rest', () => {
    const auxins = ['2,4-D', '2,4-DB', 'aminopyralid', 'clopyralid', 'dicamba', 'fluroxypyr', 'MCPA'];
    expect(productLine([{ groupLabel: 'Group 4', herbicideNames: auxins }])).toBe(
      '2,4-D, 2,4-DB, aminopyralid and 4 more (Group 4)',
    );
    expect(productLine([{ groupLabel: 'Group 4', herbicideNames: [] }])).toBe('Group 4');
  });
});

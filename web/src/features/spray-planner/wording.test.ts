import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentlySprayingLine, groupsLine, noticeMessage, noticeTitle, sprayingSince } from './wording';

// The reader sits in Tokyo; the fields are in Kansas and Colorado. Node reads TZ afresh when
// it changes, so the browser's own zone here is Tokyo's (UTC+9, no daylight saving).
const readerZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Tokyo';
});
afterAll(() => {
  process.env.TZ = readerZone;
});

const group4 = {
  __typename: 'SprayedGroup' as const,
  id: 4,
  groupLabel: 'Group 4',
  groupType: 'Synthetic auxins',
  herbicideNames: ['2,4-D', 'dicamba'],
};
const group9 = {
  __typename: 'SprayedGroup' as const,
  id: 9,
  groupLabel: 'Group 9',
  groupType: 'EPSP synthase inhibitors',
  herbicideNames: ['glyphosate'],
};
const spray = (farmId: number, groups = [group4]) => ({
  __typename: 'SprayPlanner' as const,
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
    __typename: 'SprayNotice' as const,
    id: 1,
    kind: 'STARTED' as const,
    sprayId: 7,
    startedAt: '2026-11-23T14:05:00Z',
    stoppedAt: null,
    active: true,
    herbicides: [group4],
    fields: [
      {
        __typename: 'NoticeField' as const,
        uuid: 'f',
        name: 'Bean field',
        cropTrait: 'soybean - Roundup Ready 2 Xtend',
        injuredBy: ['2,4-D'],
      },
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
});

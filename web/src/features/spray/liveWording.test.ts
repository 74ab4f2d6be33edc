import { describe, expect, it } from 'vitest';
import { currentlySprayingLine, groupsLine, noticeMessage } from './liveWording';

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
  neighboursNotified: 0,
});

describe('spray wording', () => {
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

  it('tells the product, the time and the fields at risk, and the sprayer only when given', () => {
    const notice = {
      id: 1,
      startedAt: '2026-11-23T14:05:00Z',
      active: true,
      herbicides: [group4],
      fields: [
        { uuid: 'f', name: 'Bean field', cropTrait: 'soybean - Roundup Ready 2 Xtend', injuredBy: ['2,4-D'] },
      ],
      sprayer: null,
    };
    expect(noticeMessage(notice)).toMatch(
      /^A neighbouring farm is spraying 2,4-D, dicamba \(Group 4\) from \d{1,2}:05 [AP]M\. At risk: Bean field \(soybean - Roundup Ready 2 Xtend\)\.$/,
    );
    expect(
      noticeMessage({ ...notice, active: false, sprayer: { fullName: 'Dana Miller', email: 'd@x.test' } }),
    ).toMatch(/^Dana Miller \(d@x\.test\) sprayed 2,4-D/);
  });
});

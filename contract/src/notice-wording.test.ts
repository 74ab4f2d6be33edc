import { describe, expect, it } from 'vitest';
import { productLine } from './notice-wording';

describe("a notice's product line", () => {
  it('names the products of each group, then the groups', () => {
    expect(
      productLine([
        { groupLabel: 'Group 4', herbicideNames: ['2,4-D'] },
        { groupLabel: 'Group 9', herbicideNames: ['glyphosate'] },
      ]),
    ).toBe('2,4-D, glyphosate (Group 4, Group 9)');
  });

  it('names three products of a whole group sprayed and counts the rest', () => {
    const auxins = ['2,4-D', '2,4-DB', 'aminopyralid', 'clopyralid', 'dicamba', 'fluroxypyr', 'MCPA'];
    expect(productLine([{ groupLabel: 'Group 4', herbicideNames: auxins }])).toBe(
      '2,4-D, 2,4-DB, aminopyralid and 4 more (Group 4)',
    );
  });

  it('names only the groups when no product is named', () => {
    expect(productLine([{ groupLabel: 'Group 4', herbicideNames: [] }])).toBe('Group 4');
  });
});

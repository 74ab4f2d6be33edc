import { describe, expect, it } from 'vitest';
import { allSelected, groupItems, searchItems, toggleAll } from './itemSelection';

const items = [
  { id: 1, name: 'soybean - Enlist E3', group: 'soybean' },
  { id: 2, name: 'soybean - Roundup Ready 2 Xtend', group: 'soybean' },
  { id: 3, name: 'corn - Enlist', group: 'corn' },
  { id: 4, name: 'Group 4', detail: 'Synthetic auxins: dicamba, 2,4-D' },
];

describe("a manager's list", () => {
  it('searches names, details and groups by every word, whatever the case', () => {
    expect(searchItems(items, 'ENLIST').map((item) => item.id)).toEqual([1, 3]);
    expect(searchItems(items, 'soybean enlist').map((item) => item.id)).toEqual([1]);
    expect(searchItems(items, 'dicamba').map((item) => item.id)).toEqual([4]);
    expect(searchItems(items, '  ')).toHaveLength(4);
  });

  it('selects every shown item, then deselects them, leaving hidden choices alone', () => {
    const shown = searchItems(items, 'soybean');
    const selected = toggleAll(new Set([3]), shown);
    expect([...selected].sort()).toEqual([1, 2, 3]);
    expect(allSelected(selected, shown)).toBe(true);
    expect([...toggleAll(selected, shown)]).toEqual([3]);
    expect(allSelected(new Set(), [])).toBe(false);
  });

  it('lists items under their groups in the order the groups first appear', () => {
    expect(groupItems(items.slice(0, 3)).map((entry) => [entry.group, entry.items.length])).toEqual([
      ['soybean', 2],
      ['corn', 1],
    ]);
  });
});

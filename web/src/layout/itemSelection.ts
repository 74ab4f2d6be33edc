// Pure rules of a manager's list: what the search shows, and what select-all does with it.
export type ManagerItem = {
  id: number;
  name: string;
  logo?: string;
  /** A second line: a herbicide group's mode of action and actives. */
  detail?: string;
  /** The heading the item is listed under (traits: their crop). */
  group?: string;
};

/** Items whose name, detail or group contains every word of the search, whatever the case. */
export function searchItems<T extends ManagerItem>(items: readonly T[], query: string): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const text = `${item.name} ${item.detail ?? ''} ${item.group ?? ''}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** Select all when some shown item is unselected; otherwise deselect all the shown ones. */
export function toggleAll(selected: ReadonlySet<number>, shown: readonly ManagerItem[]): Set<number> {
  const next = new Set(selected);
  const allShownSelected = shown.length > 0 && shown.every((item) => selected.has(item.id));
  for (const item of shown) {
    if (allShownSelected) next.delete(item.id);
    else next.add(item.id);
  }
  return next;
}

export function allSelected(selected: ReadonlySet<number>, shown: readonly ManagerItem[]): boolean {
  return shown.length > 0 && shown.every((item) => selected.has(item.id));
}

/** Items in the order of their groups' first appearance, each group's items together. */
export function groupItems<T extends ManagerItem>(items: readonly T[]): { group: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = item.group ?? '';
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups].map(([group, members]) => ({ group, items: members }));
}

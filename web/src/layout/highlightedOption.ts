import type { KeyboardEvent } from 'react';

/**
 * Enter in an open list takes the option the list shows highlighted, as a keyboard user expects.
 *
 * Mantine's combobox keeps the highlighted option twice: as an attribute on the option, which
 * the arrow keys move at once, and as an index that Enter reads. Opening the list by typing into
 * a searchable select also sets that index from a 0 ms timer (use-combobox's
 * `updateSelectedOptionIndex('active')`), and Chromium runs queued keys before timers on a busy
 * page: typed, arrowed and Entered quickly on a slow machine, the index was reset after the
 * arrows had moved the highlight. Enter then took nothing: the list stayed open, or the form
 * around it was sent (an Edit field dialog saved and closed with the old crop).
 *
 * Given to a select's wrapper as a capture handler, it runs before Mantine's own and, when an
 * option is highlighted, takes that one and stops the key there.
 */
export function takeHighlightedOption(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  const target = event.target as HTMLElement;
  if (target.getAttribute('aria-expanded') !== 'true') return;
  const listId = target.getAttribute('aria-controls');
  const list = listId ? target.ownerDocument.getElementById(listId) : null;
  const option = list?.querySelector<HTMLElement>('[data-combobox-selected]');
  if (!option || option.hasAttribute('data-combobox-disabled')) return;
  event.preventDefault();
  event.stopPropagation();
  option.click();
}

import type { LabelSize } from './markers';

// The size on screen of a field's marker, a Mantine Badge of size lg: 13 px bold text spaced
// 0.25 px a letter, 12 px of padding and a 1 px border each side, 26 px high. The text is
// measured on a canvas in the page's own font, so labels are kept apart by what they show.
const FONT_PX = 13;
const LETTER_SPACING = 0.25;
const SIDES = 2 * (12 + 1);
const HEIGHT = 26;
/** Where a canvas cannot measure (tests without one): a bold 13 px letter is about this wide. */
const AVERAGE_LETTER = 7.5;

let measure: ((text: string) => number) | undefined;

function measurer(): (text: string) => number {
  const context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!context) return (text) => text.length * AVERAGE_LETTER;
  context.font = `700 ${FONT_PX}px ${getComputedStyle(document.body).fontFamily}`;
  return (text) => context.measureText(text).width;
}

export const badgeSize: LabelSize = (text) => {
  measure ??= measurer();
  return { width: Math.ceil(measure(text) + text.length * LETTER_SPACING + SIDES), height: HEIGHT };
};

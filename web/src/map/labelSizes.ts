import type { LabelSize } from './markers';

// The size on screen of a field's name as the map shows it, for keeping names apart
// (markers.ts). The text is measured on a canvas in the label's own font.

type Measure = (text: string) => number;

/** A canvas measure of text in a font; where there is no canvas (tests), `letter` px a letter. */
function measurer(font: () => string, letter: number): () => Measure {
  let measure: Measure | undefined;
  return () => {
    if (measure) return measure;
    const context =
      typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    if (!context) return (text) => text.length * letter;
    context.font = font();
    const found: Measure = (text) => context.measureText(text).width;
    measure = found;
    return found;
  };
}

/**
 * An own field's marker, a Mantine Badge of size lg: 13 px bold text spaced 0.25 px a letter,
 * 12 px of padding and a 1 px border each side, 26 px high.
 */
const badgeText = measurer(() => `700 13px ${getComputedStyle(document.body).fontFamily}`, 7.5);
export const badgeSize: LabelSize = (text) => ({
  width: Math.ceil(badgeText()(text) + text.length * 0.25 + 2 * (12 + 1)),
  height: 26,
});

/** A name drawn by deck.gl's TextLayer (viewedFieldsLayers.ts): 14 px bold, its default font, a 3 px outline. */
const layerText = measurer(() => 'bold 14px Monaco, monospace', 8.4);
export const mapTextSize: LabelSize = (text) => ({ width: Math.ceil(layerText()(text) + 6), height: 20 });

import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { readableColors, theme } from './theme';

// The theme's promise (theme.ts): every colour's filled shade carries white text, its text
// shades read on white and on every pale tint, and grey secondary text reads: WCAG AA, 4.5:1.
const colours = Object.entries(readableColors).filter(([name]) => name !== 'dark');
const paleTints = ['#ffffff', ...colours.flatMap(([, shades]) => [shades[0], shades[1]])];

describe('the theme reads at WCAG AA', () => {
  it.each(colours)('%s: white text on the filled shade', (_, shades) => {
    expect(contrastRatio('#ffffff', shades[7])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(colours)('%s: the text shades on white and every pale tint', (_, shades) => {
    for (const background of paleTints) {
      expect(contrastRatio(shades[8], background)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(shades[9], background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('secondary grey text reads, on a hovered row too', () => {
    const gray = readableColors.gray ?? [];
    for (const background of [...paleTints, gray[2] ?? ''])
      expect(contrastRatio(gray[6] ?? '', background)).toBeGreaterThanOrEqual(4.5);
  });

  it('fills with the deepened shade, and keeps the pale ones as Mantine has them', () => {
    expect(theme.primaryColor).toBe('green');
    expect(theme.primaryShade).toEqual({ light: 7, dark: 8 });
    expect(readableColors.green?.slice(0, 7)).toEqual(DEFAULT_THEME.colors.green.slice(0, 7));
    expect(readableColors.green?.[7]).not.toBe(DEFAULT_THEME.colors.green[7]);
  });
});

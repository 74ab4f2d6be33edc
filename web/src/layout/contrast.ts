// Colour contrast as WCAG 2 measures it (relative luminance, ratios from 1:1 to 21:1). The theme
// uses it to darken its text shades just enough to be read; pure, so its tests can hold it.

/** WCAG 2's minimum for body text (1.4.3, level AA). */
export const TEXT_CONTRAST = 4.5;

const channels = (hex: string): [number, number, number] => {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16)) as [number, number, number];
};

const linear = (channel: number) => {
  const value = channel / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

const luminance = (hex: string) => {
  const [r, g, b] = channels(hex).map(linear) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** How far apart two colours are for the eye, from 1 (the same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const hex = (rgb: number[]) =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/**
 * The colour, darkened in 1% steps (hue kept) until it reads at `ratio` on every background
 * given; the colour itself when it already does. Darkening is how the brand's colours are kept:
 * a green stays the same green, only deeper.
 */
export function darkenToRead(color: string, backgrounds: string[], ratio = TEXT_CONTRAST): string {
  const rgb = channels(color);
  for (let keep = 100; keep >= 0; keep -= 1) {
    const candidate = hex(rgb.map((channel) => (channel * keep) / 100));
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= ratio)) return candidate;
  }
  return '#000000';
}

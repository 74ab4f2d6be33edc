import { describe, expect, it } from 'vitest';
import { contrastRatio, darkenToRead } from './contrast';

describe('contrastRatio', () => {
  it('measures as WCAG 2 does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // Mantine's green.6 under white text, the product's buttons before the theme was deepened.
    expect(contrastRatio('#ffffff', '#40c057')).toBeCloseTo(2.36, 2);
    expect(contrastRatio('#868e96', '#fff')).toBeCloseTo(3.32, 2);
  });

  it('refuses what is not a colour', () => {
    expect(() => contrastRatio('green', '#fff')).toThrow('Not a #rrggbb colour: green');
  });
});

describe('darkenToRead', () => {
  it('leaves a colour that already reads as it is', () => {
    expect(darkenToRead('#495057', ['#ffffff'])).toBe('#495057');
  });

  it('darkens just enough, keeping the hue', () => {
    const green = darkenToRead('#40c057', ['#ffffff']);
    expect(contrastRatio(green, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(green, '#ffffff')).toBeLessThan(4.7);
    const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(green.slice(at, at + 2), 16)) as [
      number,
      number,
      number,
    ];
    expect(g).toBeGreaterThan(r);
    expect(g).toBeGreaterThan(b);
  });

  it('reads on every background it is given', () => {
    const red = darkenToRead('#fa5252', ['#ffffff', '#ffe3e3', '#f1f3f5']);
    for (const background of ['#ffffff', '#ffe3e3', '#f1f3f5'])
      expect(contrastRatio(red, background)).toBeGreaterThanOrEqual(4.5);
  });
});

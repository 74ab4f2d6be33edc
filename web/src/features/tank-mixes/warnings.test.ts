import { describe, expect, it } from 'vitest';
import { injuryLines, injuryWarning, nameTaken, selectionWarning } from './warnings';

describe('tank mix warnings', () => {
  it('name the crop as planted and the active that injures it', () => {
    expect(
      injuryWarning({
        safe: false,
        crop: { name: 'soybean' },
        cropTrait: { name: 'soybean - Enlist E3' },
        injuring: [{ name: 'dicamba' }],
      }),
    ).toBe('This mix would injure soybean - Enlist E3 (dicamba)');
    expect(
      injuryWarning({
        safe: false,
        crop: { name: 'grape' },
        cropTrait: null,
        injuring: ['2,4-D', 'dicamba', 'MCPA', 'clopyralid', 'triclopyr'].map((name) => ({ name })),
      }),
    ).toBe('This mix would injure grape (2,4-D, dicamba, MCPA and 2 more)');
  });

  it('count the groups of a saved mix that are no longer among my herbicides', () => {
    expect(selectionWarning([4, 9], new Set([4, 9, 15]))).toBeNull();
    expect(selectionWarning([4, 9], new Set([9]))).toBe('1 herbicide from this mix is not selected!');
    expect(selectionWarning([4, 9], new Set())).toBe("You've removed all herbicides from this mix!");
  });

  it('compare mix names trimmed and in any case', () => {
    expect(nameTaken('  BURNDOWN ', [{ name: 'Burndown' }])).toBe(true);
    expect(nameTaken('Burndown 2', [{ name: 'Burndown' }])).toBe(false);
  });

  it('say a crop once when none of its traits protects it, neighbours first', () => {
    const corn = (trait: string) => ({
      safe: false,
      relation: 'OWN' as const,
      crop: { name: 'corn' },
      cropTrait: { name: `corn - ${trait}` },
      injuring: [{ name: 'MCPA' }],
    });
    const soybean = (trait: string, safe: boolean) => ({
      safe,
      relation: 'NEIGHBOR' as const,
      crop: { name: 'soybean' },
      cropTrait: { name: `soybean - ${trait}` },
      injuring: safe ? [] : [{ name: 'dicamba' }],
    });
    expect(
      injuryLines([
        corn('Conventional'),
        corn('Enlist'),
        soybean('Enlist E3', false),
        soybean('Xtend', true),
      ]).map((line) => line.text),
    ).toEqual(['This mix would injure soybean - Enlist E3 (dicamba)', 'This mix would injure corn (MCPA)']);
  });
});

import { describe, expect, it } from 'vitest';
import { isLogStep, progressLine } from './progress';

describe('import progress', () => {
  it('draws the share of the file read, the rows, and the time left', () => {
    expect(progressLine(25_000, 100_000, 10_000)).toBe(
      `[${'█'.repeat(8)}${'░'.repeat(22)}]  25%  25,000 / 100,000 rows · 10 s, about 30 s left`,
    );
    expect(progressLine(100_000, 100_000, 40_000)).toBe(
      `[${'█'.repeat(30)}] 100%  100,000 / 100,000 rows · 40 s`,
    );
  });

  it('counts rows when the file does not tell how many it holds', () => {
    expect(progressLine(12_500, undefined, 3_000)).toBe('12,500 rows read · 3 s');
  });

  it('writes a log line at each tenth of the file, or each 10,000 rows', () => {
    expect(isLogStep(9_500, 9_000, 100_000)).toBe(false);
    expect(isLogStep(10_000, 9_500, 100_000)).toBe(true);
    expect(isLogStep(19_500, 19_000, undefined)).toBe(false);
    expect(isLogStep(20_000, 19_500, undefined)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { pageMeta, pageOffset } from './pagination';

describe('pageMeta', () => {
  it('an empty list is one page with no neighbours', () => {
    expect(pageMeta(1, 0, 0)).toEqual({
      page: 1,
      total_pages: 1,
      total: 0,
      results_on_page: 0,
      previous_page: null,
      next_page: null,
    });
  });

  it('a middle page points both ways', () => {
    expect(pageMeta(2, 25, 10)).toMatchObject({ total_pages: 3, previous_page: 1, next_page: 3 });
  });

  it('a page past the end points back to the last page', () => {
    expect(pageMeta(9, 25, 0)).toMatchObject({ previous_page: 3, next_page: null });
  });

  it('pages are ten rows apart', () => {
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(3)).toBe(20);
  });
});

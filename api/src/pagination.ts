import { pageCount } from '@field-boundaries/contract/paging';
import { z } from 'zod';
import { coercedInt4 } from './input';

// The spec's pagination meta (page, total_pages, total, results_on_page, previous_page,
// next_page), shared by every paginated list. The page size is the contract's (contract/src/paging.ts).
export { PAGE_SIZE, pageOffset } from '@field-boundaries/contract/paging';

export const pageQuery = z.object({
  page: coercedInt4().min(1, 'page starts at 1').default(1),
});

export const paginationMeta = z
  .object({
    page: z.number().int(),
    total_pages: z.number().int(),
    total: z.number().int(),
    results_on_page: z.number().int(),
    previous_page: z.number().int().nullable(),
    next_page: z.number().int().nullable(),
  })
  .meta({ id: 'PaginationMeta' });
export type PaginationMeta = z.infer<typeof paginationMeta>;

/** `{ meta, result }` for one page of `item`s. */
export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({ meta: paginationMeta, result: z.array(item) });

/** The meta of page `page` of `total` rows with `resultsOnPage` of them on it. */
export function pageMeta(page: number, total: number, resultsOnPage: number): PaginationMeta {
  const totalPages = pageCount(total);
  return {
    page,
    total_pages: totalPages,
    total,
    results_on_page: resultsOnPage,
    previous_page: page > 1 ? Math.min(page - 1, totalPages) : null,
    next_page: page < totalPages ? page + 1 : null,
  };
}

// Every paginated list of the spec pages by the same size (ARCHITECTURE.md, gaps table).

export const PAGE_SIZE = 10;

/** How many pages `total` rows fill: at least one, an empty list being one empty page. */
export const pageCount = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

/** Where page `page` (from 1) starts among the rows. */
export const pageOffset = (page: number) => (page - 1) * PAGE_SIZE;

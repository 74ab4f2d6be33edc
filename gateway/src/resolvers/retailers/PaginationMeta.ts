import type { PaginationMetaResolvers } from '../../generated/resolvers';

export const PaginationMeta: PaginationMetaResolvers = {
  totalPages: (meta) => meta.total_pages,
  resultsOnPage: (meta) => meta.results_on_page,
  previousPage: (meta) => meta.previous_page,
  nextPage: (meta) => meta.next_page,
};

import type { QueryResolvers } from '../../generated/resolvers';
import { requireSession } from '../../session/require-session';
import { unwrap } from '../../upstream/client';

// Saved Application Summary Reports: list, reopen, and a new one's starting values.
export const Query: QueryResolvers = {
  async reports(_parent, { page, field }, context) {
    requireSession(context);
    const answer = unwrap(
      await context.upstream.GET('/reports/', { params: { query: { page, ...(field ? { field } : {}) } } }),
    );
    const { meta } = answer;
    return {
      meta: {
        page: meta.page,
        totalPages: meta.total_pages,
        total: meta.total,
        resultsOnPage: meta.results_on_page,
        previousPage: meta.previous_page,
        nextPage: meta.next_page,
      },
      results: answer.results,
    };
  },

  async report(_parent, { id, version }, context) {
    requireSession(context);
    const answer = await context.upstream.GET('/reports/{id}/', {
      params: { path: { id }, query: version ? { version } : {} },
    });
    if (answer.response.status === 404) return null;
    return unwrap(answer);
  },

  async reportDraft(_parent, { field }, context) {
    requireSession(context);
    return unwrap(await context.upstream.GET('/reports/draft/', { params: { query: { field } } }));
  },
};

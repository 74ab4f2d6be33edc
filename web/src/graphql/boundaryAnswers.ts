import type { ApolloCache } from '@apollo/client';

// Answers the api computes from fields' boundaries, cached under the root query by their
// arguments: a field's drift zone, the fields around it, a report's draft (its zone and
// neighbours), one field as the map shows it. A merge, split or boundary edit changes them for
// the field and for its neighbours, so they are dropped from the cache: a query on screen asks
// again at once (Apollo refetches a watched query whose data was evicted), others when next shown.
export const BOUNDARY_ANSWERS = ['fieldDrift', 'adjacentFields', 'reportDraft', 'mapField'] as const;

export function forgetBoundaryAnswers(cache: ApolloCache): void {
  for (const fieldName of BOUNDARY_ANSWERS) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

import { useQuery } from '@apollo/client/react';
import { type ViewerFieldsFragment, ViewerQuery } from '../graphql/session';

export type Viewer = ViewerFieldsFragment;

/** The signed-in user (null when signed out); `loading` only until the first answer. */
export function useViewer(): { viewer: Viewer | null; loading: boolean } {
  const { data, loading, error } = useQuery(ViewerQuery, { fetchPolicy: 'cache-first' });
  return { viewer: error ? null : (data?.me ?? null), loading: loading && !data };
}

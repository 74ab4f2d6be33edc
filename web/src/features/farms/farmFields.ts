import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { FarmSidebarQuery } from '../../graphql/farms';
import { notify } from '../../notify';

// The sidebar's farms come with their fields (GET farms/{id}/fields/ per farm, batched by the
// gateway), so a failure of this query is the spec's failed fetch of farm fields (working area
// 7, 8): the error toast, and a way to try again in the sidebar.
export const farmFieldsMessages = {
  updated: 'Farm fields have been updated!',
  fetchFailed: 'There was an error fetching farm fields. Please try reloading browser window!',
};

/** The farms and their fields; `retry` loads them again and says so when they come. */
export function useFarmFields() {
  const { data, loading, error, refetch } = useQuery(FarmSidebarQuery, { notifyOnNetworkStatusChange: true });
  const [retrying, setRetrying] = useState(false);
  useEffect(() => {
    if (error) notify.error(farmFieldsMessages.fetchFailed);
  }, [error]);

  const retry = async () => {
    setRetrying(true);
    // A failed retry is shown as the first was: by `error`, with its toast.
    const answer = await refetch().catch(() => null);
    setRetrying(false);
    if (answer?.data?.myFarms) notify.success(farmFieldsMessages.updated);
  };
  return { data, loading: loading || retrying, failed: Boolean(error) && !retrying, retry };
}

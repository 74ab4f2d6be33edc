import { useApolloClient } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { config } from '../../config';
import { startLiveSpray } from './liveSpray';
import { noticeMessage, noticeTitle } from './wording';

/**
 * Keeps the live spray feeds open while a grower is signed in; a notice (a spray near their
 * crops began, or ended) pops up as a toast.
 */
export function useSprayFeed(growerUuid: string | null) {
  const apollo = useApolloClient();
  useEffect(() => {
    if (!growerUuid) return;
    return startLiveSpray(apollo, (notice) =>
      notifications.show({
        title: noticeTitle(notice),
        message: noticeMessage(notice),
        color: 'orange',
        autoClose: config.notificationMs,
      }),
    );
  }, [apollo, growerUuid]);
}

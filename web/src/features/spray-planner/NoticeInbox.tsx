import { ActionIcon, Group, Indicator, Loader, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { liveSpray, useLiveSpray } from './liveSpray';
import { noticeMessage } from './wording';

/** The grower's spray notices from neighbours, newest first, behind a bell in the top bar. */
export function NoticeInbox() {
  const { notices, unread, loaded, failed, refused } = useLiveSpray();
  return (
    <Popover position="bottom-end" width={380} shadow="md" onOpen={liveSpray.markRead}>
      {/* The bell is the popover's target: the count beside it is no button, and carries no
          popup state. */}
      <Indicator label={unread} size={16} disabled={unread === 0} color="orange">
        <Popover.Target>
          <ActionIcon variant="subtle" color="dark" size="lg" aria-label={`Spray notices, ${unread} new`}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              <path
                fill="currentColor"
                d="M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2Zm6-6V11a6 6 0 0 0-5-5.9V4a1 1 0 0 0-2 0v1.1A6 6 0 0 0 6 11v5l-2 2v1h16v-1Z"
              />
            </svg>
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown>
        <Text fw={600} mb="xs">
          Spray notices
        </Text>
        {refused !== null && (
          <Text size="sm" c="red" mb="xs" role="alert">
            New notices are paused: {refused}
          </Text>
        )}
        {notices.length === 0 ? (
          <Group gap="xs" wrap="nowrap">
            {!loaded && <Loader size="xs" aria-hidden />}
            <Text size="sm" c="dimmed" role="status">
              {!loaded
                ? 'Loading your spray notices…'
                : failed
                  ? 'Your earlier spray notices could not be loaded; new ones will show here.'
                  : 'No neighbour has sprayed near your fields.'}
            </Text>
          </Group>
        ) : (
          <ScrollArea.Autosize mah={320}>
            <Stack gap="xs">
              {[...notices].reverse().map((notice) => (
                <Text key={notice.id} size="sm" c={notice.active ? undefined : 'dimmed'}>
                  {noticeMessage(notice)}
                </Text>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}

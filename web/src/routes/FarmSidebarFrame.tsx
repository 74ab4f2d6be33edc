import { Box, ScrollArea, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SidebarScreen } from '../features/farms/FarmSidebar';
import { useViewer } from '../session/useViewer';
import { GrowerSidebar } from './GrowerSidebar';

/**
 * A screen with the farm sidebar at its left, for growers (spec 2: Dashboard, Sandbox and
 * Reports). Mount with the route's `bleed` frame: this frame scrolls the screen beside it.
 */
export function FarmSidebarFrame({
  screen,
  title,
  children,
}: {
  screen: SidebarScreen;
  title?: string;
  children: ReactNode;
}) {
  const { viewer } = useViewer();
  return (
    <Box h="100%" style={{ display: 'flex' }}>
      {viewer && !viewer.isAgRetailer && <GrowerSidebar screen={screen} />}
      <ScrollArea style={{ flex: 1, minWidth: 0 }} h="100%">
        <Box p="lg">
          {title && (
            <Title order={2} mb="md">
              {title}
            </Title>
          )}
          {children}
        </Box>
      </ScrollArea>
    </Box>
  );
}

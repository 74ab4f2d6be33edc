import { AppShell, Box, Flex, NavLink, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { NavLink as RouterNavLink, useLocation } from 'react-router-dom';
import { CurrentlySpraying } from '../features/spray-planner/CurrentlySpraying';
import { NoticeInbox } from '../features/spray-planner/NoticeInbox';
import { useSprayFeed } from '../features/spray-planner/useSprayFeed';
import { navigationFor } from '../layout/navigation';
import { OfflineBanner } from '../offline/OfflineBanner';
import type { Viewer } from '../session/useViewer';
import { TopBar } from './TopBar';

type Props = {
  viewer: Viewer;
  title: string;
  children?: ReactNode;
  /** The screen fills the page edge to edge (the map). */
  bleed?: boolean;
};

/** The signed-in frame: top bar, left navigation by role, and the screen. */
export function AppLayout({ viewer, title, children, bleed = false }: Props) {
  const grower = !viewer.isAgRetailer;
  // Sprays and neighbours' notices are a grower's; retailers work inside growers' accounts.
  useSprayFeed(grower ? viewer.uuid : null);
  const onDashboard = useLocation().pathname === '/dashboard';
  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 220, breakpoint: 0 }} padding={bleed ? 0 : 'lg'}>
      <AppShell.Header>
        <TopBar
          viewer={viewer}
          spraying={grower && onDashboard ? <CurrentlySpraying /> : null}
          notices={grower ? <NoticeInbox /> : null}
        />
      </AppShell.Header>
      <AppShell.Navbar p="xs" component="nav" aria-label="Main">
        {navigationFor(viewer).map((item) => (
          <NavLink key={item.to} component={RouterNavLink} to={item.to} label={item.label} />
        ))}
      </AppShell.Navbar>
      <AppShell.Main h={bleed ? '100vh' : undefined}>
        {bleed ? (
          // The banner takes its own row above the working area, never over the map's controls.
          <Flex direction="column" h="calc(100vh - 60px)">
            <OfflineBanner />
            <Box style={{ flex: 1, minHeight: 0 }} aria-label={title}>
              {children}
            </Box>
          </Flex>
        ) : (
          <>
            <OfflineBanner />
            <Title order={2} mb="md">
              {title}
            </Title>
            {children}
          </>
        )}
      </AppShell.Main>
    </AppShell>
  );
}

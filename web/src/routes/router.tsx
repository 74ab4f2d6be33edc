import { Center, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ActivationPage } from '../features/auth/ActivationPage';
import { LoginPage } from '../features/auth/LoginPage';
import { PasswordRecoveryPage } from '../features/auth/PasswordRecoveryPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { WelcomePage } from '../features/auth/WelcomePage';
import { FarmSidebarFrame } from '../features/fields/FarmSidebarFrame';
import { PaymentDetailsPage } from '../features/plans/PaymentDetailsPage';
import { PricingPlansPage } from '../features/plans/PricingPlansPage';
import { ReceiptPage } from '../features/plans/ReceiptPage';
import { EmailConfirmPage } from '../features/profile/EmailConfirmPage';
import { AgRetailerPage } from '../features/retailers/AgRetailerPage';
import { GodModeLoginPage } from '../features/retailers/GodModeLoginPage';
import { InvitePage } from '../features/retailers/InvitePage';
import { AppLayout } from '../layout/AppLayout';
import type { Viewer } from '../session/useViewer';
import { Guarded } from './Guarded';
import { LazyScreen, ScreenLoader } from './lazyScreen';
import { type RouteName, routes, titleOf } from './table';

const SandboxPage = new ScreenLoader(() => import('./SandboxPage'));
const CropsPage = new ScreenLoader(() =>
  import('../features/catalog/CropsPage').then((m) => ({ default: m.CropsPage })),
);
const NeighborCropsPage = new ScreenLoader(() =>
  import('../features/catalog/CropsPage').then((m) => ({ default: m.NeighborCropsPage })),
);
const TraitsPage = new ScreenLoader(() =>
  import('../features/catalog/TraitsPage').then((m) => ({ default: m.TraitsPage })),
);
const HerbicidesPage = new ScreenLoader(() =>
  import('../features/catalog/HerbicidesPage').then((m) => ({ default: m.HerbicidesPage })),
);
const TankMixPage = new ScreenLoader(() =>
  import('../features/tank-mix/TankMixPage').then((m) => ({ default: m.TankMixPage })),
);
// The map (MapLibre, deck.gl) is most of the bundle: the login screen should not wait for it.
const DashboardPage = new ScreenLoader(() =>
  import('../features/fields/DashboardPage').then((module) => ({ default: module.DashboardPage })),
);

const AuditLogPage = new ScreenLoader(() =>
  import('../features/audit/AuditLogPage').then((module) => ({ default: module.AuditLogPage })),
);

const ReportsPage = new ScreenLoader(() =>
  import('../features/reports/ReportsPage').then((module) => ({ default: module.ReportsPage })),
);

type Screen = (viewer: Viewer | null) => ReactNode;

const signedIn =
  (route: RouteName, content?: (viewer: Viewer) => ReactNode, bleed = false): Screen =>
  (viewer) =>
    viewer && (
      <AppLayout viewer={viewer} title={titleOf(route, viewer)} bleed={bleed}>
        {content?.(viewer)}
      </AppLayout>
    );

// Every route of the spec's table.
const screens: Record<RouteName, Screen> = {
  login: () => <LoginPage />,
  godModeLogin: () => <GodModeLoginPage />,
  register: () => <RegisterPage />,
  forgotPassword: () => <PasswordRecoveryPage />,
  dashboard: signedIn(
    'dashboard',
    () => <LazyScreen screen={DashboardPage} loadingLabel="Loading the map" />,
    true,
  ),
  sandbox: signedIn(
    'sandbox',
    () => (
      <FarmSidebarFrame screen="sandbox" title={routes.sandbox.title}>
        <LazyScreen screen={SandboxPage} />
      </FarmSidebarFrame>
    ),
    true,
  ),
  accountActivation: () => <ActivationPage />,
  pricingPlans: () => <PricingPlansPage />,
  paymentDetails: () => <PaymentDetailsPage />,
  paymentReceipt: () => <ReceiptPage />,
  reports: signedIn(
    'reports',
    () => <LazyScreen screen={ReportsPage} loadingLabel="Loading the map" />,
    true,
  ),
  crops: signedIn('crops', () => <LazyScreen screen={CropsPage} />),
  neighborCrops: signedIn('neighborCrops', () => <LazyScreen screen={NeighborCropsPage} />),
  herbicides: signedIn('herbicides', () => <LazyScreen screen={HerbicidesPage} />),
  traits: signedIn('traits', () => <LazyScreen screen={TraitsPage} />),
  tankMix: signedIn('tankMix', () => <LazyScreen screen={TankMixPage} />),
  agRetailer: signedIn('agRetailer', (viewer) => <AgRetailerPage viewer={viewer} />),
  agRetailerInvite: () => <InvitePage />,
  emailConfirmation: () => <EmailConfirmPage />,
  welcome: () => <WelcomePage />,
  auditLog: signedIn('auditLog', () => <LazyScreen screen={AuditLogPage} />),
};

const routeObjects: RouteObject[] = (Object.keys(routes) as RouteName[]).flatMap((name) =>
  routes[name].paths.map((path) => ({ path, element: <Guarded route={name} render={screens[name]} /> })),
);

export const router = createBrowserRouter([
  ...routeObjects,
  {
    path: '*',
    element: (
      <Center h="100vh">
        <Title order={3}>This page does not exist.</Title>
      </Center>
    ),
  },
]);

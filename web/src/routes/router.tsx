import { Center, Title } from '@mantine/core';
import { type ComponentType, type ReactNode, useEffect } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LoginPage } from '../features/accounts/LoginPage';
import type { Viewer } from '../session/useViewer';
import { Guarded } from './Guarded';
import { LazyScreen, ScreenLoader } from './lazyScreen';
import { type RouteName, routes, titleOf } from './table';

// The sign-in page is the only screen in the first download: on a slow link a grower should not
// wait for the working area, the payment forms or the map to type an e-mail. Every other screen
// comes when first shown, and the signed-in frame and the map are fetched while the grower
// signs in (`preloadSignedIn`).
const screen = <Props extends object>(load: () => Promise<ComponentType<Props>>) =>
  new ScreenLoader<Props>(() => load().then((component) => ({ default: component })));

const RegisterScreen = screen(() => import('./RegisterScreen').then((m) => m.RegisterScreen));
const PasswordRecoveryPage = screen(() =>
  import('../features/accounts/PasswordRecoveryPage').then((m) => m.PasswordRecoveryPage),
);
const ActivationPage = screen(() =>
  import('../features/accounts/ActivationPage').then((m) => m.ActivationPage),
);
const WelcomePage = screen(() => import('../features/accounts/WelcomePage').then((m) => m.WelcomePage));
const PricingPlansPage = screen(() =>
  import('../features/billing/PricingPlansPage').then((m) => m.PricingPlansPage),
);
const PaymentDetailsPage = screen(() =>
  import('../features/billing/PaymentDetailsPage').then((m) => m.PaymentDetailsPage),
);
const ReceiptPage = screen(() => import('../features/billing/ReceiptPage').then((m) => m.ReceiptPage));
const EmailConfirmPage = screen(() =>
  import('../features/accounts/EmailConfirmPage').then((m) => m.EmailConfirmPage),
);
const GodModeLoginPage = screen(() =>
  import('../features/retailers/GodModeLoginPage').then((m) => m.GodModeLoginPage),
);
const InvitePage = screen(() => import('../features/retailers/InvitePage').then((m) => m.InvitePage));
const AgRetailerPage = screen(() =>
  import('../features/retailers/AgRetailerPage').then((m) => m.AgRetailerPage),
);
const AppLayout = screen(() => import('./signedInFrame').then((m) => m.AppLayout));
const FarmSidebarFrame = screen(() => import('./FarmSidebarFrame').then((m) => m.FarmSidebarFrame));
const SandboxPage = screen(() => import('./SandboxPage').then((m) => m.default));
const CropsPage = screen(() => import('../features/catalogue/CropsPage').then((m) => m.CropsPage));
const NeighborCropsPage = screen(() =>
  import('../features/catalogue/CropsPage').then((m) => m.NeighborCropsPage),
);
const TraitsScreen = screen(() => import('./TraitsScreen').then((m) => m.TraitsScreen));
const HerbicidesScreen = screen(() => import('./HerbicidesScreen').then((m) => m.HerbicidesScreen));
const TankMixScreen = screen(() => import('./TankMixScreen').then((m) => m.TankMixScreen));
// The map (MapLibre, deck.gl) is most of the bundle.
const DashboardPage = screen(() => import('./DashboardPage').then((m) => m.DashboardPage));
const ReportsPage = screen(() => import('./ReportsPage').then((m) => m.ReportsPage));
const StaffAccountsPage = screen(() =>
  import('../features/accounts/StaffAccountsPage').then((m) => m.StaffAccountsPage),
);
const BillingPage = screen(() => import('../features/billing/BillingPage').then((m) => m.BillingPage));
const AuditLogPage = screen(() => import('../features/audit/AuditLogPage').then((m) => m.AuditLogPage));
// Help is in the signed-in frame's own module (signedInFrame.ts): it opens with no network.
const HelpPage = screen(() => import('./signedInFrame').then((m) => m.HelpPage));
const ConsentPage = screen(() => import('../features/partners/ConsentPage').then((m) => m.ConsentPage));
const ConnectedAppsPage = screen(() =>
  import('../features/partners/ConnectedAppsPage').then((m) => m.ConnectedAppsPage),
);

const DeveloperAppsPage = screen(() =>
  import('../features/partners/developer/DeveloperAppsPage').then((m) => m.DeveloperAppsPage),
);

type Screen = (viewer: Viewer | null) => ReactNode;

const signedIn =
  (route: RouteName, content?: (viewer: Viewer) => ReactNode, bleed = false): Screen =>
  (viewer) =>
    viewer && (
      <LazyScreen
        screen={AppLayout}
        props={{ viewer, title: titleOf(route, viewer), bleed, children: content?.(viewer) }}
      />
    );

/** Fetches the signed-in frame and the dashboard with its map, without showing them. */
export function preloadSignedIn() {
  AppLayout.preload();
  DashboardPage.preload();
}

/** The sign-in page; once it is drawn and the browser is idle, the signed-in frame and the map
 * start coming down while the grower types. */
function SignInPage() {
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return; // not a browser (jsdom)
    const idle = requestIdleCallback(preloadSignedIn, { timeout: 3000 });
    return () => cancelIdleCallback(idle);
  }, []);
  return <LoginPage />;
}

/** A public screen loaded on demand, full page. */
const page = (loader: ScreenLoader) => () => <LazyScreen screen={loader} />;

// Every route of the spec's table.
const screens: Record<RouteName, Screen> = {
  login: () => <SignInPage />,
  godModeLogin: page(GodModeLoginPage),
  register: page(RegisterScreen),
  forgotPassword: page(PasswordRecoveryPage),
  dashboard: signedIn(
    'dashboard',
    () => <LazyScreen screen={DashboardPage} loadingLabel="Loading the map" />,
    true,
  ),
  sandbox: signedIn(
    'sandbox',
    () => (
      <LazyScreen
        screen={FarmSidebarFrame}
        props={{
          screen: 'sandbox',
          title: routes.sandbox.title,
          children: <LazyScreen screen={SandboxPage} />,
        }}
      />
    ),
    true,
  ),
  accountActivation: page(ActivationPage),
  pricingPlans: page(PricingPlansPage),
  paymentDetails: page(PaymentDetailsPage),
  paymentReceipt: page(ReceiptPage),
  reports: signedIn(
    'reports',
    () => <LazyScreen screen={ReportsPage} loadingLabel="Loading the map" />,
    true,
  ),
  crops: signedIn('crops', () => <LazyScreen screen={CropsPage} />),
  neighborCrops: signedIn('neighborCrops', () => <LazyScreen screen={NeighborCropsPage} />),
  herbicides: signedIn('herbicides', () => <LazyScreen screen={HerbicidesScreen} />),
  traits: signedIn('traits', () => <LazyScreen screen={TraitsScreen} />),
  tankMix: signedIn('tankMix', () => <LazyScreen screen={TankMixScreen} />),
  agRetailer: signedIn('agRetailer', (viewer) => <LazyScreen screen={AgRetailerPage} props={{ viewer }} />),
  agRetailerInvite: page(InvitePage),
  emailConfirmation: page(EmailConfirmPage),
  welcome: page(WelcomePage),
  auditLog: signedIn('auditLog', () => <LazyScreen screen={AuditLogPage} />),
  staffAccounts: signedIn('staffAccounts', () => <LazyScreen screen={StaffAccountsPage} />),
  billing: signedIn('billing', (viewer) => <LazyScreen screen={BillingPage} props={{ viewer }} />),
  help: signedIn('help', () => <LazyScreen screen={HelpPage} />),
  connectApp: (viewer) => viewer && <LazyScreen screen={ConsentPage} props={{ viewer }} />,
  connectedApps: signedIn('connectedApps', () => <LazyScreen screen={ConnectedAppsPage} />),
  developerApps: signedIn('developerApps', () => <LazyScreen screen={DeveloperAppsPage} />),
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

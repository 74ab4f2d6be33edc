import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { consentReturnOf, consentReturnState } from '../session/consentReturn';
import { dashboardPathFor, fieldLinkOf } from '../session/fieldLink';
import { useViewer, type Viewer } from '../session/useViewer';
import { useWindowWidth } from '../session/useWindowWidth';
import { guard } from './guard';
import { pathOf, type RouteName } from './table';

/** Applies the route guard, then renders the screen (with the viewer, when there is one). */
export function Guarded({
  route,
  render,
}: {
  route: RouteName;
  render: (viewer: Viewer | null) => ReactNode;
}) {
  const { viewer, loading } = useViewer();
  const width = useWindowWidth();
  const { pathname, state } = useLocation();
  if (loading) {
    return (
      <Center h="100vh">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  const redirect = guard(route, {
    width,
    session: viewer
      ? {
          plan: viewer.subscriptionPlan,
          retailer: viewer.isAgRetailer,
          staff: viewer.isStaff,
          developer: viewer.isDeveloper,
        }
      : null,
  });
  // The root route's field segments (an invitation's link) take a signed-in visitor to that field.
  const link = route === 'login' && redirect === '/dashboard' ? fieldLinkOf(pathname) : null;
  if (link) return <Navigate to={dashboardPathFor(link)} replace />;
  // A partner app's consent request survives signing in: Login is told where to come back to,
  // and a visitor who is signed in on Login or Sign Up goes back to it rather than to the dashboard.
  if (redirect === pathOf('login') && route === 'connectApp')
    return <Navigate to={redirect} replace state={consentReturnState(pathname)} />;
  const signingIn = route === 'login' || route === 'register';
  const consent = signingIn && redirect === pathOf('dashboard') ? consentReturnOf(state) : null;
  if (consent) return <Navigate to={consent} replace />;
  // The state travels on: a small screen sent from the dashboard to Welcome still knows that it
  // arrives from Pricing Plans (spec 2.3, Welcome).
  return redirect ? <Navigate to={redirect} replace state={state} /> : render(viewer);
}

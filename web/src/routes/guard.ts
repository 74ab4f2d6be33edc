import { config } from '../config';
import { pathOf, type RouteName, routes } from './table';

/** Where a signed-in user without a plan may be: Account Activation and the plans it leads to. */
const choosingAPlan: RouteName[] = ['accountActivation', 'pricingPlans', 'paymentDetails', 'paymentReceipt'];

export type GuardSession = {
  plan: 'F' | 'B' | 'N';
  retailer: boolean;
  staff?: boolean;
  developer?: boolean;
} | null;

/**
 * The route guard of spec 2.2 as a pure function: where a visit to `route` must go instead,
 * or null to stay. Order matters: screen size first, then sign-in, then the plan, then the role.
 */
export function guard(
  route: RouteName,
  { width, session }: { width: number; session: GuardSession },
): string | null {
  const narrow = width < config.minScreenWidth;
  if (narrow && !routes[route].worksOnSmallScreens) return pathOf('welcome');
  if (!narrow && route === 'welcome') return pathOf('dashboard');
  if (!routes[route].public && !session) return pathOf('login');
  // From every route, the root and Login included (spec 2.2): only choosing a plan is open to N.
  if (session?.plan === 'N' && !choosingAPlan.includes(route)) return pathOf('accountActivation');
  if (session && session.plan !== 'N' && (route === 'login' || route === 'register'))
    return pathOf('dashboard');
  if (session?.retailer && routes[route].growersOnly) return pathOf('dashboard');
  if (session && routes[route].staffOnly && !session.staff) return pathOf('dashboard');
  if (session && routes[route].developerOnly && !session.staff && !session.developer)
    return pathOf('dashboard');
  return null;
}

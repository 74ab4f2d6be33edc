import { describe, expect, it } from 'vitest';
import { guard } from './guard';
import type { RouteName } from './table';

const wide = 1280;
const narrow = 800;
const grower = { plan: 'F', retailer: false } as const;
const noPlan = { plan: 'N', retailer: false } as const;
const retailer = { plan: 'B', retailer: true } as const;

describe('route guard (spec 2.2)', () => {
  it.each<RouteName>(['dashboard', 'reports', 'crops', 'tankMix', 'agRetailer', 'sandbox', 'godModeLogin'])(
    'sends %s to Welcome below 1024 px',
    (route) => {
      expect(guard(route, { width: narrow, session: grower })).toBe('/welcome');
    },
  );

  it.each<RouteName>([
    'login',
    'register',
    'forgotPassword',
    'accountActivation',
    'pricingPlans',
    'paymentDetails',
    'paymentReceipt',
    'agRetailerInvite',
  ])('lets %s open below 1024 px', (route) => {
    expect(guard(route, { width: narrow, session: null })).toBeNull();
  });

  it('sends Welcome to the Dashboard at 1024 px and wider', () => {
    expect(guard('welcome', { width: 1024, session: grower })).toBe('/dashboard');
    expect(guard('welcome', { width: 1023, session: grower })).toBeNull();
  });

  it('opens the Audit log to staff only, and to no one signed out', () => {
    expect(
      guard('auditLog', { width: wide, session: { plan: 'B', retailer: false, staff: true } }),
    ).toBeNull();
    expect(guard('auditLog', { width: wide, session: grower })).toBe('/dashboard');
    expect(guard('auditLog', { width: wide, session: retailer })).toBe('/dashboard');
    expect(guard('auditLog', { width: wide, session: null })).toBe('/');
  });

  it('opens Developer apps to developer and staff accounts only', () => {
    const at = (session: Parameters<typeof guard>[1]['session']) =>
      guard('developerApps', { width: wide, session });
    expect(at({ plan: 'F', retailer: false, developer: true })).toBeNull();
    expect(at({ plan: 'B', retailer: false, staff: true })).toBeNull();
    expect(at(grower)).toBe('/dashboard');
    expect(at(null)).toBe('/');
  });

  it('sends signed-out visitors of non-public routes to the root', () => {
    expect(guard('dashboard', { width: wide, session: null })).toBe('/');
    expect(guard('herbicides', { width: wide, session: null })).toBe('/');
    expect(guard('pricingPlans', { width: wide, session: null })).toBeNull();
  });

  it.each<RouteName>(['login', 'dashboard', 'register', 'forgotPassword', 'agRetailerInvite', 'crops'])(
    'sends a signed-in user without a plan from %s to Account Activation',
    (route) => {
      expect(guard(route, { width: wide, session: noPlan })).toBe('/auth/users/activate');
    },
  );

  it('sends a signed-in user without a plan from Welcome on a small screen to Account Activation', () => {
    expect(guard('welcome', { width: narrow, session: noPlan })).toBe('/auth/users/activate');
  });

  it.each<RouteName>(['accountActivation', 'pricingPlans', 'paymentDetails', 'paymentReceipt'])(
    'lets a signed-in user without a plan choose one at %s',
    (route) => {
      expect(guard(route, { width: wide, session: noPlan })).toBeNull();
      expect(guard(route, { width: narrow, session: noPlan })).toBeNull();
    },
  );

  it('sends a signed-in user with a plan from the root and Register to the Dashboard', () => {
    expect(guard('login', { width: wide, session: grower })).toBe('/dashboard');
    expect(guard('register', { width: wide, session: { plan: 'B', retailer: false } })).toBe('/dashboard');
  });

  it.each<RouteName>(['crops', 'neighborCrops', 'traits', 'herbicides', 'tankMix'])(
    'sends an ag retailer from %s to the dashboard',
    (route) => {
      expect(guard(route, { width: wide, session: retailer })).toBe('/dashboard');
      expect(guard(route, { width: wide, session: grower })).toBeNull();
    },
  );

  it.each<RouteName>(['dashboard', 'reports', 'agRetailer'])('lets an ag retailer open %s', (route) => {
    expect(guard(route, { width: wide, session: retailer })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { navigationFor } from './navigation';

const labels = (viewer: { isAgRetailer: boolean; isDeveloper: boolean }) =>
  navigationFor(viewer).map((item) => item.label);

describe('left navigation', () => {
  it('shows a grower every screen but the Sandbox', () => {
    expect(labels({ isAgRetailer: false, isDeveloper: false })).toEqual([
      'Farms',
      'My Crops',
      'Neighbor Crops',
      'Traits',
      'Herbicides',
      'Tank Mix',
      'Reports',
      'Ag Retailer',
    ]);
  });

  it('hides the agronomy screens from a retailer and names their accounts entry', () => {
    expect(labels({ isAgRetailer: true, isDeveloper: false })).toEqual([
      'Farms',
      'Reports',
      'Grower Accounts',
    ]);
  });

  it('adds the Accounts list and the Audit log for staff only', () => {
    expect(navigationFor({ isAgRetailer: false, isDeveloper: true, isStaff: true }).slice(-2)).toEqual([
      { label: 'Accounts', to: '/accounts' },
      { label: 'Audit log', to: '/audit' },
    ]);
    expect(labels({ isAgRetailer: false, isDeveloper: false })).not.toContain('Audit log');
    expect(labels({ isAgRetailer: false, isDeveloper: false })).not.toContain('Accounts');
  });

  it('adds the Sandbox for developers', () => {
    expect(navigationFor({ isAgRetailer: false, isDeveloper: true }).at(-1)).toEqual({
      label: 'Sandbox',
      to: '/sandbox',
    });
  });
});

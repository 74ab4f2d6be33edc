import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../test-utils';
import { FieldsLoadingPanel } from './FieldsLoadingPanel';

describe('the loading panel while fields load', () => {
  // axe refuses a progress bar without a name (aria-progressbar-name): seen in the e2e suite on a
  // slow machine, where the map was still loading when the page was checked.
  it('names its progress bar and says how many fields are in', () => {
    renderScreen(
      <FieldsLoadingPanel
        zoom={14}
        loaded={120}
        expected={480}
        asking={false}
        coverage={{ nodes: 0, drawn: 0 }}
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Fields loaded' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('status', { name: 'Loading fields' })).toHaveTextContent('120 / 480 fields');
  });
});

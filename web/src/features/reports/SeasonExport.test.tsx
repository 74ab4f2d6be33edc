import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FarmSidebarQuery } from '../../graphql/farms';
import { renderScreen } from '../../test-utils';
import { SeasonExport, seasonUrl } from './SeasonExport';

describe("a season's records", () => {
  it('download from the same origin for the range and farm chosen', async () => {
    renderScreen(<SeasonExport today={new Date('2026-11-27T12:00:00Z')} />, [
      {
        request: { query: FarmSidebarQuery },
        result: { data: { myFarms: [] } },
      },
    ]);
    const csv = screen.getByRole('link', { name: 'Spreadsheet (CSV)' });
    expect(csv).toHaveAttribute('href', '/downloads/reports/season.csv?from=2026-01-01&to=2026-12-31');
    expect(seasonUrl('pdf', { from: '2026-04-01', to: '2026-10-31', farm: '7' })).toBe(
      '/downloads/reports/season.pdf?from=2026-04-01&to=2026-10-31&farm=7',
    );
  });

  it('says so when the range runs backwards, and offers no download', async () => {
    const user = userEvent.setup();
    renderScreen(<SeasonExport today={new Date('2026-11-27T12:00:00Z')} />);
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2027-02-01');
    expect(
      await screen.findByText('The first day of the range must not be after its last day.'),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Spreadsheet (CSV)' })).toBeNull();
  });
});

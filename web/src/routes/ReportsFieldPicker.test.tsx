import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldListItem, type SidebarField } from '../features/farms/FieldListItem';
import { REPORT_MAP_PADDING, useFollowPickedField } from '../features/reports/FieldPicker';
import { reportField, useReportField } from '../features/reports/reportField';
import { activeFarm } from '../map/activeFarm';
import { mapCommands } from '../map/mapCommands';
import type { Bbox } from '../map/markers';
import { renderScreen } from '../test-utils';

// Reports (spec 4): a field clicked in the farm sidebar is picked as one clicked on the map:
// the map centres on it, its farm turns active and the report form is for it.
const bbox: Bbox = [-97.5, 38.2, -97.4973, 38.2021];
const sidebarField: SidebarField = {
  uuid: 'f-west',
  name: 'West 40',
  area: 13.25,
  bbox,
  isBuilding: false,
  crop: null,
  cropTrait: null,
};
const ownFields = [
  { uuid: 'f-west', cluUuid: null, name: 'West 40', farmId: 4, farmName: 'North Section', bbox },
];

function ReportsSide() {
  const picked = useFollowPickedField(ownFields);
  useReportField();
  return (
    <>
      <FieldListItem field={sidebarField} onEdit={() => undefined} onDelete={() => undefined} />
      <output aria-label="Report field">{picked?.name ?? 'none'}</output>
    </>
  );
}

afterEach(() => {
  reportField.pick(null);
  activeFarm.clear();
});

describe('picking a field from the sidebar on Reports', () => {
  it('picks it for the report, centres the map on it and makes its farm active', async () => {
    const fits: [Bbox, number | undefined][] = [];
    const stop = mapCommands.onFit((box, padding) => fits.push([box, padding]));
    renderScreen(<ReportsSide />);
    expect(screen.getByRole('status', { name: 'Report field' })).toHaveTextContent('none');

    await userEvent.click(screen.getByRole('button', { name: 'Show West 40 on the map' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Report field' })).toHaveTextContent('West 40'),
    );
    expect(reportField.get()).toBe('f-west');
    expect(activeFarm.get()).toBe(4);
    // Last, the Reports map's own padding: its map is shorter than the Dashboard's.
    expect(fits.at(-1)).toEqual([bbox, REPORT_MAP_PADDING]);
    stop();
  });

  it('picks nothing off the Reports screen', async () => {
    renderScreen(<FieldListItem field={sidebarField} onEdit={() => undefined} onDelete={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show West 40 on the map' }));
    expect(reportField.get()).toBeNull();
  });
});

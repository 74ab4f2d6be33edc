import { useQuery } from '@apollo/client/react';
import { boundaryVersionMessages } from '@field-boundaries/contract/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editing, editStore } from '../../map/editing/editStore';
import type { Coordinates } from '../../map/editing/vertexEdits';
import { MapFieldsQuery } from '../../map/operations';
import { notify } from '../../notify';
import { renderScreen } from '../../test-utils';
import { EditBanner } from './EditBanner';
import { ReshapeFieldMutation, SplitFieldMutation } from './operations';

const uuid = 'f-1';
const line = [
  [-97.7, 37.71],
  [-97.7, 37.69],
];

const splitAnswer = (ok: boolean) => ({
  request: { query: SplitFieldMutation, variables: { uuid, line, boundaryVersion: 3 } },
  result: {
    data: {
      splitField: {
        __typename: 'SplitFieldPayload',
        ok,
        errors: ok
          ? []
          : [{ __typename: 'UserError', field: null, message: 'The line must cross the field.' }],
        fields: ok
          ? [
              { __typename: 'Field', uuid, name: 'Quarter', area: 80 },
              { __typename: 'Field', uuid: 'f-2', name: 'Quarter 2', area: 80 },
            ]
          : [],
      },
    },
  },
});

function drawSplitLine() {
  editing.startSplit(uuid, 3);
  for (const point of line) editing.addCorner(point as [number, number]);
}

afterEach(() => editing.reset());

describe('the split banner', () => {
  it('counts the line’s points, so the grower sees the first one registered', async () => {
    editing.startSplit(uuid, 3);
    editing.addCorner(line[0] as [number, number]);
    renderScreen(<EditBanner fieldName={() => 'Quarter'} />);
    expect(
      await screen.findByText('Split Quarter: 1 point on the line · click on the other side of the field.'),
    ).toBeInTheDocument();
  });

  it('puts the line away once the field is split', async () => {
    drawSplitLine();
    renderScreen(<EditBanner fieldName={() => 'Quarter'} />, [splitAnswer(true)]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Split field' }));
    await vi.waitFor(() => expect(editStore.getState()).toMatchObject({ mode: 'view', working: [] }));
    expect(screen.queryByRole('region', { name: 'Map editing' })).not.toBeInTheDocument();
  });

  it('keeps the line when the split is refused, so nothing drawn is lost', async () => {
    const refused = vi.spyOn(notify, 'error');
    drawSplitLine();
    renderScreen(<EditBanner fieldName={() => 'Quarter'} />, [splitAnswer(false)]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Split field' }));
    await vi.waitFor(() => expect(refused).toHaveBeenCalledWith('The line must cross the field.'));
    expect(editStore.getState()).toMatchObject({ mode: 'split', working: line });
    expect(screen.getByRole('region', { name: 'Map editing' })).toHaveTextContent('2 points on the line');
  });
});

// The boundary as the map read it, at version 4, then at 5 once someone else saved theirs.
const ring = [
  [-97.7, 37.7],
  [-97.69, 37.7],
  [-97.69, 37.71],
  [-97.7, 37.7],
];
const moved = [
  [
    [
      [-97.7, 37.7],
      [-97.689, 37.7],
      [-97.69, 37.71],
      [-97.7, 37.7],
    ],
  ],
];
const view = { west: -97.71, south: 37.69, east: -97.68, north: 37.72 };
const mapAnswer = (boundaryVersion: number) => ({
  request: { query: MapFieldsQuery, variables: view },
  result: {
    data: {
      mapFields: {
        __typename: 'MapFields',
        fields: [
          {
            __typename: 'DrawnField',
            uuid,
            mine: true,
            neighbour: false,
            name: 'Quarter',
            farmName: 'Home',
            area: 80,
            geometry: { __typename: 'Boundary', coordinates: [[ring]] },
            disputeFields: [],
            boundaryVersion,
          },
        ],
        disputes: [],
      },
    },
  },
});
const reshapeAnswer = (errors: { field: string | null; message: string }[]) => ({
  request: { query: ReshapeFieldMutation, variables: { uuid, mpoly: moved, boundaryVersion: 4 } },
  result: {
    data: {
      updateField: {
        __typename: 'FieldPayload',
        ok: false,
        errors: errors.map((error) => ({ __typename: 'UserError', ...error })),
        field: null,
      },
    },
  },
});

/** The map's read of the field, as the dashboard keeps it: what a reload changes. */
function MapProbe() {
  const { data } = useQuery(MapFieldsQuery, { variables: view });
  const field = data?.mapFields.fields[0];
  return field ? <p>Boundary version {field.boundaryVersion}</p> : null;
}

describe('saving an edited boundary', () => {
  it('from a copy someone changed meanwhile: says so, reloads the field and puts the stale corners away', async () => {
    const refused = vi.spyOn(notify, 'error');
    editing.startEdit(uuid, [[ring]] as Coordinates, 4);
    // The grower drags the second corner east, as the edit layer reports a finished drag.
    editing.changeBoundary(moved as Coordinates, true);
    expect(editStore.getState().boundary).toEqual(moved);
    renderScreen(
      <>
        <EditBanner fieldName={() => 'Quarter'} />
        <MapProbe />
      </>,
      [
        mapAnswer(4),
        reshapeAnswer([
          {
            field: 'boundaryVersion',
            message:
              "This field's boundary was changed since you opened it. Reload the field to see the latest boundary, then make your change again.",
          },
        ]),
        mapAnswer(5),
      ],
    );
    expect(await screen.findByText('Boundary version 4')).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save boundary' }));
    await vi.waitFor(() => expect(refused).toHaveBeenCalledWith(boundaryVersionMessages.reloaded));
    expect(await screen.findByText('Boundary version 5')).toBeInTheDocument();
    expect(editStore.getState()).toMatchObject({ mode: 'view', boundary: null, boundaryVersion: null });
    expect(screen.queryByRole('region', { name: 'Map editing' })).not.toBeInTheDocument();
  });

  it('refused for another reason: keeps the corners, to mend and save again', async () => {
    const refused = vi.spyOn(notify, 'error');
    editing.startEdit(uuid, moved as Coordinates, 4);
    renderScreen(<EditBanner fieldName={() => 'Quarter'} />, [
      reshapeAnswer([
        { field: 'mpoly', message: 'The boundary crosses itself. Draw it without crossing lines.' },
      ]),
    ]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save boundary' }));
    await vi.waitFor(() =>
      expect(refused).toHaveBeenCalledWith('The boundary crosses itself. Draw it without crossing lines.'),
    );
    expect(editStore.getState()).toMatchObject({ mode: 'edit', boundary: moved, boundaryVersion: 4 });
  });
});

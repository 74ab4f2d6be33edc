import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editing, editStore } from '../../map/editing/editStore';
import { notify } from '../../notify';
import { renderScreen } from '../../test-utils';
import { EditBanner } from './EditBanner';
import { SplitFieldMutation } from './operations';

const uuid = 'f-1';
const line = [
  [-97.7, 37.71],
  [-97.7, 37.69],
];

const splitAnswer = (ok: boolean) => ({
  request: { query: SplitFieldMutation, variables: { uuid, line } },
  result: {
    data: {
      splitField: {
        __typename: 'SplitFieldPayload',
        ok,
        errors: ok ? [] : [{ __typename: 'FieldError', message: 'The line must cross the field.' }],
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
  editing.startSplit(uuid);
  for (const point of line) editing.addCorner(point as [number, number]);
}

afterEach(() => editing.reset());

describe('the split banner', () => {
  it('counts the line’s points, so the grower sees the first one registered', async () => {
    editing.startSplit(uuid);
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

import { Button, Group, Paper, Text } from '@mantine/core';
import { editing, useEditState } from '../../map/editing/editStore';
import { formatLength, pathFeet } from '../../map/editing/measure';
import { type Position, ringAcres } from '../../map/editing/polygonRules';
import { BoundaryToolbar, EditKeys, toolHint, useBoundarySummary } from './BoundaryToolbar';
import { useSaveBoundary, useSplitField } from './hooks';

/** What the corners drawn so far measure: their length, the last side, the acres once closed. */
function drawnSoFar(working: readonly Position[]): string {
  if (working.length < 2) return 'click the next corner';
  const last = pathFeet(working.slice(-2));
  const acres = working.length >= 3 ? ` · ${ringAcres(working).toFixed(2)} ac when closed` : '';
  return `${formatLength(pathFeet(working))} drawn (last side ${formatLength(last)})${acres}`;
}

/**
 * The banner over the map while the grower works on a boundary: what to do next, and the
 * buttons to finish or leave. Drawing a new boundary (Add Field), editing one's corners,
 * merging (spec: the merge banner) and splitting.
 */
export function EditBanner({ fieldName }: { fieldName: (uuid: string) => string | undefined }) {
  const state = useEditState((each) => each);
  const [saveBoundary, savingBoundary] = useSaveBoundary();
  const [split, splitting] = useSplitField();
  const [target] = state.selection;
  const name = target ? fieldName(target) : undefined;
  const summary = useBoundarySummary(name);
  if (state.mode === 'view' || state.mode === 'bulk') return null;

  let text: string;
  let actions: React.ReactNode = null;
  if (state.mode === 'draw') {
    text = state.finished
      ? `Boundary closed · ${ringAcres(state.finished.slice(0, -1)).toFixed(2)} ac. ${formatLength(pathFeet(state.finished))} around. Name it in the sidebar and save.`
      : state.working.length === 0
        ? 'Click the map to place the first corner of the boundary.'
        : `${state.working.length} corner${state.working.length === 1 ? '' : 's'} · ${drawnSoFar(state.working)} · click the first corner or Finish to close the boundary.`;
    actions = (
      <>
        <Button size="xs" variant="default" disabled={state.working.length === 0} onClick={editing.undo}>
          Undo last corner
        </Button>
        {!state.finished && (
          <Button size="xs" disabled={state.working.length < 3} onClick={() => editing.finish()}>
            Finish
          </Button>
        )}
      </>
    );
  } else if (state.mode === 'edit') {
    text = `${summary}. ${toolHint(state.tool)}`;
    actions = (
      <BoundaryToolbar
        saving={savingBoundary}
        onSave={async () => {
          if (
            target &&
            state.boundary &&
            state.boundaryVersion !== null &&
            (await saveBoundary(target, state.boundary, state.boundaryVersion))
          )
            editing.reset();
        }}
      />
    );
  } else if (state.mode === 'merge') {
    text = `Merge: click a second field of yours, touching ${name ?? 'the first'}, to merge them.`;
  } else {
    text =
      state.working.length === 0
        ? `Split ${name ?? 'the field'}: click on either side of it to draw a line across it.`
        : state.working.length === 1
          ? `Split ${name ?? 'the field'}: 1 point on the line · click on the other side of the field.`
          : `${state.working.length} points on the line · Split field when it crosses the field.`;
    actions = (
      <>
        <Button size="xs" variant="default" disabled={state.working.length === 0} onClick={editing.undo}>
          Undo last point
        </Button>
        <Button
          size="xs"
          loading={splitting}
          disabled={state.working.length < 2}
          onClick={async () => {
            if (
              target &&
              state.boundaryVersion !== null &&
              (await split(target, state.working, state.boundaryVersion))
            )
              editing.reset();
          }}
        >
          Split field
        </Button>
      </>
    );
  }

  return (
    <Paper
      pos="absolute"
      left="50%"
      p="xs"
      shadow="md"
      withBorder
      // Editing a boundary has a toolbar: it sits at the foot of the map, the width of its tools,
      // clear of the place search at the top left.
      style={{
        transform: 'translateX(-50%)',
        zIndex: 3,
        ...(state.mode === 'edit'
          ? { bottom: 36, width: 'min(620px, calc(100% - 24px))' }
          : { top: 12, maxWidth: 560 }),
      }}
      role="region"
      aria-label="Map editing"
    >
      <Text size="sm" fw={500}>
        {text}
      </Text>
      {state.refusal && (
        <Text size="sm" c="red" role="alert">
          {state.refusal}
        </Text>
      )}
      <Group gap="xs" mt={6} justify="flex-end">
        {actions}
        {/* Drawing a new field is left from the sidebar's form, which owns it. */}
        {state.mode !== 'draw' && (
          <Button size="xs" variant="subtle" color="gray" onClick={editing.reset}>
            Cancel
          </Button>
        )}
      </Group>
      {state.mode === 'edit' && <EditKeys />}
    </Paper>
  );
}

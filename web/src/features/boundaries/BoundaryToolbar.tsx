import { Button, Group, Kbd, Text } from '@mantine/core';
import { boundaryAcres, holeCount, outlineCorners } from '../../map/editing/boundaryRules';
import { type EditTool, editing, useEditState } from '../../map/editing/editStore';
import { canRedo, canUndo } from '../../map/editing/history';

// The tools of editing a field's boundary, named in words (a grower should not have to guess
// what an icon does), with what each press on the map will do under the chosen one.
const tools: { tool: EditTool; label: string; hint: string }[] = [
  {
    tool: 'corners',
    label: 'Corners',
    hint: 'Drag a corner to move it, click a corner to delete it, or click the orange dot that follows the pointer along an edge to add one.',
  },
  { tool: 'move', label: 'Move boundary', hint: 'Drag the boundary to move all of it.' },
  {
    tool: 'hole',
    label: 'Draw hole',
    hint: 'Click corners inside the field around what is not farmed (a pond, waterway or building site); click the first corner again to close the hole.',
  },
  { tool: 'remove-hole', label: 'Remove hole', hint: 'Click inside a hole to farm it again.' },
];

export const toolHint = (tool: EditTool) => tools.find((each) => each.tool === tool)?.hint ?? '';

/** The edited boundary's figures, as the grower reads them: acres, holes taken out. */
export function useBoundarySummary(name: string | undefined) {
  const boundary = useEditState((state) => state.boundary);
  const holes = boundary ? holeCount(boundary) : 0;
  const acres = boundary ? boundaryAcres(boundary).toFixed(2) : '0.00';
  const corners = boundary ? outlineCorners(boundary) : 0;
  const holeText = holes > 0 ? ` · ${holes} hole${holes === 1 ? '' : 's'} taken out` : '';
  return `Editing ${name ?? 'the boundary'} · ${acres} ac · ${corners} corners${holeText}`;
}

export function BoundaryToolbar({ onSave, saving }: { onSave: () => void; saving: boolean }) {
  const tool = useEditState((state) => state.tool);
  const history = useEditState((state) => state.history);
  return (
    <>
      <Group gap={4} role="toolbar" aria-label="Boundary tools" w="100%">
        {tools.map((each) => (
          <Button
            key={each.tool}
            size="xs"
            variant={tool === each.tool ? 'filled' : 'default'}
            aria-pressed={tool === each.tool}
            onClick={() => editing.setTool(each.tool)}
          >
            {each.label}
          </Button>
        ))}
      </Group>
      <Group gap={4} mr="auto">
        <Button
          size="xs"
          variant="default"
          disabled={!history || !canUndo(history)}
          onClick={editing.undo}
          title="Undo (Ctrl+Z)"
        >
          Undo
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={!history || !canRedo(history)}
          onClick={editing.redo}
          title="Redo (Shift+Ctrl+Z)"
        >
          Redo
        </Button>
        <Button size="xs" loading={saving} onClick={onSave}>
          Save boundary
        </Button>
      </Group>
    </>
  );
}

/** The keys, said once under the tools. */
export function EditKeys() {
  return (
    <Text size="xs" c="dimmed">
      <Kbd size="xs">Ctrl</Kbd>+<Kbd size="xs">Z</Kbd> undo · <Kbd size="xs">Shift</Kbd>+
      <Kbd size="xs">Ctrl</Kbd>+<Kbd size="xs">Z</Kbd> redo · <Kbd size="xs">Esc</Kbd> put the tool down, then
      leave
    </Text>
  );
}

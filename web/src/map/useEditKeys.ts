import { useEffect } from 'react';
import { cancelHole, holeCorners } from './boundaryEditLayer';
import { editing, editStore } from './editing/editStore';

/** Whether a key press belongs to a text field (its own undo), not to the map. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The map's keys while an edit mode is on, as mapping software has them: Ctrl+Z (⌘Z) undoes,
 * Shift+Ctrl+Z (⇧⌘Z) or Ctrl+Y redoes, Escape puts down what is in hand (a hole half drawn, then
 * a refusal or a tool, see editing.escape) and leaves the edit only when nothing unsaved is lost.
 * Drawing a new field is the sidebar form's to leave: Escape there drops the corners drawn.
 */
export function useEditKeys() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { mode } = editStore.getState();
      if (mode === 'view' || mode === 'bulk' || typing(event.target)) return;
      const command = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      if (command && key === 'z') {
        event.preventDefault();
        if (event.shiftKey) editing.redo();
        else editing.undo();
      } else if (command && key === 'y') {
        event.preventDefault();
        editing.redo();
      } else if (event.key === 'Escape') {
        event.preventDefault();
        if (mode === 'edit' && holeCorners() > 0) {
          cancelHole();
          // Redraws the layer without the hole's lines.
          editing.setTool('hole');
        } else editing.escape();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

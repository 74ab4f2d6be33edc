import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, record, redo, startHistory, undo } from './history';

describe('edit history', () => {
  it('undoes steps back to the start, then no further', () => {
    let history = record(record(startHistory('a'), 'b'), 'c');
    expect(history.present).toBe('c');
    history = undo(history);
    expect(history.present).toBe('b');
    history = undo(history);
    expect(history.present).toBe('a');
    expect(canUndo(history)).toBe(false);
    expect(undo(history)).toBe(history);
  });

  it('redoes what was undone, in order', () => {
    let history = undo(undo(record(record(startHistory('a'), 'b'), 'c')));
    expect(canRedo(history)).toBe(true);
    history = redo(history);
    expect(history.present).toBe('b');
    history = redo(history);
    expect(history.present).toBe('c');
    expect(canRedo(history)).toBe(false);
    expect(redo(history)).toBe(history);
  });

  it('forgets what was undone once a new edit is made', () => {
    const history = record(undo(record(record(startHistory('a'), 'b'), 'c')), 'd');
    expect(history.present).toBe('d');
    expect(history.past).toEqual(['a', 'b']);
    expect(canRedo(history)).toBe(false);
  });

  it('does not count an edit that changed nothing as a step', () => {
    const history = startHistory('a');
    expect(record(history, 'a')).toBe(history);
  });
});

import { describe, expect, it } from 'vitest';
import { loadedText, zoomedOutHint } from './FieldsLoadingPanel';

describe('the zoomed-out panel', () => {
  it('promises dots only where dots are drawn', () => {
    expect(zoomedOutHint({ nodes: 12, drawn: 12 })).toBe(
      'Zoom in to see field boundaries. Dots mark where fields are.',
    );
    // Every dot gave way to the grower's markers (the demo grower at country zoom).
    expect(zoomedOutHint({ nodes: 12, drawn: 0 })).toBe(
      'Zoom in to see field boundaries. Select a green marker to zoom to your fields.',
    );
    expect(zoomedOutHint({ nodes: 12, drawn: 5 })).toBe(
      'Zoom in to see field boundaries. Dots mark where fields are; near your fields, select a green marker.',
    );
  });

  it('says only to zoom in where the view has no fields at all', () => {
    expect(zoomedOutHint({ nodes: 0, drawn: 0 })).toBe('Zoom in to see field boundaries.');
  });
});

describe('the panel once nothing in view is loading', () => {
  it('counts the fields nearby, and says there are none only once that is known', () => {
    expect(loadedText(2417, false)).toBe('2,417 fields loaded nearby');
    expect(loadedText(0, true)).toBe('Finding the fields here…');
    expect(loadedText(0, false)).toBe('No field boundaries here.');
  });
});

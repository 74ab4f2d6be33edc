import { describe, expect, it } from 'vitest';
import { mapCommands } from './mapCommands';

describe('map commands', () => {
  it('keeps a fit asked for before the map listens, and does it once the map does', () => {
    mapCommands.fitTo([-97.5, 38.2, -97.49, 38.21], 60);
    const fits: unknown[] = [];
    const stop = mapCommands.onFit((bbox, padding) => fits.push([bbox, padding]));
    expect(fits).toEqual([[[-97.5, 38.2, -97.49, 38.21], 60]]);
    stop();
    // Done once: a map mounted later starts where it likes.
    const later: unknown[] = [];
    mapCommands.onFit((bbox) => later.push(bbox))();
    expect(later).toEqual([]);
  });
});

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

  it('keeps a place asked for while the map is still loading, and flies there once it listens', () => {
    mapCommands.flyTo({ lat: 37.84, lng: -97.86, zoom: 14 });
    const flights: unknown[] = [];
    const stop = mapCommands.onFlyTo((target) => flights.push(target));
    expect(flights).toEqual([{ lat: 37.84, lng: -97.86, zoom: 14 }]);
    // A map that listens flies at once, and nothing is kept for the next one.
    mapCommands.flyTo({ lat: 38, lng: -98, zoom: 12 });
    expect(flights).toHaveLength(2);
    stop();
    const later: unknown[] = [];
    mapCommands.onFlyTo((target) => later.push(target))();
    expect(later).toEqual([]);
  });
});

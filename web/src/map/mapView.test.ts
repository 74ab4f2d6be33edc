import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapView, NEIGHBOURS_ZOOM, START_ZOOM, showsNeighbours } from './mapView';

afterEach(() => mapView.reset());

describe("the map's view", () => {
  it('starts at the spec zoom and tells its listeners when the map settles elsewhere', () => {
    expect(mapView.zoom()).toBe(START_ZOOM);
    const listener = vi.fn();
    const stop = mapView.subscribe(listener);
    mapView.moved(13.75);
    mapView.moved(13.75);
    expect(mapView.zoom()).toBe(13.75);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    mapView.moved(15);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('shows neighbours from zoom 14', () => {
    expect(NEIGHBOURS_ZOOM).toBe(14);
    expect(showsNeighbours(13.75)).toBe(false);
    expect(showsNeighbours(14)).toBe(true);
  });
});

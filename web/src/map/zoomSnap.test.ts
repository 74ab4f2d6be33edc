import { describe, expect, it } from 'vitest';
import { snapZoom } from './zoomSnap';

describe('zoom snapping', () => {
  it('snaps to the nearest quarter step', () => {
    expect(snapZoom(12.3)).toEqual({ snapped: 12.25, snapping: true });
    expect(snapZoom(12.4)).toEqual({ snapped: 12.5, snapping: true });
    expect(snapZoom(7.9)).toEqual({ snapped: 8, snapping: true });
  });

  it('leaves a zoom on a step, or a hair from it, where it is', () => {
    expect(snapZoom(13.75)).toEqual({ snapped: 13.75, snapping: false });
    expect(snapZoom(14.0004)).toEqual({ snapped: 14, snapping: false });
  });
});

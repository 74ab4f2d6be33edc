import { renderHook } from '@testing-library/react';
import type { MapRef } from 'react-map-gl/maplibre';
import { describe, expect, it } from 'vitest';
import { mapCommands } from './mapCommands';
import { useMapCommands } from './useMapCommands';

/** A map that records its flights and what it was asked first, and fits a bbox at zoom 13.4. */
function fakeMap(said: string[]) {
  const map = {
    cameraForBounds: () => ({ center: { lng: -97.43, lat: 38.12 }, zoom: 13.4, bearing: 0 }),
    fitBounds: () => said.push('fit'),
    flyTo: () => said.push('fly'),
  };
  return { current: map as unknown as MapRef };
}

describe('the map flying to a field or a place', () => {
  it('tells where it is going before the flight, at the zoom it will snap to', () => {
    const said: string[] = [];
    const heading: [{ lat: number; lng: number }, number][] = [];
    const { result } = renderHook(() =>
      useMapCommands(
        fakeMap(said),
        () => undefined,
        (center, zoom) => {
          said.push('heading');
          heading.push([center, zoom]);
        },
      ),
    );
    result.current();
    mapCommands.fitTo([-97.44, 38.11, -97.42, 38.13]);
    mapCommands.flyTo({ lat: 38.5, lng: -97.9, zoom: 11.9 });
    expect(said).toEqual(['heading', 'fit', 'heading', 'fly']);
    expect(heading).toEqual([
      [{ lat: 38.12, lng: -97.43 }, 13.5],
      [{ lat: 38.5, lng: -97.9 }, 12],
    ]);
  });
});

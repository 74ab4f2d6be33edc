import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { COVERAGE_LAYER_ID } from './coverageLayer';
import { mapView, START_ZOOM } from './mapView';
import { CluCoverageQuery, CluNodesQuery, ColorSchemaQuery } from './operations';
import { useFieldMap } from './useFieldMap';

afterEach(() => mapView.reset());

// The gateway as the test's moves ask it: no CLU nodes at the destination, no coverage where
// the flight stops, and the colours not to be had (the map then draws its defaults).
const mocks = [
  {
    request: { query: CluNodesQuery, variables: { lat: 38.1, lng: -97.4 } },
    result: { data: { cluNodes: [] } },
  },
  {
    request: { query: CluCoverageQuery, variables: { west: -98, south: 38, east: -97, north: 38.6 } },
    result: { data: { cluCoverage: [] } },
  },
  { request: { query: ColorSchemaQuery }, error: new Error('no colours') },
];
const wrapper = ({ children }: { children: ReactNode }) => (
  <MockedProvider mocks={mocks}>{children}</MockedProvider>
);

describe('the map flying to a field', () => {
  it('shows the zoom it flies to from the start of the flight, and the zoom it stops at if stopped', () => {
    const { result } = renderHook(() => useFieldMap(), { wrapper });
    expect(result.current.zoom).toBe(START_ZOOM);
    expect(result.current.layers.map((layer) => layer.id)).toContain(COVERAGE_LAYER_ID);

    act(() => result.current.headingTo({ lat: 38.12, lng: -97.43 }, 15.25));
    // The panel, outlines and neighbours follow the destination, not the country view left behind.
    expect(result.current.zoom).toBe(15.25);
    expect(result.current.layers.map((layer) => layer.id)).not.toContain(COVERAGE_LAYER_ID);

    // Stopped half-way (the grower grabbed the map): where it stopped is where it is.
    act(() =>
      result.current.follow({ lat: 38.3, lng: -97.6 }, 9.5, { west: -98, south: 38, east: -97, north: 38.6 }),
    );
    expect(result.current.zoom).toBe(9.5);
  });
});

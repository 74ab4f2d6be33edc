import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { MapField } from './boundaryLayers';
import { insidePolygon, type Position } from './editing/polygonRules';
import { MIN_FIELDS_ZOOM } from './fieldStreamer';
import { mapCommands } from './mapCommands';
import { MapFieldsQuery } from './operations';

type View = { west: number; south: number; east: number; north: number; zoom: number };

/** Views are asked for on a 0.01° grid, so small moves reuse the answer in the cache. */
const outward = (value: number, up: boolean) => (up ? Math.ceil(value * 100) : Math.floor(value * 100)) / 100;

/** The fields drawn from their own boundaries in the view, and the overlaps in dispute. */
export function useMapFields() {
  const [view, setView] = useState<View | null>(null);
  const skip = !view || view.zoom < MIN_FIELDS_ZOOM;
  const { data, refetch } = useQuery(MapFieldsQuery, {
    variables: view
      ? {
          west: outward(view.west, false),
          south: outward(view.south, false),
          east: outward(view.east, true),
          north: outward(view.north, true),
        }
      : { west: 0, south: 0, east: 0, north: 0 },
    skip,
    fetchPolicy: 'cache-and-network',
  });
  // A claimed field is a field of its own, above the CLU it came from: read the view again, so
  // its hover and popup name it (and its farm) at once.
  useEffect(
    () =>
      mapCommands.onClaimed(() => {
        if (!skip) void refetch();
      }),
    [refetch, skip],
  );
  const fields: MapField[] = data?.mapFields.fields ?? [];
  const disputes = data?.mapFields.disputes ?? [];
  return {
    fields,
    disputes,
    moved: setView,
    /**
     * The fields drawn from their own boundaries under a point: the viewer's own first, then
     * the smallest first, so a field lying over a larger one can still be picked.
     */
    fieldsAt(point: Position): MapField[] {
      return fields
        .filter((field) =>
          field.geometry.coordinates.some((rings) => insidePolygon(point, rings as Position[][])),
        )
        .sort((a, b) => Number(b.mine) - Number(a.mine) || a.area - b.area);
    },
  };
}

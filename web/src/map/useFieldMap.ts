import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { notify } from '../notify';
import { connectivity } from '../offline/connection';
import { type CoverageNode, coverageLayer } from './coverageLayer';
import { DEFAULT_FILLS, fieldLayers, stateColors } from './fieldLayers';
import { createFieldStore } from './fieldStore';
import { createFieldStreamer, MIN_FIELDS_ZOOM } from './fieldStreamer';
import { mapView, showsNeighbours, useMapZoom } from './mapView';
import { coverageBesideMarkers } from './markers';
import { CluCoverageQuery, ColorSchemaQuery } from './operations';
import { useOwnMarkerPlaces } from './ownMarkers';
import { TERRITORY_LAND_UNITS_ZOOM } from './territory/territoryStyle';

type Bounds = { west: number; south: number; east: number; north: number };

const OUTLINE_ZOOM = 12;

/** Offline, the banner says why fields do not load (offline/OfflineBanner.tsx): no toast per view. */
const sayUnlessOffline = (message: string) => {
  if (!connectivity.isOffline()) notify.error(message);
};

/** The map's field data: the store, the streamer following the view, and the layers to draw. */
/** `activeUuid`: the field in focus (its popup open), drawn in the active colour when it is yours. */
export function useFieldMap(activeUuid: string | null = null) {
  const apollo = useApolloClient();
  const store = useMemo(() => createFieldStore(), []);
  const [streamer, setStreamer] = useState<ReturnType<typeof createFieldStreamer> | null>(null);
  const zoom = useMapZoom();
  const [coverage, setCoverage] = useState<CoverageNode[]>([]);
  const markers = useOwnMarkerPlaces();
  const dots = useMemo(() => coverageBesideMarkers(coverage, markers, zoom), [coverage, markers, zoom]);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  // Failure to load colours is silently ignored (spec); the defaults draw the same map.
  const { data: schema } = useQuery(ColorSchemaQuery);

  useEffect(() => {
    const created = createFieldStreamer(apollo, store, sayUnlessOffline);
    setStreamer(created);
    return () => created.dispose();
  }, [apollo, store]);

  const colors = useMemo(
    () =>
      stateColors({
        free: schema?.colorSchema.unclaimedFields ?? DEFAULT_FILLS.free,
        claimed: schema?.colorSchema.claimedFields ?? DEFAULT_FILLS.claimed,
        mine: schema?.colorSchema.myField ?? DEFAULT_FILLS.mine,
        mineActive: schema?.colorSchema.myFieldActive ?? DEFAULT_FILLS.mineActive,
        neighbourFree: schema?.colorSchema.neighbouringFieldsFree ?? DEFAULT_FILLS.neighbourFree,
        neighbourClaimed: schema?.colorSchema.neighbouringFieldsClaimed ?? DEFAULT_FILLS.neighbourClaimed,
      }),
    [schema],
  );
  // Dots of where fields are, until the overview's tiles outline the land units themselves.
  const dotted = zoom < TERRITORY_LAND_UNITS_ZOOM;
  const layers = [
    ...(dotted ? [coverageLayer(dots, colors.fill.free)] : []),
    ...fieldLayers(snapshot.groups, colors, zoom >= OUTLINE_ZOOM, {
      activeUuid,
      showNeighbours: showsNeighbours(zoom),
    }),
  ];

  return {
    store,
    layers,
    /** How many coverage dots the view has, and how many are drawn (some give way to markers). */
    coverage: dotted ? { nodes: coverage.length, drawn: dots.length } : { nodes: 0, drawn: 0 },
    progress: snapshot,
    zoom,
    /** A field the viewer has just claimed: theirs at once, and the fields beside it re-read. */
    claimed(uuid: string) {
      store.markMine(uuid);
      if (store.restreamNeighboursOf(uuid).length === 0) return;
      void streamer?.restart().catch(() => sayUnlessOffline('The field boundaries could not be loaded.'));
    },
    /**
     * Where the map is flying to, told as the flight starts: the fields there are asked for
     * at once, not after the 800 ms flight (its end follows the same view, and the stream
     * already under way for it is kept), and the map's zoom is the destination's from now.
     */
    headingTo(center: { lat: number; lng: number }, nextZoom: number) {
      // The panel, outlines and markers follow the destination: once its fields are in, the map
      // says "loaded nearby" while it is still flying there, not "Zoom in" until it lands.
      mapView.headingTo(nextZoom);
      if (nextZoom < MIN_FIELDS_ZOOM) return;
      void streamer
        ?.follow(center, nextZoom)
        .catch(() => sayUnlessOffline('The field boundaries could not be loaded.'));
    },
    follow(center: { lat: number; lng: number }, nextZoom: number, bounds: Bounds) {
      mapView.moved(nextZoom);
      void streamer
        ?.follow(center, nextZoom)
        .catch(() => sayUnlessOffline('The field boundaries could not be loaded.'));
      if (nextZoom < MIN_FIELDS_ZOOM) {
        // Zoomed out: show where fields are, so a person knows where to zoom in.
        // Rounded (so small moves reuse the cached answer) and clamped (a zoomed-out map
        // repeats the world past ±180°).
        const round = (value: number, limit: number) =>
          Math.max(-limit, Math.min(limit, Math.round(value * 10) / 10));
        const rounded = {
          west: round(bounds.west, 180),
          south: round(bounds.south, 90),
          east: round(bounds.east, 180),
          north: round(bounds.north, 90),
        };
        apollo
          .query({ query: CluCoverageQuery, variables: rounded })
          .then(({ data }) => setCoverage(data?.cluCoverage ?? []))
          .catch(() => setCoverage([]));
      }
    },
  };
}

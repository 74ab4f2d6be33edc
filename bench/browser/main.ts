import { Deck, type Layer } from '@deck.gl/core';
import { GeoJsonLayer } from '@deck.gl/layers';
import { print } from 'graphql';
import { createClient } from 'graphql-sse';
import {
  DEFAULT_FILLS,
  fieldLayers,
  hoverLayer,
  OUTLINE_WIDTH,
  stateColors,
} from '../../web/src/map/fieldLayers';
import { createFieldStore, type FieldStore } from '../../web/src/map/fieldStore';
import type { WireBatch } from '../../web/src/map/nodeFields';
import { CluFieldsSubscription } from '../../web/src/map/operations';

// One page, three modes (?mode=binary|geojson|empty), driven by bench/browser.ts:
// - binary: the web app's own path — its subscription document over graphql-sse, its field
//   store decoding polylines into typed arrays, its layers (fill + 2 px outline, as drawn from zoom 12) fed binary
//   attributes, re-built whenever the store publishes (as the app re-renders then);
// - geojson: the same polygons as one GeoJSON FeatureCollection, fetched, parsed and given to
//   a GeoJsonLayer with the same colours, fill and outline width;
// - empty: the same page and deck with nothing loaded (the heap's floor).
// Each ends by publishing window.benchResult once everything is drawn.
// `&first=1` times the first frame that drew a field, which needs a pixel read that holds the
// page's main thread until the GPU has drawn it; so it is timed in runs of its own, and the
// other runs' arrival is not held up by it.

type Setup = {
  access: string;
  nodes: { id: number; fieldCount: number }[];
  view: { longitude: number; latitude: number; zoom: number };
};

export type BenchResult = {
  mode: string;
  polygons: number;
  /** responseStart of the data's first response, ms since the page's time origin. */
  firstByte: number;
  /** When the frame holding every polygon had been drawn (GPU work finished). */
  drawn: number;
  /** Total of deck.gl's 'Update Attributes' timer over the whole load (deck.metrics). */
  updateAttributesMs: number;
  /** When the last of the data had arrived (and, for the app, been published to its layers). */
  arrived: number;
  /** When the data was asked for: the app's subscriptions opened, GeoJSON's fetch called. */
  requested: number;
  /**
   * When every polygon was decoded: the app's last batch applied to its field store (polylines
   * decoded into typed arrays), GeoJSON's response parsed by JSON.parse.
   */
  decoded: number;
  /** The end of the first frame that drew any field (GPU work finished); 0 unless `first=1`. */
  firstDrawn: number;
  /** Frames deck drew during the load, and how long one more frame of everything takes. */
  frames: number;
  frameMs: number;
  error?: string;
};

declare global {
  interface Window {
    benchResult?: BenchResult;
  }
}

const params = new URLSearchParams(location.search);
const mode = params.get('mode') ?? 'binary';
/** Where the setup and the GeoJSON route are (the bench's data server, another origin). */
const dataOrigin = params.get('data') ?? '';
const timeFirstFrame = params.get('first') === '1';
const colors = stateColors(DEFAULT_FILLS);
type Properties = { claimed: boolean; mine: boolean };
const setup = (await (await fetch(`${dataOrigin}/bench/setup.json`)).json()) as Setup;

let updateAttributesMs = 0;
let frames = 0;
let deckLoaded: () => void = () => {};
const loaded = new Promise<void>((resolve) => {
  deckLoaded = resolve;
});
let afterRender: (() => void) | null = null;
let firstDrawn = 0;
const deck = new Deck({
  canvas: 'map',
  initialViewState: setup.view,
  controller: false,
  // The app's map always holds its hover layer (hidden until a field is hovered), so its
  // polygon shader is built when the map loads; both modes' pages hold it too.
  layers: [hoverLayer(null)],
  // deck.metrics resets its timers every 60 frames; add up each window as it is reported.
  _onMetrics: (metrics) => {
    updateAttributesMs += metrics.updateAttributesTime;
    frames += metrics.framesRedrawn;
  },
  onLoad: () => deckLoaded(),
  onAfterRender: ({ gl }) => {
    const layers = deck.props.layers as Layer[];
    if (timeFirstFrame && firstDrawn === 0 && layers.some((layer) => layer.isLoaded && layer.props.visible)) {
      gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
      firstDrawn = performance.now();
    }
    if (!afterRender) return;
    // Reading a pixel waits for the GPU (SwiftShader here) to finish the measured frame.
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
    afterRender();
  },
});

const nextFrameDrawn = () =>
  new Promise<number>((resolve) => {
    afterRender = () => {
      afterRender = null;
      resolve(performance.now());
    };
    // On the next animation frame: deck applies new layers in its own frame callback, and a
    // redraw forced from here would draw (synchronously) before it ever got to.
    requestAnimationFrame(() => deck.redraw('bench'));
  });

/** The first frame drawn with every layer's data processed. */
async function allDrawn(): Promise<number> {
  for (;;) {
    const at = await nextFrameDrawn();
    if ((deck.props.layers as Layer[]).every((layer) => layer.isLoaded)) return at;
  }
}

/**
 * The first response byte of the data's requests (resource timing). A stream the client
 * closes itself at its `complete` message may leave no entry; when none of the app's did,
 * `fallback` (its first batch, as received) stands in.
 */
function firstByteOf(path: string, fallback: number): number {
  const entries = performance
    .getEntriesByType('resource')
    .filter((entry): entry is PerformanceResourceTiming => entry.name.includes(path));
  return entries.length > 0 ? Math.min(...entries.map((entry) => entry.responseStart)) : fallback;
}

/** Resolves once the store has published every node of its view complete (outlines too). */
function allPublished(store: FieldStore): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (store.getSnapshot().nodes.every((node) => node.outlined)) resolve();
    };
    store.subscribe(check);
    check();
  });
}

type Loaded = { polygons: number; requested: number; decoded: number; firstBatch: number };

async function loadBinary(): Promise<Loaded> {
  // The app caches at most MAX_NODES nodes per store, and a subscription asks for at most 36
  // (the schema's limit); 20,000 polygons span more, so the page opens one subscription and
  // one store per 36 nodes, all at once, as one view of them would.
  const stores: FieldStore[] = [];
  // The app's one store outlines its fields once every node in view has arrived (fieldStore.ts);
  // here the view spans three stores, so outlines wait for all three, as they would in the app.
  const redraw = () => {
    const arrived = stores.every((store) => store.getSnapshot().nodes.every((node) => node.done));
    deck.setProps({
      layers: [
        ...stores.flatMap((store) => fieldLayers(store.getSnapshot().groups, colors, arrived)),
        hoverLayer(null),
      ],
    });
  };
  const sse = createClient({
    url: '/graphql/stream',
    headers: { authorization: `Bearer ${setup.access}` },
    retryAttempts: 0,
  });
  const streamed: Promise<void>[] = [];
  let firstBatch = 0;
  const requested = performance.now();
  for (let start = 0; start < setup.nodes.length; start += 36) {
    const block = setup.nodes.slice(start, start + 36);
    const store = createFieldStore();
    store.setView(block);
    store.subscribe(redraw);
    stores.push(store);
    streamed.push(
      new Promise<void>((resolve, reject) => {
        sse.subscribe<{ cluFields: WireBatch }>(
          { query: print(CluFieldsSubscription), variables: { nodes: block.map(({ id }) => ({ id })) } },
          {
            next: (result) => {
              firstBatch ||= performance.now();
              if (result.data) store.applyBatch(result.data.cluFields);
              if (result.errors) reject(new Error(result.errors[0]?.message));
            },
            error: reject,
            complete: resolve,
          },
        );
      }),
    );
  }
  await Promise.all(streamed);
  // Each batch is decoded into the store's typed arrays as it is applied.
  const decoded = performance.now();
  // Wait for the stores' last publish, so the frame measured below holds every polygon.
  await Promise.all(stores.map(allPublished));
  const polygons = stores
    .flatMap((store) => store.getSnapshot().nodes)
    .reduce((sum, node) => sum + node.polygonCount, 0);
  return { polygons, requested, decoded, firstBatch };
}

async function loadGeojson(): Promise<Loaded> {
  const requested = performance.now();
  const response = await fetch(`${dataOrigin}/bench/fields.geojson`);
  const data = (await response.json()) as { features: { geometry: { coordinates: unknown[] } }[] };
  const decoded = performance.now();
  const firstBatch = decoded;
  const layer: Layer = new GeoJsonLayer({
    id: 'geojson',
    data: data as never,
    filled: true,
    stroked: true,
    // Coloured by the same rule as the app: the viewer's own, claimed, or free.
    getFillColor: (feature: { properties: Properties }) =>
      colors.fill[feature.properties.mine ? 'mine' : feature.properties.claimed ? 'claimed' : 'free'],
    getLineColor: colors.outline,
    getLineWidth: OUTLINE_WIDTH,
    lineWidthUnits: 'pixels',
    pickable: true,
    autoHighlight: true,
  });
  deck.setProps({ layers: [layer, hoverLayer(null)] });
  const polygons = data.features.reduce((sum, feature) => sum + feature.geometry.coordinates.length, 0);
  return { polygons, requested, decoded, firstBatch };
}

try {
  // Both paths start once deck has drawn a frame and the GPU has finished it, as on the app's
  // map, whose basemap is drawn before fields are asked for. (Started at deck's onLoad, the
  // first requests met the software GPU's start-up: a 250-900 ms task on the page's thread.)
  await loaded;
  await nextFrameDrawn();
  const nothing = { polygons: 0, requested: 0, decoded: 0, firstBatch: 0 };
  const { polygons, requested, decoded, firstBatch } =
    mode === 'binary' ? await loadBinary() : mode === 'geojson' ? await loadGeojson() : nothing;
  const arrived = performance.now();
  const drawn = await allDrawn();
  // What the timer holds since its last 60-frame report (deck keeps its stats protected).
  const { stats } = deck as unknown as { stats: { get(name: string): { time: number; count: number } } };
  const residual = stats.get('Update Attributes').time;
  const residualFrames = stats.get('Redraw Count').count;
  const before = performance.now();
  const frameMs = (await nextFrameDrawn()) - before;
  window.benchResult = {
    mode,
    polygons,
    firstByte:
      mode === 'empty'
        ? drawn
        : firstByteOf(mode === 'binary' ? '/graphql/stream' : 'fields.geojson', firstBatch),
    arrived,
    requested,
    decoded,
    firstDrawn,
    drawn,
    updateAttributesMs: updateAttributesMs + residual,
    frames: frames + residualFrames,
    frameMs,
  };
} catch (error) {
  window.benchResult = {
    mode,
    polygons: 0,
    firstByte: 0,
    arrived: 0,
    requested: 0,
    decoded: 0,
    firstDrawn: 0,
    drawn: 0,
    updateAttributesMs: 0,
    frames: 0,
    frameMs: 0,
    error: String(error),
  };
}

import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { notify } from '../notify';
import { fieldColors, fieldLayers } from './fieldLayers';
import { createFieldStore } from './fieldStore';
import { createFieldStreamer } from './fieldStreamer';
import { ColorSchemaQuery } from './operations';

const OUTLINE_ZOOM = 12;
const FALLBACK_FILL = '#adb5bd';

/** The map's field data: the store, the streamer following the view, and the layers to draw. */
export function useFieldMap() {
  const apollo = useApolloClient();
  const store = useMemo(() => createFieldStore(), []);
  const [streamer, setStreamer] = useState<ReturnType<typeof createFieldStreamer> | null>(null);
  const [zoom, setZoom] = useState(5);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  // Failure to load colours is silently ignored (spec); the defaults draw the same map.
  const { data: schema } = useQuery(ColorSchemaQuery);

  useEffect(() => {
    const created = createFieldStreamer(apollo, store, (message) => notify.error(message));
    setStreamer(created);
    return () => created.dispose();
  }, [apollo, store]);

  const colors = fieldColors(schema?.colorSchema.unclaimedFields ?? FALLBACK_FILL);
  const layers = fieldLayers(snapshot.nodes, colors, zoom >= OUTLINE_ZOOM);

  return {
    store,
    layers,
    progress: snapshot,
    zoom,
    follow(center: { lat: number; lng: number }, nextZoom: number) {
      setZoom(nextZoom);
      void streamer
        ?.follow(center, nextZoom)
        .catch(() => notify.error('The field boundaries could not be loaded.'));
    },
  };
}

import 'maplibre-gl/dist/maplibre-gl.css';
import type { PickingInfo } from '@deck.gl/core';
import type { MapboxOverlay } from '@deck.gl/mapbox';
import { Box, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import MapView, {
  AttributionControl,
  type MapLayerMouseEvent,
  type MapRef,
  NavigationControl,
  Popup,
} from 'react-map-gl/maplibre';
import { config } from '../config';
import { COVERAGE_LAYER_ID, type CoverageNode } from './coverageLayer';
import { DeckOverlay } from './DeckOverlay';
import { nodeOfLayer } from './fieldLayers';
import { MIN_FIELDS_ZOOM } from './fieldStreamer';
import { offlineStyle } from './offlineStyle';
import { PlaceSearch } from './PlaceSearch';
import { useFieldMap } from './useFieldMap';

// Spec constants: start over the middle of the US, zoom snapping to quarter steps, max zoom
// 20; tooltips from zoom 14.
const START = { latitude: 36, longitude: -95, zoom: 5 };
const TOOLTIP_ZOOM = 14;

type Selected = { lng: number; lat: number; acres: number; uuid: string; claimed: boolean };

export function FieldMap() {
  const mapRef = useRef<MapRef>(null);
  const overlayRef = useRef<MapboxOverlay | null>(null);
  const fields = useFieldMap();
  const [selected, setSelected] = useState<Selected | null>(null);

  const fieldAt = (info: PickingInfo) => {
    if (info.index < 0 || !info.layer) return null;
    const node = fields.store.node(nodeOfLayer(info.layer.id));
    const fieldIndex = node?.polygonField[info.index];
    if (!node || fieldIndex === undefined) return null;
    return {
      uuid: node.uuids[fieldIndex] ?? '',
      acres: node.acres[fieldIndex] ?? 0,
      claimed: node.claimed[fieldIndex] ?? false,
    };
  };

  // Clicks come from the map (a plain DOM click) and are picked in deck.gl: deck's own tap
  // recogniser drops clicks whose press and release are far apart on a busy main thread.
  const onMapClick = (event: MapLayerMouseEvent) => {
    const info = overlayRef.current?.pickObject({ x: event.point.x, y: event.point.y, radius: 2 });
    if (info?.layer?.id === COVERAGE_LAYER_ID) {
      const { center } = info.object as CoverageNode;
      mapRef.current?.flyTo({ center: [center.lng, center.lat], zoom: 13, duration: 800 });
      return;
    }
    const field = info ? fieldAt(info) : null;
    setSelected(field ? { ...field, lng: event.lngLat.lng, lat: event.lngLat.lat } : null);
  };

  const onMoveEnd = () => {
    const map = mapRef.current;
    if (!map) return;
    const zoom = map.getZoom();
    const snapped = Math.round(zoom * 4) / 4;
    if (Math.abs(snapped - zoom) > 1e-3) map.zoomTo(snapped, { duration: 150 });
    const center = map.getCenter();
    const bounds = map.getBounds();
    fields.follow({ lat: center.lat, lng: center.lng }, snapped, {
      west: bounds.getWest(),
      south: bounds.getSouth(),
      east: bounds.getEast(),
      north: bounds.getNorth(),
    });
  };

  const { loaded, expected } = fields.progress;
  return (
    <Box
      pos="relative"
      h="100%"
      data-testid="map.fields"
      data-fields-loaded={loaded}
      data-fields-expected={expected}
    >
      <MapView
        ref={mapRef}
        initialViewState={START}
        maxZoom={20}
        mapStyle={config.mapStyleUrl ?? offlineStyle}
        attributionControl={false}
        onMoveEnd={onMoveEnd}
        onLoad={onMoveEnd}
        onClick={onMapClick}
      >
        <DeckOverlay
          layers={fields.layers}
          getTooltip={(info) => {
            if (info.layer?.id === COVERAGE_LAYER_ID && info.object) {
              const { fieldCount } = info.object as CoverageNode;
              return {
                text: `${fieldCount.toLocaleString('en-US')} fields here · click to zoom in`,
                style: { pointerEvents: 'none' },
              };
            }
            const field = fields.zoom >= TOOLTIP_ZOOM ? fieldAt(info) : null;
            if (!field) return null;
            // The tooltip sits under the cursor: it must let clicks through to the field.
            const text = `${field.acres.toFixed(2)} ac · ${field.claimed ? 'Claimed field' : 'Unclaimed field'}`;
            return { text, style: { pointerEvents: 'none' } };
          }}
          overlayRef={overlayRef}
        />
        <NavigationControl position="top-right" showCompass={false} />
        <AttributionControl
          position="bottom-right"
          customAttribution={config.mapAttribution || 'Field boundaries: USDA CLU demo data'}
        />
        {selected && (
          <Popup
            longitude={selected.lng}
            latitude={selected.lat}
            onClose={() => setSelected(null)}
            closeOnClick={false}
          >
            <Stack gap={2} data-testid="map.field-popup">
              <Text fw={600}>{selected.claimed ? 'Claimed field' : 'Unclaimed field'}</Text>
              <Text size="sm">{selected.acres.toFixed(2)} ac.</Text>
            </Stack>
          </Popup>
        )}
      </MapView>
      <Paper pos="absolute" top={12} left={12} p="xs" shadow="sm" withBorder style={{ zIndex: 2 }}>
        <Stack gap={6}>
          <PlaceSearch
            onGo={(place) =>
              mapRef.current?.flyTo({ center: [place.lng, place.lat], zoom: place.zoom, duration: 800 })
            }
          />
          {fields.zoom < MIN_FIELDS_ZOOM ? (
            <Text size="sm" c="dimmed">
              Zoom in to see field boundaries. Dots mark where fields are.
            </Text>
          ) : expected > 0 && loaded < expected ? (
            <Group gap="xs" wrap="nowrap" role="status" aria-label="Loading fields">
              <Progress value={(100 * loaded) / expected} w={220} />
              <Text size="xs">
                {loaded.toLocaleString('en-US')} / {expected.toLocaleString('en-US')} fields
              </Text>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {expected > 0
                ? `${expected.toLocaleString('en-US')} fields loaded nearby`
                : 'No field boundaries here.'}
            </Text>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}

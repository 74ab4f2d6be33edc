import 'maplibre-gl/dist/maplibre-gl.css';
import type { PickingInfo } from '@deck.gl/core';
import type { MapboxOverlay } from '@deck.gl/mapbox';
import { Box, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import MapView, {
  AttributionControl,
  type MapLayerMouseEvent,
  type MapRef,
  NavigationControl,
  Popup,
} from 'react-map-gl/maplibre';
import { config } from '../config';
import { ClaimFieldModal } from './ClaimFieldModal';
import { COVERAGE_LAYER_ID, type CoverageNode } from './coverageLayer';
import { DeckOverlay } from './DeckOverlay';
import { nodeOfLayer } from './fieldLayers';
import type { FieldOwner, FieldState } from './fieldStore';
import { MIN_FIELDS_ZOOM } from './fieldStreamer';
import { OwnFieldMarkers } from './OwnFieldMarkers';
import { offlineStyle } from './offlineStyle';
import { PlaceSearch } from './PlaceSearch';
import { useFieldMap } from './useFieldMap';

// Spec constants: start over the middle of the US, zoom snapping to quarter steps, max zoom
// 20; tooltips from zoom 14; padding 200 when fitting a field.
const START = { latitude: 36, longitude: -95, zoom: 5 };
const TOOLTIP_ZOOM = 14;
const FIT_PADDING = 200;

type PickedField = {
  uuid: string;
  acres: number;
  state: FieldState;
  neighbour: boolean;
  owner: FieldOwner | null;
};
type Selected = PickedField & { lng: number; lat: number };

const STATE_LABEL: Record<FieldState, string> = {
  free: 'Unclaimed field',
  claimed: 'Claimed field',
  mine: 'Your field',
};

/** What a field is to the viewer, in words; neighbours are the fields beside theirs. */
function fieldLabel(field: PickedField): string {
  if (field.neighbour && field.state === 'claimed') return "Neighbour's field";
  if (field.neighbour && field.state === 'free') return 'Unclaimed field beside yours';
  return STATE_LABEL[field.state];
}

/** The hover text: acres, whose field, and a neighbour's owner where the plan shows it. */
function tooltipText(field: PickedField): string {
  const owner = field.owner ? ` · ${field.owner.n} (${field.owner.e})` : '';
  return `${field.acres.toFixed(2)} ac · ${fieldLabel(field)}${owner}`;
}

export function FieldMap() {
  const mapRef = useRef<MapRef>(null);
  const overlayRef = useRef<MapboxOverlay | null>(null);
  const [selected, setSelected] = useState<Selected | null>(null);
  const fields = useFieldMap(selected?.uuid ?? null);

  const [claiming, setClaiming] = useState<PickedField | null>(null);

  const fieldAt = (info: PickingInfo): PickedField | null => {
    if (info.index < 0 || !info.layer) return null;
    const node = fields.store.node(nodeOfLayer(info.layer.id));
    const fieldIndex = node?.polygonField[info.index];
    if (!node || fieldIndex === undefined) return null;
    return {
      uuid: node.uuids[fieldIndex] ?? '',
      acres: node.acres[fieldIndex] ?? 0,
      state: node.states[fieldIndex] ?? 'free',
      neighbour: node.neighbours[fieldIndex] ?? false,
      owner: node.owners.get(fieldIndex) ?? null,
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
            return { text: tooltipText(field), style: { pointerEvents: 'none' } };
          }}
          overlayRef={overlayRef}
        />
        <OwnFieldMarkers
          zoom={fields.zoom}
          onFit={([west, south, east, north]) =>
            mapRef.current?.fitBounds(
              [
                [west, south],
                [east, north],
              ],
              { padding: FIT_PADDING, duration: 800 },
            )
          }
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
            <Stack gap={4} data-testid="map.field-popup">
              <Text fw={600}>{fieldLabel(selected)}</Text>
              <Text size="sm">{selected.acres.toFixed(2)} ac.</Text>
              {selected.owner && (
                <Text size="sm">
                  {selected.owner.n} · {selected.owner.e}
                </Text>
              )}
              {selected.state === 'free' && (
                <Button
                  size="xs"
                  onClick={() => {
                    setClaiming(selected);
                    setSelected(null);
                  }}
                >
                  Claim field
                </Button>
              )}
            </Stack>
          </Popup>
        )}
      </MapView>
      {claiming && (
        <ClaimFieldModal
          field={claiming}
          onClose={() => setClaiming(null)}
          onClaimed={(uuid) => fields.claimed(uuid)}
        />
      )}
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

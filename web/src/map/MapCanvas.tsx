import 'maplibre-gl/dist/maplibre-gl.css';
import type { Layer, PickingInfo } from '@deck.gl/core';
import type { MapboxOverlay } from '@deck.gl/mapbox';
import { Box, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import MapView, {
  AttributionControl,
  type MapLayerMouseEvent,
  type MapRef,
  NavigationControl,
} from 'react-map-gl/maplibre';
import { config } from '../config';
import { offlineStyle } from './basemap/offlineStyle';
import { useOfflineBasemap } from './basemap/useOfflineBasemap';
import { boundaryEditLayer } from './boundaryEditLayer';
import { boundaryLayers, workingLayers } from './boundaryLayers';
import { clickIntent, pickedClu } from './clickIntent';
import { COVERAGE_LAYER_ID, type CoverageNode } from './coverageLayer';
import { DeckOverlay } from './DeckOverlay';
import { editStore, useEditState } from './editing/editStore';
import { FieldPopup } from './FieldPopup';
import { FieldsLoadingPanel } from './FieldsLoadingPanel';
import { type FieldHit, fieldAt } from './fieldGeometry';
import { hoverLayer } from './fieldLayers';
import { hoverName } from './hoverName';
import { mapView, START_ZOOM } from './mapView';
import { TerritoryOverview } from './territory/TerritoryOverview';
import { useBoundaryColors } from './useBoundaryColors';
import { useEditGestures } from './useEditGestures';
import { useEditKeys } from './useEditKeys';
import { useFieldMap } from './useFieldMap';
import { type PopupField, useFieldPopup } from './useFieldPopup';
import { useMapCommands } from './useMapCommands';
import { useMapFields } from './useMapFields';
import { snapZoom } from './zoomSnap';

// Spec constants: start over the middle of the US, max zoom 20. The pure parts live beside this
// file: what a click means (clickIntent), what the tooltip says (hoverName), zoom snapping
// (zoomSnap); the popup's field and where the focus goes back to are useFieldPopup's.
const START = { latitude: 36, longitude: -95, zoom: START_ZOOM };

/** A free field the grower asked to claim from its popup. */
export type ClaimTarget = { uuid: string; acres: number };

export type MapCanvasProps = {
  /** The popup's Claim field on a free field; the screen around the map opens its claim dialog. */
  onClaim?: (field: ClaimTarget) => void;
  /** Drawn on the map among its markers (the grower's own fields). */
  children?: ReactNode;
  /** The top-left panel's tool above the loading line (the place search). */
  search?: ReactNode;
  /** More in a field's popup, from the screen around the map (an own field's Edit field). */
  popupActions?: (field: PopupField) => ReactNode;
  /** Shown over the map while an edit mode is on (the draw, edit, merge and split banners). */
  banner?: ReactNode;
  /** In merge mode, the second field the grower clicked: merge it into the first. */
  onMergePick?: (first: string, second: string) => void;
  /** Layers drawn above the fields and their boundaries by the screen around the map (the spray view). */
  overlays?: Layer[];
  /** Layers drawn above everything: another account's fields shown read-only, with their names. */
  topLayers?: Layer[];
};

/**
 * The map of fields: the basemap, the CLU and drawn boundaries, hover and popups, and the edit
 * modes' clicks. The screen around it brings the dialogs, the search and the markers.
 */
export function MapCanvas({
  onClaim,
  children,
  search,
  popupActions,
  banner,
  onMergePick,
  overlays = [],
  topLayers = [],
}: MapCanvasProps = {}) {
  const mapRef = useRef<MapRef>(null);
  const overlayRef = useRef<MapboxOverlay | null>(null);
  const boundaries = useMapFields();
  const mode = useEditState((state) => state.mode);
  // Whether the camera is on its way somewhere (a fit, a flight, a drag): the map says so on its
  // element, so what waits for the map (a person's next click, a test) can wait for it to settle.
  const [moving, setMoving] = useState(false);
  const popup = useFieldPopup(boundaries.fields, moving, mode);
  const { selected } = popup;
  const fields = useFieldMap(selected?.uuid ?? null);
  const basemap = useOfflineBasemap(!config.mapStyleUrl);

  const edit = useEditState((state) => state);
  const gestures = useEditGestures(mapRef, overlayRef, () => fields.progress.nodes);
  useEditKeys();
  const colors = useBoundaryColors();
  const listenForCommands = useMapCommands(mapRef, fields.claimed, fields.headingTo);
  // The zoom is the app's while this map is on screen; the next map starts afresh.
  useEffect(() => () => mapView.reset(), []);

  const [hovered, setHovered] = useState<FieldHit | null>(null);
  const hitAt = (lng: number, lat: number) => fieldAt(fields.progress.nodes, lng, lat);

  // Clicks come from the map (a plain DOM click): deck's own tap recogniser drops clicks whose
  // press and release are far apart on a busy main thread.
  const onMapClick = (event: MapLayerMouseEvent) => {
    // A click on a marker of the grower's own fields is the marker's (it fits the map).
    if ((event.originalEvent.target as Element | null)?.closest?.('.maplibregl-marker')) return;
    const info = overlayRef.current?.pickObject({ x: event.point.x, y: event.point.y, radius: 2 });
    const { lng, lat } = event.lngLat;
    // The store's mode now, not this render's: a click can come before React re-renders.
    const { mode, selection } = editStore.getState();
    const intent = clickIntent(mode, {
      coverage: info?.layer?.id === COVERAGE_LAYER_ID ? (info.object as CoverageNode) : null,
      drawnAt: () => boundaries.fieldsAt([lng, lat]),
      cluAt: () => pickedClu(hitAt(lng, lat)),
      selection,
    });
    if (intent.kind === 'zoom-to-node')
      mapRef.current?.flyTo({ center: [intent.center.lng, intent.center.lat], zoom: 13, duration: 800 });
    else if (intent.kind === 'place-corner') gestures.drawClick(event);
    else if (intent.kind === 'merge') onMergePick?.(intent.first, intent.second);
    else if (intent.kind === 'select') popup.pick(intent.field && { ...intent.field, lng, lat });
  };

  /** The pointer moved (deck's hover): highlight the field under it, and say what it is. */
  const onHover = (info: PickingInfo) => {
    // While drawing or editing, the pointer places corners: no field tooltips in the way.
    if (mode !== 'view') return null;
    const coverage =
      info.layer?.id === COVERAGE_LAYER_ID && info.object ? (info.object as CoverageNode) : null;
    const [lng, lat] = info.coordinate ?? [];
    if (!coverage && (lng === undefined || lat === undefined)) {
      if (hovered) setHovered(null);
      return null;
    }
    let drawn: ReturnType<typeof boundaries.fieldsAt>[number] | undefined;
    let hit: FieldHit | null = null;
    if (!coverage && lng !== undefined && lat !== undefined) {
      // A field drawn from its own boundary lies above the CLU it may cover: the hover names it,
      // as a click's popup does, and the CLU beneath is not highlighted.
      drawn = boundaries.fieldsAt([lng, lat])[0];
      hit = drawn ? null : hitAt(lng, lat);
      if (hit?.node !== hovered?.node || hit?.polygon !== hovered?.polygon) setHovered(hit);
    }
    const text = hoverName(fields.zoom, { coverage, drawn, clu: pickedClu(hit) });
    // The tooltip sits under the cursor: it must let clicks through to the field.
    return text && { text, style: { pointerEvents: 'none' } };
  };

  const onMoveEnd = () => {
    const map = mapRef.current;
    if (!map) return;
    const { snapped, snapping } = snapZoom(map.getZoom());
    // Still moving while the zoom snaps: that short move's own end settles it.
    setMoving(snapping);
    if (snapping) {
      // Snapped after maplibre has finished the move that just ended: starting a camera move
      // from inside its 'moveend' (fired mid-frame when a new move interrupts one, e.g. the zoom
      // buttons pressed quickly) breaks its camera ("this._onEaseFrame is not a function").
      setTimeout(() => {
        if (!map.isMoving()) map.zoomTo(snapped, { duration: 150 });
      }, 0);
    }
    const center = map.getCenter();
    const edges = map.getBounds();
    const bounds = {
      west: edges.getWest(),
      south: edges.getSouth(),
      east: edges.getEast(),
      north: edges.getNorth(),
    };
    fields.follow({ lat: center.lat, lng: center.lng }, snapped, bounds);
    boundaries.moved({ ...bounds, zoom: snapped });
    basemap.moved(snapped, bounds);
  };

  const { loaded, expected, asking } = fields.progress;
  return (
    <Box
      pos="relative"
      h="100%"
      data-testid="map.fields"
      data-fields-loaded={loaded}
      data-fields-expected={expected}
      data-coverage-nodes={fields.coverage.nodes}
      data-coverage-dots={fields.coverage.drawn}
      data-moving={moving}
    >
      <MapView
        ref={mapRef}
        initialViewState={START}
        maxZoom={20}
        mapStyle={config.mapStyleUrl ?? offlineStyle}
        attributionControl={false}
        onMoveStart={() => setMoving(true)}
        onMoveEnd={onMoveEnd}
        onLoad={(event) => {
          basemap.loaded(event.target);
          onMoveEnd();
          listenForCommands();
        }}
        onClick={onMapClick}
        onMouseDown={gestures.onMouseDown}
        doubleClickZoom={mode === 'view'}
        cursor={
          mode === 'draw' ||
          mode === 'split' ||
          mode === 'merge' ||
          (mode === 'edit' && edit.tool !== 'corners')
            ? 'crosshair'
            : undefined
        }
      >
        <TerritoryOverview />
        <DeckOverlay
          layers={[
            ...basemap.layers,
            ...fields.layers,
            hoverLayer(mode === 'view' ? hovered : null),
            ...boundaryLayers(boundaries.fields, boundaries.disputes, colors, {
              active: selected?.drawn ? selected.uuid : null,
              merging: mode === 'merge' ? (edit.selection[0] ?? null) : null,
              hidden: mode === 'edit' ? (edit.selection[0] ?? null) : null,
            }),
            // Above the drawn fields: a neighbour's field the plan would injure shows in the
            // legend's red, not in the claimed-neighbour colour of its boundary beneath.
            ...overlays,
            ...workingLayers(edit.finished ?? edit.working, mode === 'draw'),
            boundaryEditLayer(mode === 'edit' ? edit.boundary : null, edit.tool),
            ...topLayers,
          ]}
          getTooltip={onHover}
          overlayRef={overlayRef}
        />
        {/* The markers (own fields' labels): clicking one fits the map to it, so while drawing,
            editing, merging or splitting they step aside; a click there would be a lost corner. */}
        {mode === 'view' && children}
        <NavigationControl position="top-right" showCompass={false} />
        <AttributionControl
          position="bottom-right"
          customAttribution={
            config.mapAttribution ||
            'Field boundaries: USDA CLU demo data · State and county lines: US Census Bureau'
          }
        />
        {/* Only while viewing: an edit mode started from the popup hides it in the same render as
            its banner appears, so the first click of the mode lands on the map, not on the popup. */}
        {selected && mode === 'view' && (
          <FieldPopup
            field={selected}
            farmName={popup.farmName}
            onClose={popup.close}
            {...(onClaim ? { onClaim } : {})}
            actions={popup.field && popupActions?.(popup.field)}
          />
        )}
      </MapView>
      <VisuallyHidden>
        <ul aria-label="Places on the map">
          {basemap.namesInView.map((name, index) => (
            // Names repeat across states (31 Washington Counties), and so cannot be the key.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole on every move
            <li key={index}>{name}</li>
          ))}
        </ul>
      </VisuallyHidden>
      {banner}
      <FieldsLoadingPanel
        zoom={fields.zoom}
        loaded={loaded}
        expected={expected}
        asking={asking}
        coverage={fields.coverage}
      >
        {search}
      </FieldsLoadingPanel>
    </Box>
  );
}

import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useMemo, useState } from 'react';
import { type Basemap, type Bounds, loadBasemap, namesIn } from './basemapData';
import { basemapLabelLayers, namesShownAt } from './basemapLabels';
import { COUNTY_LINES, STATE_LINES } from './offlineStyle';

/**
 * The offline basemap's lines and names, for a map drawn with `offlineStyle` (`enabled`; a
 * configured satellite style has its own). Call `loaded` from the map's load event and `moved`
 * when a move ends; draw `layers` first among the deck layers, so the fields stay on top.
 */
export function useOfflineBasemap(enabled: boolean) {
  const [basemap, setBasemap] = useState<Basemap | null>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [view, setView] = useState<{ zoom: number; bounds: Bounds } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    // Without it the map is the plain ground it always was; the fields still draw.
    loadBasemap()
      .then((loaded) => live && setBasemap(loaded))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [enabled]);

  useEffect(() => {
    if (!map || !basemap) return;
    (map.getSource(STATE_LINES) as GeoJSONSource | undefined)?.setData(basemap.stateLines);
    (map.getSource(COUNTY_LINES) as GeoJSONSource | undefined)?.setData(basemap.countyLines);
  }, [map, basemap]);

  const zoom = view?.zoom ?? 0;
  const layers = useMemo(() => basemapLabelLayers(basemap, zoom), [basemap, zoom]);
  /** What the map's names say in view, for people who cannot see the map (and for tests). */
  const namesInView = useMemo(() => {
    if (!basemap || !view) return [];
    const points = namesShownAt(view.zoom) === 'states' ? basemap.stateNames : basemap.countyNames;
    return namesIn(points, view.bounds);
  }, [basemap, view]);

  return {
    layers,
    namesInView,
    loaded: (loadedMap: MapLibreMap) => setMap(loadedMap),
    moved: (nextZoom: number, bounds: Bounds) => setView({ zoom: nextZoom, bounds }),
  };
}

import { Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Layer, Source, useMap } from 'react-map-gl/maplibre';
import { LegendRow } from '../../layout/LegendRow';
import {
  legendOf,
  TERRITORY_FIELDS_FILL,
  TERRITORY_MAX_ZOOM,
  TERRITORY_SOURCE,
  TERRITORY_TILE_MAX_ZOOM,
  type TerritoryLegend,
  territoryLayers,
  territoryTiles,
} from './territoryStyle';

/**
 * The territory at a glance, below zoom 11: the gateway's vector tiles (land units, and the
 * viewer's and its growers' fields by crop and grower) drawn by maplibre, with their legend
 * made from the fields on screen. Inside the MapView; from zoom 11 the streamed fields draw.
 */
export function TerritoryOverview() {
  const { current: map } = useMap();
  const [legend, setLegend] = useState<TerritoryLegend>({ crops: [], growers: [] });

  useEffect(() => {
    if (!map) return;
    const update = () => {
      const shown = map.getZoom() < TERRITORY_MAX_ZOOM && map.getLayer(TERRITORY_FIELDS_FILL);
      setLegend(legendOf(shown ? map.queryRenderedFeatures({ layers: [TERRITORY_FIELDS_FILL] }) : []));
    };
    map.on('idle', update);
    return () => {
      map.off('idle', update);
    };
  }, [map]);

  return (
    <>
      <Source
        id={TERRITORY_SOURCE}
        type="vector"
        tiles={territoryTiles(window.location.origin)}
        maxzoom={TERRITORY_TILE_MAX_ZOOM}
      >
        {territoryLayers.map((layer) => (
          <Layer key={layer.id} {...layer} />
        ))}
      </Source>
      {legend.crops.length + legend.growers.length > 0 && (
        // Top right, under the zoom buttons: the bottom right is the neighbour prompt's, the
        // bottom left the drift legend's.
        <Paper
          pos="absolute"
          top={140}
          right={10}
          p="xs"
          shadow="sm"
          withBorder
          aria-label="Territory legend"
          style={{ zIndex: 2, maxHeight: 'calc(100% - 200px)', overflowY: 'auto' }}
        >
          <Stack gap={4}>
            <Text size="xs" fw={700}>
              Crops
            </Text>
            {legend.crops.map((crop) => (
              <LegendRow key={crop.name} color={crop.color}>
                {crop.name}
              </LegendRow>
            ))}
            <Text size="xs" fw={700} mt={4}>
              Growers
            </Text>
            {legend.growers.map((grower) => (
              <LegendRow key={grower.name} color={grower.color} outline>
                {grower.name}
              </LegendRow>
            ))}
          </Stack>
        </Paper>
      )}
    </>
  );
}

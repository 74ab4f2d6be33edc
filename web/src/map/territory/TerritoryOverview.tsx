import { Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Layer, Source, useMap } from 'react-map-gl/maplibre';
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

function Swatch({ color, outline }: { color: string; outline?: boolean }) {
  return (
    <span
      aria-hidden
      style={{
        width: 14,
        height: 14,
        borderRadius: 3,
        background: outline ? 'transparent' : color,
        border: `${outline ? 3 : 1}px solid ${color}`,
      }}
    />
  );
}

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
        <Paper
          pos="absolute"
          bottom={36}
          right={10}
          p="xs"
          shadow="sm"
          withBorder
          aria-label="Territory legend"
          style={{ zIndex: 2, maxHeight: '45%', overflowY: 'auto' }}
        >
          <Stack gap={4}>
            <Text size="xs" fw={700}>
              Crops
            </Text>
            {legend.crops.map((crop) => (
              <Group key={crop.name} gap={6} wrap="nowrap">
                <Swatch color={crop.color} />
                <Text size="xs">{crop.name}</Text>
              </Group>
            ))}
            <Text size="xs" fw={700} mt={4}>
              Growers
            </Text>
            {legend.growers.map((grower) => (
              <Group key={grower.name} gap={6} wrap="nowrap">
                <Swatch color={grower.color} outline />
                <Text size="xs">{grower.name}</Text>
              </Group>
            ))}
          </Stack>
        </Paper>
      )}
    </>
  );
}

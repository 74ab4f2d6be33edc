import { Group, Text } from '@mantine/core';
import { SampleForecastLabel } from './SprayStatus';
import { weatherLine } from './wording';

export type WeatherNow = {
  temperature0: number;
  windSpeed0: number;
  windDir0: string;
  chanceOfRain0: number;
  source: 'NWS' | 'SAMPLE';
};

/**
 * The weather at a field in the forecast's first hour, in a popup: '84°F · wind W 5 mph · rain 5%',
 * labelled when the forecast is the sample one. A neighbour's wind tells which way drift goes.
 */
export function WeatherNowLine({ weather }: { weather: WeatherNow }) {
  return (
    // The label drops below the line when the popup is narrow, rather than breaking the line.
    <Group gap={4} wrap="wrap" data-testid="map.field-weather">
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        Now: {weatherLine(weather)}
      </Text>
      {weather.source === 'SAMPLE' && <SampleForecastLabel />}
    </Group>
  );
}

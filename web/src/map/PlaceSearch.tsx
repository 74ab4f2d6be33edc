import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';

export const DEMO_REGION = { lat: 37.84, lng: -97.86, zoom: 12.5 };

/** "38.05, -97.52" or "38.05 -97.52": a latitude and a longitude in decimal degrees. */
export function parseLatLng(text: string): { lat: number; lng: number } | null {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*[, ]\s*(-?\d+(?:\.\d+)?)\s*$/.exec(text);
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

export function PlaceSearch({ onGo }: { onGo: (place: { lat: number; lng: number; zoom: number }) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const go = () => {
    const point = parseLatLng(text);
    if (!point) {
      setError('Enter a latitude and longitude, e.g. 37.85, -97.86');
      return;
    }
    setError(null);
    onGo({ ...point, zoom: 14 });
  };
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <TextInput
        aria-label="Go to place"
        placeholder="Latitude, longitude"
        value={text}
        error={error}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => event.key === 'Enter' && go()}
        w={240}
      />
      <Button onClick={go}>Go</Button>
      <Button variant="white" onClick={() => onGo(DEMO_REGION)}>
        Demo region
      </Button>
    </Group>
  );
}

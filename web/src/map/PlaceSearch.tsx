import { Autocomplete, Button, Group } from '@mantine/core';
import { useMemo, useState } from 'react';
import { loadPlaces, PLACE_ZOOM, type Place, placeLabel, searchPlaces } from './gazetteer';

export const DEMO_REGION = { lat: 37.84, lng: -97.86, zoom: 12.5 };

/** "38.05, -97.52" or "38.05 -97.52": a latitude and a longitude in decimal degrees. */
export function parseLatLng(text: string): { lat: number; lng: number } | null {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*[, ]\s*(-?\d+(?:\.\d+)?)\s*$/.exec(text);
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

type Target = { lat: number; lng: number; zoom: number };

export function PlaceSearch({ onGo }: { onGo: (place: Target) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [places, setPlaces] = useState<Place[] | null>(null);
  const load = () =>
    loadPlaces().then(
      (loaded) => {
        setPlaces(loaded);
        return loaded;
      },
      () => null,
    );
  const suggestions = useMemo(
    () => (places && parseLatLng(text) === null ? searchPlaces(places, text) : []),
    [places, text],
  );

  const goTo = (place: Place) => {
    setError(null);
    onGo({ lat: place.lat, lng: place.lng, zoom: PLACE_ZOOM[place.kind] });
  };
  const go = async (typed = text) => {
    const point = parseLatLng(typed);
    if (point) {
      setError(null);
      onGo({ ...point, zoom: 14 });
      return;
    }
    // The gazetteer loads on first use; Go waits for it rather than failing.
    const loaded = places ?? (await load());
    if (!loaded) {
      setError('Places could not be loaded. Enter a latitude and longitude, e.g. 37.85, -97.86');
      return;
    }
    const [best] = searchPlaces(loaded, typed, 1);
    if (best) goTo(best);
    else setError(`No county, town or latitude, longitude matches “${typed.trim()}”.`);
  };

  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Autocomplete
        aria-label="Go to place"
        placeholder="County, town or latitude, longitude"
        value={text}
        error={error}
        data={suggestions.map((place) => ({
          value: placeLabel(place),
          label: `${placeLabel(place)} · ${place.kind}`,
        }))}
        filter={({ options }) => options}
        onFocus={() => void load()}
        onChange={(value) => {
          setText(value);
          setError(null);
        }}
        onOptionSubmit={(value) => void go(value)}
        onKeyDown={(event) => {
          // Enter on a highlighted suggestion submits the option instead.
          if (event.key === 'Enter' && !event.currentTarget.getAttribute('aria-activedescendant')) void go();
        }}
        w={280}
      />
      <Button onClick={() => void go()}>Go</Button>
      <Button variant="white" onClick={() => onGo(DEMO_REGION)}>
        Demo region
      </Button>
    </Group>
  );
}

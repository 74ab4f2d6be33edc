import { Autocomplete, Button, Group } from '@mantine/core';
import { useMemo, useState } from 'react';
import { loadPlaces, PLACE_ZOOM, type Place, placeLabel, searchPlaces } from '../../map/gazetteer';

export const DEMO_REGION = { lat: 37.84, lng: -97.86, zoom: 12.5 };

/** "38.05, -97.52" or "38.05 -97.52": a latitude and a longitude in decimal degrees. */
export function parseLatLng(text: string): { lat: number; lng: number } | null {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*[, ]\s*(-?\d+(?:\.\d+)?)\s*$/.exec(text);
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[.,'’]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** One place per label, best first (a county and an independent city can share a label). */
function suggestionsFor(places: Place[], text: string): Place[] {
  const byLabel = new Map<string, Place>();
  for (const place of searchPlaces(places, text)) {
    if (!byLabel.has(placeLabel(place))) byLabel.set(placeLabel(place), place);
  }
  return [...byLabel.values()];
}

/**
 * The place Go takes the map to: the one whose label is what the box says (a picked suggestion,
 * or "Kingman, KS" meaning the town rather than Kingman County), else the best match.
 */
export function placeFor(places: Place[], text: string): Place | null {
  const suggestions = suggestionsFor(places, text);
  return suggestions.find((place) => words(placeLabel(place)) === words(text)) ?? suggestions[0] ?? null;
}

/** Whether Enter picks a highlighted suggestion, which the Autocomplete then submits itself. */
function highlightsSuggestion(input: HTMLInputElement): boolean {
  const listId = input.getAttribute('aria-controls');
  return Boolean(
    listId && input.ownerDocument.getElementById(listId)?.querySelector('[data-combobox-selected]'),
  );
}

type Target = { lat: number; lng: number; zoom: number };

export function PlaceSearch({ onGo }: { onGo: (place: Target) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [places, setPlaces] = useState<Place[] | null>(null);
  // The gazetteer (1.3 MB) is fetched the first time the box is used, not with the page.
  const load = () =>
    loadPlaces().then(
      (loaded) => {
        setPlaces(loaded);
        return loaded;
      },
      () => null,
    );
  const suggestions = useMemo(
    () => (places && parseLatLng(text) === null ? suggestionsFor(places, text) : []),
    [places, text],
  );
  const typeByLabel = new Map(suggestions.map((place) => [placeLabel(place), place.type]));

  const go = async (typed = text) => {
    if (!typed.trim()) {
      setError('Type a county, a town, or a latitude and longitude.');
      return;
    }
    const point = parseLatLng(typed);
    if (point) {
      setError(null);
      onGo({ ...point, zoom: 14 });
      return;
    }
    // Go waits for the gazetteer while it is still loading rather than failing.
    const loaded = places ?? (await load());
    if (!loaded) {
      setError('Places could not be loaded. Enter a latitude and longitude, e.g. 37.85, -97.86');
      return;
    }
    const place = placeFor(loaded, typed);
    if (!place) {
      setError(`No county, town or latitude, longitude matches “${typed.trim()}”.`);
      return;
    }
    setError(null);
    onGo({ lat: place.lat, lng: place.lng, zoom: PLACE_ZOOM[place.kind] });
  };

  return (
    <Group gap="xs" align="flex-start" wrap="wrap">
      <Autocomplete
        aria-label="Go to place"
        placeholder="County, town or latitude, longitude"
        value={text}
        error={error}
        // The box gets the label itself when a suggestion is picked, so Go finds that place again.
        data={[...typeByLabel.keys()]}
        renderOption={({ option }) => `${option.value} · ${typeByLabel.get(option.value) ?? ''}`}
        filter={({ options }) => options}
        onFocus={() => {
          if (!places) void load();
        }}
        onChange={(value) => {
          if (!places) void load();
          setText(value);
          setError(null);
        }}
        onOptionSubmit={(label) => void go(label)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !highlightsSuggestion(event.currentTarget)) void go();
        }}
        w={280}
        maw="100%"
      />
      <Button onClick={() => void go()}>Go</Button>
      <Button variant="white" onClick={() => onGo(DEMO_REGION)}>
        Demo region
      </Button>
    </Group>
  );
}

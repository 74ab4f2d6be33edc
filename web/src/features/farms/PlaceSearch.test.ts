import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type PlaceRow, placesOf } from '../../map/gazetteer';
import { parseLatLng, placeFor } from './PlaceSearch';

describe('place search', () => {
  it('reads a latitude and longitude written as people write them', () => {
    expect(parseLatLng('37.85, -97.86')).toEqual({ lat: 37.85, lng: -97.86 });
    expect(parseLatLng(' 38 -97.5 ')).toEqual({ lat: 38, lng: -97.5 });
  });

  it('refuses what is not a place on Earth', () => {
    expect(parseLatLng('Hutchinson')).toBeNull();
    expect(parseLatLng('97.86, 37.85, 1')).toBeNull();
    expect(parseLatLng('100, 20')).toBeNull();
  });
});

const rows: PlaceRow[] = [
  ['Reno', 'KS', 'c', 37.95, -98.09, 0],
  ['Reno', 'NV', 't', 39.53, -119.81, 19],
  ['Kingman', 'KS', 'c', 37.56, -98.14, 0],
  ['Kingman', 'KS', 't', 37.65, -98.11, 1],
  ['Hutchinson', 'KS', 't', 38.04, -97.97, 3],
  ['Hutchinson', 'MN', 't', 44.89, -94.37, 1],
  ['Richmond', 'VA', 'c', 37.94, -76.73, 0],
  ['Richmond', 'VA', 'c', 37.53, -77.47, 0],
];
const places = placesOf(rows);

describe('the place Go goes to', () => {
  it('is the one the box names, a town rather than the county of the same name', () => {
    expect(placeFor(places, 'Kingman, KS')).toMatchObject({ kind: 'town', lat: 37.65 });
    expect(placeFor(places, 'kingman ks')).toMatchObject({ kind: 'town', lat: 37.65 });
    expect(placeFor(places, 'Kingman County, KS')).toMatchObject({ kind: 'county', lat: 37.56 });
  });

  it('is otherwise the best match, or none', () => {
    expect(placeFor(places, 'Reno, KS')).toMatchObject({ kind: 'county', state: 'KS' });
    expect(placeFor(places, 'Hutchinson')).toMatchObject({ state: 'KS' });
    expect(placeFor(places, 'Atlantis')).toBeNull();
  });
});

const shippedJson = readFileSync(
  join(import.meta.dirname, '../../../public/gazetteer/us-places.json'),
  'utf8',
);

describe('the places shipped with the web app', () => {
  const shipped = placesOf(JSON.parse(shippedJson) as PlaceRow[]);

  it('hold counties for every state and DC', () => {
    const states = new Set(shipped.filter((place) => place.kind === 'county').map((place) => place.state));
    expect(states.size).toBe(51);
    for (const state of ['KS', 'NE', 'IA', 'TX', 'LA', 'AK', 'DC']) expect(states).toContain(state);
  });

  it('hold the towns around the demo region', () => {
    const nearDemo = (name: string) =>
      shipped.some(
        (place) =>
          place.kind === 'town' &&
          place.name === name &&
          place.state === 'KS' &&
          Math.hypot(place.lat - 37.84, place.lng + 97.86) < 0.3,
      );
    for (const town of ['Hutchinson', 'South Hutchinson', 'Haven', 'Pretty Prairie', 'Yoder'])
      expect(nearDemo(town), town).toBe(true);
  });
});

/** Renders a fresh PlaceSearch (the gazetteer is cached per module) fetching from `serve`. */
async function renderSearch(serve: (url: string) => Promise<Response>) {
  vi.resetModules();
  const fetchPlaces = vi.fn(serve);
  vi.stubGlobal('fetch', fetchPlaces);
  const { PlaceSearch } = await import('./PlaceSearch');
  const onGo = vi.fn();
  render(createElement(MantineProvider, { env: 'test' }, createElement(PlaceSearch, { onGo })));
  return {
    fetchPlaces,
    onGo,
    box: screen.getByRole('combobox', { name: 'Go to place' }),
    user: userEvent.setup(),
  };
}
const serveRows = async () => new Response(JSON.stringify(rows));

describe('the place search box', () => {
  // Mantine scrolls a highlighted suggestion into view; jsdom has no layout to scroll.
  beforeAll(() => {
    Element.prototype.scrollIntoView = () => {};
  });
  afterAll(() => {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('fetches the places only once the box is used, and suggests them from two letters', async () => {
    const { fetchPlaces, box, user } = await renderSearch(serveRows);
    expect(fetchPlaces).not.toHaveBeenCalled();

    await user.type(box, 'h');
    expect(fetchPlaces).toHaveBeenCalledExactlyOnceWith('/gazetteer/us-places.json');
    expect(screen.queryByRole('option')).toBeNull();

    await user.type(box, 'u');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Hutchinson, KS · town',
      'Hutchinson, MN · town',
    ]);
  });

  it('takes towns and counties to their own zoom, and a latitude and longitude to 14', async () => {
    const { onGo, box, user } = await renderSearch(serveRows);
    await user.type(box, 'Hutchinson, Kansas{Enter}');
    await waitFor(() => expect(onGo).toHaveBeenLastCalledWith({ lat: 38.04, lng: -97.97, zoom: 12.5 }));

    await user.clear(box);
    await user.type(box, 'reno county ks');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(onGo).toHaveBeenLastCalledWith({ lat: 37.95, lng: -98.09, zoom: 9.5 }));

    await user.clear(box);
    await user.type(box, '37.85, -97.86{Enter}');
    expect(onGo).toHaveBeenLastCalledWith({ lat: 37.85, lng: -97.86, zoom: 14 });
  });

  it('waits for the places while they load rather than failing', async () => {
    let answer: (response: Response) => void = () => {};
    const { onGo, box, user } = await renderSearch(() => new Promise((resolve) => (answer = resolve)));
    await user.type(box, 'Hutchinson, KS');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(onGo).not.toHaveBeenCalled();
    expect(screen.queryByText(/No county/)).toBeNull();

    answer(new Response(JSON.stringify(rows)));
    await waitFor(() => expect(onGo).toHaveBeenCalledWith({ lat: 38.04, lng: -97.97, zoom: 12.5 }));
  });

  it('goes to the very suggestion picked, and Go goes there again', async () => {
    const { onGo, box, user } = await renderSearch(serveRows);
    await user.type(box, 'Kingman');
    await user.click(await screen.findByRole('option', { name: 'Kingman, KS · town' }));
    expect(box).toHaveValue('Kingman, KS');
    await waitFor(() => expect(onGo).toHaveBeenLastCalledWith({ lat: 37.65, lng: -98.11, zoom: 12.5 }));

    onGo.mockClear();
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(onGo).toHaveBeenCalledWith({ lat: 37.65, lng: -98.11, zoom: 12.5 }));
  });

  it('submits what is typed on Enter after a suggestion was highlighted and typing went on', async () => {
    const { onGo, box, user } = await renderSearch(serveRows);
    await user.type(box, 'hutch');
    await screen.findByRole('option', { name: 'Hutchinson, KS · town' });
    await user.keyboard('{ArrowDown}');
    await user.type(box, 'inson, mn{Enter}');
    await waitFor(() => expect(onGo).toHaveBeenCalledWith({ lat: 44.89, lng: -94.37, zoom: 12.5 }));
  });

  it('says plainly when no place matches', async () => {
    const { onGo, box, user } = await renderSearch(serveRows);
    await user.type(box, 'Atlantis{Enter}');
    expect(
      await screen.findByText('No county, town or latitude, longitude matches “Atlantis”.'),
    ).toBeVisible();
    expect(onGo).not.toHaveBeenCalled();
  });

  it('says plainly when the places cannot be loaded', async () => {
    const { onGo, box, user } = await renderSearch(async () => new Response('', { status: 503 }));
    await user.type(box, 'Reno{Enter}');
    expect(await screen.findByText(/Places could not be loaded/)).toBeVisible();
    expect(onGo).not.toHaveBeenCalled();
  });

  it('finds the demo region by name in the places the app ships', async () => {
    const { onGo, box, user } = await renderSearch(async () => new Response(shippedJson));
    await user.type(box, 'Hutchinson, KS{Enter}');
    await waitFor(() => expect(onGo).toHaveBeenCalledWith(expect.objectContaining({ zoom: 12.5 })));
    const [{ lat, lng }] = onGo.mock.calls[0] as [{ lat: number; lng: number }];
    expect(Math.hypot(lat - 37.84, lng + 97.86)).toBeLessThan(0.3);
  });
});

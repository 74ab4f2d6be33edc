import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { type Catalogue, tolerates } from './compatibility';
import { CatalogueService } from './service';

// The seeded tolerance table against cases known from labels and stewardship guides
// (known-pairs.json, each with its reason), and the within-group cases by name.
type KnownPair = { crop: string; trait: string | null; active: string; tolerant: boolean; why: string };
const knownPairs = JSON.parse(
  readFileSync(join(import.meta.dirname, 'known-pairs.json'), 'utf8'),
) as KnownPair[];

let api: TestApi;
let catalogue: Catalogue;
beforeAll(async () => {
  api = await startTestApi();
  catalogue = await new CatalogueService(api.db).load();
});
afterAll(() => api?.close());

function target(crop: string, trait: string | null) {
  const found = [...catalogue.crops.values()].find((each) => each.name === crop);
  if (!found) throw new Error(`no crop ${crop}`);
  if (trait === null) return { crop: found.id, trait: null };
  const planted = [...catalogue.traits.values()].find(
    (each) => each.crop === found.id && each.trait_name === trait,
  );
  if (!planted) throw new Error(`no trait ${crop} - ${trait}`);
  return { crop: found.id, trait: planted.id };
}
function activeId(name: string) {
  const found = [...catalogue.actives.values()].find((each) => each.name === name);
  if (!found) throw new Error(`no active ingredient ${name}`);
  return found.id;
}
const tolerant = (crop: string, trait: string | null, active: string) =>
  tolerates(catalogue, target(crop, trait), activeId(active));

describe('the tolerance table', () => {
  it('holds at least 40 known cases', () => {
    expect(knownPairs.length).toBeGreaterThanOrEqual(40);
  });

  it.each(knownPairs)('$crop - $trait with $active: tolerant $tolerant ($why)', (pair) => {
    expect(tolerant(pair.crop, pair.trait, pair.active)).toBe(pair.tolerant);
  });

  it('tells the two Group 4 auxin traits apart', () => {
    expect(tolerant('soybean', 'Roundup Ready 2 Xtend', 'dicamba')).toBe(true);
    expect(tolerant('soybean', 'Roundup Ready 2 Xtend', '2,4-D')).toBe(false);
    expect(tolerant('soybean', 'Enlist E3', '2,4-D')).toBe(true);
    expect(tolerant('soybean', 'Enlist E3', 'dicamba')).toBe(false);
  });

  it('tells sulfonylurea from imidazolinone tolerance inside Group 2', () => {
    expect(tolerant('sunflower', 'ExpressSun', 'tribenuron')).toBe(true);
    expect(tolerant('sunflower', 'ExpressSun', 'imazamox')).toBe(false);
    expect(tolerant('sunflower', 'Clearfield', 'imazamox')).toBe(true);
    expect(tolerant('sunflower', 'Clearfield', 'tribenuron')).toBe(false);
  });

  it('tells quizalofop from clethodim tolerance inside Group 1', () => {
    expect(tolerant('rice', 'Provisia', 'quizalofop')).toBe(true);
    expect(tolerant('rice', 'Provisia', 'clethodim')).toBe(false);
    expect(tolerant('wheat', 'CoAXium', 'quizalofop')).toBe(true);
    expect(tolerant('wheat', 'CoAXium', 'clethodim')).toBe(false);
  });

  it('holds the product exceptions: Provisia on Max-Ace rice, Highcard on Provisia rice', () => {
    const exceptions = catalogue.productExceptions.map((each) => ({
      product: each.product,
      target: [each.crop, each.trait],
      active: each.active,
    }));
    const rice = (trait: string) => {
      const { crop, trait: id } = target('rice', trait);
      return [crop, id];
    };
    expect(exceptions).toEqual([
      { product: 'Highcard', target: rice('Provisia'), active: activeId('quizalofop') },
      { product: 'Provisia', target: rice('Max-Ace'), active: activeId('quizalofop') },
    ]);
    expect(catalogue.productExceptions.every((each) => each.source.includes('AgFax'))).toBe(true);
  });
});

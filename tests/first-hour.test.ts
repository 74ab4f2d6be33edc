import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// What a newcomer reads in the README before the first `npm install` is what the repository
// does (issue 53, "the first hour"): the Node it names installs every locked package without an
// EBADENGINE warning, and the import formats it lists are the ones the product reads.

const root = join(import.meta.dirname, '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const read = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8'));

describe('the README a newcomer reads first', () => {
  it('names the Node that `engines` asks for, and every locked package accepts it', () => {
    const range = read('package.json').engines.node as string;
    expect(range).toBe('^22.15.0 || ^24.0.0');
    expect(readme).toContain('Install with Node 22.15 or later 22.x, or Node 24');
    // The lowest release of each line the range allows: npm warns if any package refuses it.
    const lowest = ['22.15.0', '24.0.0'];
    for (const version of lowest) expect(semver.satisfies(version, range)).toBe(true);
    const packages = read('package-lock.json').packages as Record<string, { engines?: { node?: string } }>;
    const refusing = Object.entries(packages).flatMap(([path, entry]) => {
      const wanted = entry.engines?.node;
      if (typeof wanted !== 'string' || !semver.validRange(wanted)) return [];
      return lowest
        .filter((version) => !semver.satisfies(version, wanted))
        .map((version) => `${path || '(root)'} wants node ${wanted}, not ${version}`);
    });
    expect(refusing).toEqual([]);
  });

  it('lists every boundary format the product imports and exports', () => {
    const schema = readFileSync(join(root, 'schema', 'imports.graphql'), 'utf8');
    const formats = [
      ...(/enum BoundaryFormat \{([^}]*)\}/.exec(schema)?.[1] ?? '').matchAll(/^\s*([A-Z]+)\s*$/gm),
    ].map((match) => match[1]);
    const named: Record<string, string> = {
      GEOJSON: 'GeoJSON',
      KML: 'KML',
      SHAPEFILE: 'Shapefile',
      FLATGEOBUF: 'FlatGeobuf',
      GEOPACKAGE: 'GeoPackage',
      ISOXML: 'ISOXML',
      CSV: 'CSV',
    };
    expect(formats.sort()).toEqual(Object.keys(named).sort());
    const sentence =
      /\*\*imports\*\* boundaries from ([\s\S]*?)\*\*exports\*\* them in the same (\w+) formats/.exec(readme);
    expect(sentence).not.toBeNull();
    for (const format of formats) expect(sentence?.[1], format).toContain(named[format ?? '']);
    expect(sentence?.[2]).toBe('seven');
  });
});

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { bundledStyleOrigins, originsOfStyle } from './map-origins';

describe('the map’s outside origins', () => {
  it('are the origins of a style’s tiles, TileJSON, sprite and glyphs; its own paths are not', () => {
    expect(
      originsOfStyle({
        sprite: 'https://sprites.example.com/v1/sprite',
        glyphs: '/fonts/{fontstack}/{range}.pbf',
        sources: {
          imagery: { tiles: ['https://a.tiles.example.com/{z}/{x}/{y}.png', '/tiles/{z}/{x}/{y}'] },
          vector: { url: 'https://tilejson.example.com/streets.json' },
        },
      }),
    ).toEqual(['https://sprites.example.com', 'https://a.tiles.example.com', 'https://tilejson.example.com']);
  });

  it('come from the web app’s bundled styles, plus MAP_ORIGINS', () => {
    const styles = join(import.meta.dirname, '..', '..', '..', 'web', 'public', 'styles');
    expect(bundledStyleOrigins(styles)).toEqual(['https://server.arcgisonline.com']);
    expect(
      loadConfig({ MAP_ORIGINS: 'https://tiles.example.com/style.json, https://x.example.org' }).mapOrigins,
    ).toEqual(['https://server.arcgisonline.com', 'https://tiles.example.com', 'https://x.example.org']);
    expect(() => loadConfig({ MAP_ORIGINS: 'ftp://nope' })).toThrow(/MAP_ORIGINS/);
  });
});

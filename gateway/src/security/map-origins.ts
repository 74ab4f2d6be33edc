import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type MapStyle = {
  sources?: Record<string, { tiles?: unknown; url?: unknown }>;
  sprite?: unknown;
  glyphs?: unknown;
};

const originOf = (value: unknown): string[] => {
  if (typeof value !== 'string' || !/^https?:\/\//.test(value)) return [];
  try {
    return [new URL(value).origin];
  } catch {
    return [];
  }
};

/** The outside origins one MapLibre style loads tiles, TileJSON, sprites and glyphs from. */
export function originsOfStyle(style: MapStyle): string[] {
  const urls: unknown[] = [style.sprite, style.glyphs];
  for (const source of Object.values(style.sources ?? {})) {
    urls.push(source.url, ...(Array.isArray(source.tiles) ? source.tiles : []));
  }
  return [...new Set(urls.flatMap(originOf))];
}

/**
 * The web app picks its basemap style at build time (VITE_MAP_STYLE_URL, e.g.
 * /styles/satellite.json), so the styles it ships are where the map's outside origins are
 * written down; the Content-Security-Policy takes them from there instead of repeating them.
 */
export function bundledStyleOrigins(stylesDir: string): string[] {
  if (!existsSync(stylesDir)) return [];
  const files = readdirSync(stylesDir).filter((name) => name.endsWith('.json'));
  const origins = files.flatMap((name) =>
    originsOfStyle(JSON.parse(readFileSync(join(stylesDir, name), 'utf8')) as MapStyle),
  );
  return [...new Set(origins)].sort();
}

// zod's mini build: the config is read on the sign-in page too, and full zod would be a fifth
// of that page's JavaScript.
import { en } from 'zod/locales';
import { z } from 'zod/mini';

// The mini build speaks no language until told: its English messages name what is wrong.
z.config(en());

// The web app's configuration, read once; no other file reads import.meta.env.

/** A bad value stops the app at start-up with the variable's name, not a broken link later. */
function read<T>(name: string, value: string | undefined, schema: z.ZodMiniType<T>): T {
  const parsed = schema.safeParse(value || undefined);
  if (!parsed.success) throw new Error(`${name}: ${parsed.error.issues[0]?.message ?? 'invalid value'}`);
  return parsed.data;
}

export const config = {
  graphqlUrl: import.meta.env.VITE_GRAPHQL_URL ?? '/graphql',
  streamUrl: import.meta.env.VITE_GRAPHQL_STREAM_URL ?? '/graphql/stream',
  /**
   * The basemap: a MapLibre style URL (e.g. a satellite style). Unset, the map uses a plain
   * offline style, so nothing reaches the internet by default.
   */
  mapStyleUrl: (import.meta.env.VITE_MAP_STYLE_URL as string | undefined) || null,
  mapAttribution: (import.meta.env.VITE_MAP_ATTRIBUTION as string | undefined) ?? '',
  /** The service worker (sw.js) exists in a build only, never on the dev server. */
  serviceWorker: import.meta.env.PROD,
  /** Below this width the product asks for a desktop or a tablet in landscape (spec 2.2). */
  minScreenWidth: 1024,
  /** How long a toast stays (spec: 6 seconds). */
  notificationMs: 6000,
  /** A screen loaded on demand gives up after this long (spec accounts 9: 120 seconds). */
  screenLoadTimeoutMs: 120_000,
  /** Where growers write for help; shown in Help and in the Privacy Policy. */
  supportEmail: read(
    'VITE_SUPPORT_EMAIL',
    import.meta.env.VITE_SUPPORT_EMAIL,
    z._default(z.email(), 'support@fieldboundaries.local'),
  ),
  /** The video channel of Help (spec: an external video link); unset, Help shows no link. */
  helpVideosUrl: read(
    'VITE_HELP_VIDEOS_URL',
    import.meta.env.VITE_HELP_VIDEOS_URL,
    z._default(z.nullable(z.url({ protocol: /^https?$/ })), null),
  ),
} as const;

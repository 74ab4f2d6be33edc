// The web app's configuration, read once; no other file reads import.meta.env.
export const config = {
  graphqlUrl: import.meta.env.VITE_GRAPHQL_URL ?? '/graphql',
  streamUrl: import.meta.env.VITE_GRAPHQL_STREAM_URL ?? '/graphql/stream',
  /**
   * The basemap: a MapLibre style URL (e.g. a satellite style). Unset, the map uses a plain
   * offline style, so nothing reaches the internet by default.
   */
  mapStyleUrl: (import.meta.env.VITE_MAP_STYLE_URL as string | undefined) || null,
  mapAttribution: (import.meta.env.VITE_MAP_ATTRIBUTION as string | undefined) ?? '',
  /** Below this width the product asks for a desktop or a tablet in landscape (spec 2.2). */
  minScreenWidth: 1024,
  /** How long a toast stays (spec: 6 seconds). */
  notificationMs: 6000,
  /** A screen loaded on demand gives up after this long (spec accounts 9: 120 seconds). */
  screenLoadTimeoutMs: 120_000,
} as const;

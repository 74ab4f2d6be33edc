// The web app's configuration, read once; no other file reads import.meta.env.
export const config = {
  graphqlUrl: import.meta.env.VITE_GRAPHQL_URL ?? '/graphql',
  /** Below this width the product asks for a desktop or a tablet in landscape (spec 2.2). */
  minScreenWidth: 1024,
  /** How long a toast stays (spec: 6 seconds). */
  notificationMs: 6000,
} as const;

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApolloServerPlugin } from '@apollo/server';

/** Serves the bundled GraphiQL when a browser opens /graphql (Apollo's own loads from a CDN). */
export function playgroundLandingPage(playgroundDist: string): ApolloServerPlugin {
  const indexFile = join(playgroundDist, 'index.html');
  return {
    async serverWillStart() {
      return {
        async renderLandingPage() {
          const html = existsSync(indexFile)
            ? readFileSync(indexFile, 'utf8')
            : '<!doctype html><title>GraphiQL</title><p>GraphiQL is not built yet: run <code>npm run build</code>.</p>';
          return { html };
        },
      };
    },
  };
}

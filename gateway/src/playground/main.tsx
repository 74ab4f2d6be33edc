import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createFetcher } from './fetcher';

const fetcher = createFetcher('/graphql', '/graphql/stream');
const defaultQuery = `# Field Boundaries GraphQL API.
# Queries and mutations go over HTTP; subscriptions over server-sent events.

query Viewer {
  me {
    fullName
    email
    subscriptionPlan
  }
}

subscription Clock {
  serverTime
}
`;

const root = document.getElementById('graphiql');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} />
    </StrictMode>,
  );
}

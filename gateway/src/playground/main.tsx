import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { GraphiQL } from 'graphiql';
import { StrictMode, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createFetcher } from './fetcher';
import { type AppToken, currentToken, finishSignIn, type SignInResult, signOutOfApp } from './oauth';
import { SignInBar } from './SignInBar';

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

function Playground({ outcome }: { outcome: SignInResult }) {
  const [token, setToken] = useState<AppToken | null>(currentToken);
  const fetcher = useMemo(() => createFetcher('/graphql', '/graphql/stream', token?.accessToken), [token]);
  const signOut = () => {
    signOutOfApp();
    setToken(null);
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <SignInBar token={token} outcome={outcome} onSignOut={signOut} />
      <div style={{ flex: 1, minHeight: 0 }}>
        {/* A new fetcher (another identity) starts GraphiQL afresh: its schema is fetched as that identity. */}
        <GraphiQL key={token?.accessToken ?? 'session'} fetcher={fetcher} defaultQuery={defaultQuery} />
      </div>
    </div>
  );
}

async function start(root: HTMLElement) {
  // Back from the authorization server: trade the code, then drop it from the address.
  const outcome = await finishSignIn(window.location.search, { origin: window.location.origin });
  if (outcome.kind !== 'none') window.history.replaceState(null, '', window.location.pathname);
  createRoot(root).render(
    <StrictMode>
      <Playground outcome={outcome} />
    </StrictMode>,
  );
}

const root = document.getElementById('graphiql');
if (root) void start(root);

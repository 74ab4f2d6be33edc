import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { GraphiQL } from 'graphiql';
import { StrictMode, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { AppSession, type AppToken } from './appSession';
import { createFetcher } from './fetcher';
import { finishSignIn } from './oauth';
import { type Notice, SignInBar } from './SignInBar';

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

function Playground({ outcome }: { outcome: Notice }) {
  const [notice, setNotice] = useState<Notice>(outcome);
  // One session for the page: it renews the tokens itself, and says when the server ends it.
  const [app] = useState(
    () =>
      new AppSession({
        origin: window.location.origin,
        onEnd: (end) => {
          setToken(null);
          setNotice({ kind: 'ended', ...end });
        },
      }),
  );
  const [token, setToken] = useState<AppToken | null>(() => app.current());
  // Who the queries go as. The fetcher asks the session for the token at each request, so a
  // renewed access token is still the same app and keeps GraphiQL as it is.
  const asApp = token !== null;
  const fetcher = useMemo(
    () => createFetcher('/graphql', '/graphql/stream', asApp ? app : undefined),
    [asApp, app],
  );
  const identity = token ? `${token.clientId} ${token.scope}` : 'session';
  const signOut = () => {
    app.signOut();
    setToken(null);
    setNotice({ kind: 'none' });
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <SignInBar token={token} outcome={notice} onSignOut={signOut} />
      <div style={{ flex: 1, minHeight: 0 }}>
        {/* A new fetcher (another identity) starts GraphiQL afresh: its schema is fetched as that identity. */}
        <GraphiQL key={identity} fetcher={fetcher} defaultQuery={defaultQuery} />
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

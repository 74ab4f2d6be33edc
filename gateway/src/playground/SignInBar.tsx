import { PARTNER_SCOPES, scopeWording } from '@field-boundaries/contract/partner-scopes';
import { type FormEvent, useState } from 'react';
import type { AppToken, SessionEnd } from './appSession';
import { redirectUriOf, type SignInResult, startSignIn } from './oauth';

// The strip above GraphiQL: who the queries go as (the browser's own session, or a partner app's
// token with its scopes), and the form that signs in as an app.

/** What the bar tells: how the last sign-in went, or that the server ended the app's session. */
export type Notice = SignInResult | ({ kind: 'ended' } & SessionEnd);

const bar = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '8px 16px',
  padding: '8px 12px',
  borderBottom: '1px solid #d0d7de',
  font: '14px system-ui, sans-serif',
} as const;
const scopeList = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 12px',
  border: 0,
  margin: 0,
  padding: 0,
} as const;

export function SignInBar({
  token,
  outcome,
  onSignOut,
}: {
  token: AppToken | null;
  outcome: Notice;
  onSignOut: () => void;
}) {
  const [clientId, setClientId] = useState(token?.clientId ?? '');
  const [scopes, setScopes] = useState<string[]>(['account:read']);
  const origin = window.location.origin;
  const toggle = (scope: string) =>
    setScopes((chosen) => (chosen.includes(scope) ? chosen.filter((s) => s !== scope) : [...chosen, scope]));
  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    window.location.assign(await startSignIn({ clientId: clientId.trim(), scopes, origin }));
  };

  if (token)
    return (
      <section style={bar} aria-label="Who the queries go as">
        <span role="status">
          Signed in as app <code>{token.clientId}</code> with scopes <code>{token.scope || '(none)'}</code>:
          queries see exactly what its token sees.
        </span>
        <button type="button" onClick={onSignOut}>
          Sign out of the app
        </button>
      </section>
    );

  return (
    <form style={bar} onSubmit={signIn} aria-label="Sign in as an app">
      {outcome.kind === 'ended' && (
        <p role="alert" style={{ margin: 0, color: '#b42318', flexBasis: '100%' }}>
          The app’s session ended, so queries go as your own session again: <code>{outcome.error}</code>
          {outcome.description ? ` — ${outcome.description}` : ''}. Sign in as the app again to go on.
        </p>
      )}
      {outcome.kind === 'failed' && (
        <p role="alert" style={{ margin: 0, color: '#b42318', flexBasis: '100%' }}>
          The app’s sign-in did not finish: <code>{outcome.error}</code>
          {outcome.description ? ` — ${outcome.description}` : ''}
        </p>
      )}
      <span>Queries go as your own session. To see what an app sees, sign in as it:</span>
      <label>
        Client id{' '}
        <input value={clientId} onChange={(event) => setClientId(event.target.value)} required size={28} />
      </label>
      <fieldset style={scopeList}>
        <legend style={{ float: 'left', marginRight: 8 }}>Scopes</legend>
        {PARTNER_SCOPES.map((scope) => (
          <label key={scope} title={scopeWording[scope]}>
            <input type="checkbox" checked={scopes.includes(scope)} onChange={() => toggle(scope)} /> {scope}
          </label>
        ))}
      </fieldset>
      <button type="submit" disabled={!clientId.trim() || scopes.length === 0}>
        Sign in as the app
      </button>
      <small style={{ flexBasis: '100%', color: '#57606a' }}>
        The app must be public (PKCE) and list <code>{redirectUriOf(origin)}</code> among its redirect URIs.
      </small>
    </form>
  );
}

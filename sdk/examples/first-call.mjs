// The smallest whole app, in plain JavaScript, shipped in the package: connect a grower (PKCE in
// the browser, caught on a loopback redirect) the first time, keep the tokens, then read who the
// grower is and their farms.
//
//   FIELD_BOUNDARIES_ORIGIN=http://localhost:4000 CLIENT_ID=app_… TOKENS_FILE=./tokens.json \
//     node node_modules/@field-boundaries/sdk/examples/first-call.mjs
//
// The app must be registered with the redirect URI http://127.0.0.1/callback and the scopes
// account:read and fields:read. TOKENS_FILE is where the grower's tokens are kept (mode 0600);
// with it, the next run needs no browser. FIELD_BOUNDARIES_ISSUER is the authorization server's
// issuer when it is not <origin>/oauth (a development gateway reached by another name). It prints
// one line of JSON; a failure prints its class and message and exits 1.
import { readFile, writeFile } from 'node:fs/promises';
import { FarmsDocument, FieldBoundariesError, MeDocument, openClient } from '@field-boundaries/sdk';
import { connectWithLoopback } from '@field-boundaries/sdk/node';

const origin = process.env.FIELD_BOUNDARIES_ORIGIN ?? 'http://localhost:4000';
const issuer = process.env.FIELD_BOUNDARIES_ISSUER;
const app = { clientId: process.env.CLIENT_ID ?? '' };
const tokensFile = process.env.TOKENS_FILE ?? './tokens.json';

const saveTokens = (tokens) => writeFile(tokensFile, JSON.stringify(tokens), { mode: 0o600 });

async function storedTokens() {
  try {
    return JSON.parse(await readFile(tokensFile, 'utf8'));
  } catch {
    const tokens = await connectWithLoopback({
      origin,
      issuer,
      app,
      scopes: ['account:read', 'fields:read'],
    });
    await saveTokens(tokens);
    return tokens;
  }
}

try {
  if (!app.clientId) throw new FieldBoundariesError('Set CLIENT_ID to the app’s client id (app_…).');
  const client = await openClient({
    origin,
    issuer,
    app,
    tokens: await storedTokens(),
    onTokens: saveTokens,
  });
  try {
    const { me } = await client.request(MeDocument);
    const { myFarms } = await client.request(FarmsDocument);
    console.log(
      JSON.stringify({
        accountId: me.accountId,
        fullName: me.fullName,
        farms: myFarms.map((farm) => ({ id: farm.id, name: farm.name, fields: farm.fieldCount })),
      }),
    );
  } finally {
    client.close();
  }
} catch (error) {
  // Everything the SDK throws is a FieldBoundariesError; its class says what to do
  // (ConnectionEndedError: connect again; ConnectionLostError: try later…).
  if (!(error instanceof FieldBoundariesError)) throw error;
  console.error(`${error.name}: ${error.message}`);
  process.exitCode = 1;
}

import { readFile, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import {
  connectWithLoopback,
  FarmFieldsDocument,
  type FieldCollection,
  fieldsAsGeoJSON,
  openClient,
  SprayNoticesDocument,
  type SprayNoticesSubscription,
  type TokenSet,
} from '../src/node.js';

// Connect an app to a grower's account (PKCE through the browser, caught on a loopback
// redirect), print a farm's fields as GeoJSON, then follow spray notices live.
//
//   FIELD_BOUNDARIES_ORIGIN=https://fields.example.com CLIENT_ID=… TOKENS_FILE=./tokens.json \
//     npx tsx sdk/examples/follow-spray-notices.ts [farm id]
//
// The app must be registered with the redirect URI http://127.0.0.1/callback and the scopes
// fields:read, catalogue:read (a field's crop and trait names come from the catalogue) and
// spray:read. TOKENS_FILE is where this script keeps the grower's tokens (the
// SDK keeps none): with it, the next run signs in without the browser.

export const SCOPES = ['fields:read', 'catalogue:read', 'spray:read'];

type Notice = SprayNoticesSubscription['sprayNotices'];

export type ExampleOptions = {
  origin: string;
  /** The issuer, when the gateway is reached by another name than the one it publishes. */
  issuer?: string | undefined;
  clientId: string;
  clientSecret?: string | undefined;
  /** Tokens stored from an earlier run; without them the grower is asked in the browser. */
  tokens?: TokenSet | null | undefined;
  /** Stores each new token set (after sign-in and after every refresh). */
  onTokens?: ((tokens: TokenSet) => void | Promise<void>) | undefined;
  /** Sends the grower to the sign-in link; printed by default. */
  open?: ((url: URL) => void | Promise<void>) | undefined;
  /** The farm to list; the account's first by default. */
  farm?: number | undefined;
  /** The id of the last notice seen: the ones after it come first. Only new ones by default. */
  after?: number | undefined;
  onFields?: (fields: FieldCollection, farm: { id: number; name: string }) => void;
  onNotice?: (notice: Notice) => void;
  /** Stops following notices. */
  signal?: AbortSignal | undefined;
};

export async function main(options: ExampleOptions): Promise<{ lastNotice: number | null }> {
  const server = { origin: options.origin, issuer: options.issuer };
  const app = { clientId: options.clientId, clientSecret: options.clientSecret };
  let tokens = options.tokens;
  if (!tokens) {
    tokens = await connectWithLoopback({ ...server, app, scopes: SCOPES, open: options.open });
    await options.onTokens?.(tokens);
  }
  const client = await openClient({ ...server, app, tokens, onTokens: options.onTokens });
  try {
    const { myFarms } = await client.request(FarmFieldsDocument);
    const farm = options.farm === undefined ? myFarms[0] : myFarms.find((each) => each.id === options.farm);
    if (!farm)
      throw new Error(options.farm === undefined ? 'The account has no farm.' : `No farm ${options.farm}.`);
    (options.onFields ?? printFields)(fieldsAsGeoJSON(farm), farm);

    let lastNotice = options.after ?? null;
    const notices = client.subscribe(
      SprayNoticesDocument,
      { after: lastNotice },
      // A stream cut by an expired token is picked up after the last notice received.
      { resumeFrom: (last) => ({ after: last.sprayNotices.id }), signal: options.signal },
    );
    for await (const { sprayNotices } of notices) {
      lastNotice = sprayNotices.id;
      (options.onNotice ?? printNotice)(sprayNotices);
    }
    return { lastNotice };
  } finally {
    client.close();
  }
}

function printFields(fields: FieldCollection) {
  process.stdout.write(`${JSON.stringify(fields)}\n`);
}

function printNotice(notice: Notice) {
  const what = notice.herbicides.map((group) => group.groupLabel).join(', ');
  const fields = notice.fields.map((field) => `${field.name} (${field.cropTrait})`).join(', ');
  const verb = notice.kind === 'STARTED' ? 'started spraying' : 'stopped spraying';
  process.stderr.write(
    `${notice.createdAt} ${notice.sprayedBy ?? 'A neighbour'} ${verb} ${what} near ${fields}\n`,
  );
}

async function fromCommandLine() {
  const origin = process.env.FIELD_BOUNDARIES_ORIGIN;
  const clientId = process.env.CLIENT_ID;
  const tokensFile = process.env.TOKENS_FILE;
  if (!origin || !clientId) {
    process.stderr.write('Set FIELD_BOUNDARIES_ORIGIN and CLIENT_ID (and TOKENS_FILE to keep the tokens).\n');
    process.exitCode = 2;
    return;
  }
  const stored = tokensFile
    ? await readFile(tokensFile, 'utf8').then(
        (text) => JSON.parse(text) as TokenSet,
        () => null,
      )
    : null;
  const stop = new AbortController();
  process.once('SIGINT', () => stop.abort());
  const farm = process.argv[2] === undefined ? undefined : Number(process.argv[2]);
  if (farm !== undefined && !Number.isInteger(farm)) {
    process.stderr.write(`The farm is given by its id, a whole number: ${process.argv[2]} is not one.\n`);
    process.exitCode = 2;
    return;
  }
  try {
    await main({
      origin,
      clientId,
      clientSecret: process.env.CLIENT_SECRET,
      tokens: stored,
      farm,
      signal: stop.signal,
      onTokens: tokensFile
        ? (tokens) => writeFile(tokensFile, JSON.stringify(tokens), { mode: 0o600 })
        : undefined,
    });
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await fromCommandLine();

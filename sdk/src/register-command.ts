import { FieldBoundariesError } from './errors.js';
import { registerOperations, signInAsDeveloper } from './register.js';

// What `npx field-boundaries-register-operations` does (src/bin/): registers the SDK's generated
// queries and mutations for an app, signed in as the app's developer, so its clients can send
// them by hash (`sendByHash`). Run it again after upgrading the SDK: operations already
// registered stay as they are.

type Env = Record<string, string | undefined>;

export const registerUsage = `Registers the SDK's operations for your app, so that clients made with sendByHash send hashes.

  FIELD_BOUNDARIES_ORIGIN=https://fields.example.com CLIENT_ID=app_… \\
  FIELD_BOUNDARIES_EMAIL=you@example.com FIELD_BOUNDARIES_PASSWORD=… \\
    npx field-boundaries-register-operations

The e-mail and password are those of the developer account that registered the app (or staff).`;

/** The command, given its environment: one line per operation, its hash and its name. */
export async function registerCommand(env: Env, fetchFn: typeof fetch = globalThis.fetch): Promise<string[]> {
  const origin = env.FIELD_BOUNDARIES_ORIGIN;
  const clientId = env.CLIENT_ID;
  const email = env.FIELD_BOUNDARIES_EMAIL;
  const password = env.FIELD_BOUNDARIES_PASSWORD;
  if (!origin || !clientId || !email || !password) throw new FieldBoundariesError(registerUsage);
  const accessToken = await signInAsDeveloper({ origin, email, password, fetch: fetchFn });
  const registered = await registerOperations({ origin, clientId, accessToken, fetch: fetchFn });
  return registered.map((operation) => `${operation.sha256Hash}  ${operation.name}`);
}

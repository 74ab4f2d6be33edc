import type { TypedDocument } from './client.js';
import { ConnectionLostError, errorOf, FieldBoundariesError, type GraphQLErrorEntry } from './errors.js';
import { persistedOperations } from './generated/persisted-operations.js';

// Registering an app's persisted operations: the app's developer (or staff), signed in to the
// product as themselves, registers each document for the app; the app's tokens may then send
// the document's SHA-256 instead of its text (`sendByHash`). The same text twice changes nothing,
// so a build can register its operations on every release.

export type DeveloperSignIn = {
  /** The product's public origin (the gateway). */
  origin: string;
  /** The e-mail and password of the developer account that registered the app (or staff). */
  email: string;
  password: string;
  fetch?: typeof fetch | undefined;
};

export type RegisterOptions = {
  origin: string;
  /** The app's client id. */
  clientId: string;
  /** An access token of the app's developer (`signInAsDeveloper`), not one of the app's own. */
  accessToken: string;
  /** What to register: by default every generated query and mutation of the SDK. */
  operations?: readonly OperationToRegister[];
  fetch?: typeof fetch | undefined;
};

/** A document to register, and the hash the build computed for it, when it did. */
export type OperationToRegister = {
  name: string;
  document: string | TypedDocument<unknown, never>;
  sha256Hash?: string;
};

export type RegisteredOperation = { name: string; sha256Hash: string; registeredAt: string };

type Payload = { ok: boolean; errors: { field: string | null; message: string }[] };
type Reply<T> = { data?: T | null; errors?: GraphQLErrorEntry[] };

const LOGIN = `mutation SignIn($email: String!, $password: String!) {
  login(email: $email, password: $password) { ok errors { field message } access }
}`;
const REGISTER = `mutation RegisterOperation($clientId: ID!, $document: String!) {
  registerPartnerOperation(clientId: $clientId, document: $document) {
    ok errors { field message } operation { sha256Hash name registeredAt }
  }
}`;

async function post<T>(
  options: { origin: string; fetch?: typeof fetch | undefined; accessToken?: string },
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const url = `${options.origin.replace(/\/$/, '')}/graphql`;
  const response = await (options.fetch ?? globalThis.fetch)(url, {
    method: 'POST',
    headers: {
      // A token client: the gateway answers tokens in the body and sets no cookies.
      'x-session-mode': 'token',
      'content-type': 'application/json',
      ...(options.accessToken ? { authorization: `Bearer ${options.accessToken}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  }).catch((error: Error) => {
    const cause = (error.cause as Error | undefined)?.message ?? error.message;
    throw new ConnectionLostError(`Could not reach Field Boundaries at ${url} (${cause}).`, { cause: error });
  });
  const reply = (await response.json().catch(() => ({}))) as Reply<T>;
  if (reply.errors?.length || !reply.data)
    throw errorOf(
      reply.errors ?? [],
      reply.data ?? null,
      response.status,
      response.headers.get('retry-after'),
    );
  return reply.data;
}

const refusal = (what: string, payload: Payload) =>
  new FieldBoundariesError(`${what}: ${payload.errors.map((error) => error.message).join(' ')}`);

/** Signs in to the product as the developer, for registering; resolves with an access token. */
export async function signInAsDeveloper(options: DeveloperSignIn): Promise<string> {
  const { login } = await post<{ login: Payload & { access: string | null } }>(options, LOGIN, {
    email: options.email,
    password: options.password,
  });
  if (!login.ok || !login.access) throw refusal('Could not sign in', login);
  return login.access;
}

/**
 * Registers the operations for the app, one by one, and resolves with each one's hash as the
 * gateway keeps it. A document the schema refuses stops it with the gateway's reason.
 */
export async function registerOperations(options: RegisterOptions): Promise<RegisteredOperation[]> {
  const operations: readonly OperationToRegister[] = options.operations ?? persistedOperations;
  const registered: RegisteredOperation[] = [];
  for (const operation of operations) {
    const { registerPartnerOperation: answer } = await post<{
      registerPartnerOperation: Payload & { operation: RegisteredOperation | null };
    }>(options, REGISTER, { clientId: options.clientId, document: String(operation.document) });
    if (!answer.ok || !answer.operation) throw refusal(`${operation.name} was not registered`, answer);
    // The client sends the build's hash: a gateway keeping another would never run it.
    if (operation.sha256Hash && operation.sha256Hash !== answer.operation.sha256Hash)
      throw new FieldBoundariesError(
        `${operation.name} was registered as ${answer.operation.sha256Hash}, not the build's ${operation.sha256Hash}.`,
      );
    registered.push(answer.operation);
  }
  return registered;
}

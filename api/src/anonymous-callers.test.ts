import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './testing';

// Every operation of /openapi.json, called with no token and a body that is wrong in every way:
// an operation that documents a bearer token answers 401 before it reads the body; the rest are
// the public calls listed here, which answer without a fault. A new route is in one group or
// the other, or this test fails (the anonymous column of issue 33's authorization matrix).
const publicCalls = new Set([
  'POST /auth/users/',
  'GET /auth/users/activate/{userUuid}/{activationHash}/',
  'POST /auth/jwt/create/',
  'POST /auth/jwt/refresh/',
  'POST /auth/jwt/logout/',
  'POST /auth/users/email/confirm/',
  'GET /auth/security/questions/',
  'GET /auth/security/{email}/verify/',
  'POST /auth/security/answer/verify/',
  'POST /auth/users/resend_activation/',
  'GET /farms/fields/color_schema/',
  'GET /auth/users/ag-retailers/access/{invite_hash}/',
  'PUT /auth/users/ag-retailers/access/{invite_hash}/',
  'GET /subscription/packages/',
  'POST /subscription/verify-coupon/',
  'POST /subscription/stripe-webhook/',
  'GET /dev/mail/',
  // The gateway asks whose a partner's token is; a caller without the token learns nothing.
  'POST /partners/token-owner/',
  // The gateway asks for an app's operation by its hash; without the app's token (which the
  // gateway places first) a caller learns only a document a client of the app sends anyway.
  'POST /partners/operation-document/',
]);

type Operation = { security?: unknown[] };
let api: TestApi;
let operations: { name: string; method: string; path: string; secured: boolean }[];

beforeAll(async () => {
  api = await startTestApi();
  const document = (await (await fetch(`${api.url}/openapi.json`)).json()) as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      secured: (operation.security ?? []).length > 0,
    })),
  );
});
afterAll(() => api?.close());

/** A path with every parameter filled by a value of the right shape for nobody's object. */
const concrete = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) =>
    /uuid|Uuid/.test(name)
      ? '00000000-0000-4000-8000-000000000000'
      : name === 'email'
        ? 'nobody@example.com'
        : name === 'id'
          ? '1'
          : 'not-a-real-value',
  );

const hostileBody = JSON.stringify({ name: 42, email: '\u0000', junk: 'x'.repeat(1000), page: 2 ** 40 });

const callAnonymously = (method: string, path: string) =>
  fetch(`${api.url}${concrete(path)}`, {
    method,
    ...(['POST', 'PUT', 'PATCH'].includes(method)
      ? { headers: { 'content-type': 'application/json' }, body: hostileBody }
      : {}),
  });

describe('an anonymous caller', () => {
  it('meets every operation either as a documented public call or with a bearer token required', () => {
    const undocumented = operations.filter(
      (operation) => !operation.secured && !publicCalls.has(operation.name),
    );
    expect(undocumented.map((operation) => operation.name)).toEqual([]);
    const named = new Set(operations.map((operation) => operation.name));
    expect(
      [...publicCalls].filter((name) => !named.has(name) && name !== 'POST /subscription/stripe-webhook/'),
    ).toEqual([]);
  });

  it('gets 401 from every secured operation, before the body is read', async () => {
    const answers = await Promise.all(
      operations
        .filter((operation) => operation.secured)
        .map(async (operation) => {
          const response = await callAnonymously(operation.method, operation.path);
          const body = (await response.json()) as { errors?: string[] };
          return { name: operation.name, status: response.status, message: body.errors?.[0] ?? '' };
        }),
    );
    expect(answers.length).toBeGreaterThan(60);
    expect(answers.filter((answer) => answer.status !== 401)).toEqual([]);
    expect(answers.filter((answer) => answer.message === '')).toEqual([]);
  });

  it('gets an answer without a fault from every public call', async () => {
    const answers = await Promise.all(
      operations
        .filter((operation) => !operation.secured)
        .map(async (operation) => ({
          name: operation.name,
          status: (await callAnonymously(operation.method, operation.path)).status,
        })),
    );
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
  });
});

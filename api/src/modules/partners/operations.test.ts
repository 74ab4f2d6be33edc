import { createHash } from 'node:crypto';
import { OPERATIONS_PER_APP, operationMessages } from '@field-boundaries/contract/partner-operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { registerApp } from './oauth.testing';

// An app's persisted operations as the api keeps them: only the app's developer (or staff)
// registers, lists and removes them, each kept by the SHA-256 of its exact text, the same text
// twice is one operation, and the gateway reads one back by its hash.

type Operation = { sha256: string; name: string; document: string; created_at: string };

let api: TestApi;
let developer: { access: string };
let clientId: string;
beforeAll(async () => {
  api = await startTestApi();
  developer = await api.session({ developer: true });
  clientId = (await registerApp(api, developer.access, { scopes: ['fields:read'] })).client_id;
});
afterAll(() => api?.close());

const farms = 'query Farms {\n  myFarms { id name }\n}\n';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const operationsPath = () => `/partners/apps/${clientId}/operations/`;
const lookUp = (hash: string, app = clientId) =>
  fetch(`${api.url}/partners/operation-document/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: app, sha256: hash }),
  });

describe("an app's persisted operations", () => {
  it('keeps a document by the hash of its exact text, once, and hands it to the gateway by that hash', async () => {
    const first = await api.call<Operation>(developer.access, 'POST', operationsPath(), {
      name: 'Farms',
      document: farms,
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ sha256: sha256(farms), name: 'Farms', document: farms });

    const again = await api.call<Operation>(developer.access, 'POST', operationsPath(), {
      name: 'Farms',
      document: farms,
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    // Another text (a space more) is another operation, with its own hash.
    const spaced = await api.call<Operation>(developer.access, 'POST', operationsPath(), {
      name: 'Farms',
      document: `${farms} `,
    });
    expect(spaced.body.sha256).not.toBe(first.body.sha256);

    const listed = await api.call<Operation[]>(developer.access, 'GET', operationsPath());
    expect(listed.body.map((operation) => operation.sha256)).toEqual([first.body.sha256, spaced.body.sha256]);

    const found = await lookUp(first.body.sha256);
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual({ document: farms });
    expect((await lookUp(first.body.sha256, 'app_another')).status).toBe(404);

    expect(
      (await api.call(developer.access, 'DELETE', `${operationsPath()}${spaced.body.sha256}/`)).status,
    ).toBe(204);
    expect((await lookUp(spaced.body.sha256)).status).toBe(404);
    const gone = await api.call(developer.access, 'DELETE', `${operationsPath()}${spaced.body.sha256}/`);
    expect(gone).toEqual({
      status: 404,
      body: { code: 'not_found', errors: [operationMessages.noOperation] },
    });
  });

  it('is the app’s developer’s and staff’s alone', async () => {
    const stranger = await api.session({ developer: true });
    const grower = await api.session();
    const body = { name: 'Farms', document: 'query Farms { myFarms { id } }' };
    for (const who of [stranger, grower]) {
      const refused = await api.call(who.access, 'POST', operationsPath(), body);
      expect(refused).toEqual({
        status: 403,
        body: { code: 'forbidden', errors: [operationMessages.notYourApp] },
      });
      expect((await api.call(who.access, 'GET', operationsPath())).status).toBe(403);
    }
    const staff = await api.session({ staff: true });
    expect((await api.call(staff.access, 'GET', operationsPath())).status).toBe(200);
  });

  it('refuses an empty document, a bad name and a bad hash, naming the input', async () => {
    const empty = await api.call(developer.access, 'POST', operationsPath(), {
      name: 'Farms',
      document: '  ',
    });
    expect(empty).toEqual({
      status: 400,
      body: {
        code: 'validation_error',
        errors: [operationMessages.empty],
        fields: { document: [operationMessages.empty] },
      },
    });
    const unnamed = await api.call(developer.access, 'POST', operationsPath(), { name: '', document: farms });
    expect(unnamed.body).toMatchObject({ fields: { name: [operationMessages.unnamed] } });
    const badHash = await api.call(developer.access, 'DELETE', `${operationsPath()}not-a-hash/`);
    expect(badHash.status).toBe(400);
  });

  it(`keeps ${OPERATIONS_PER_APP} operations an app, and goes with the app`, async () => {
    const app = (await registerApp(api, developer.access, { scopes: ['fields:read'] })).client_id;
    await api.db.query(
      `INSERT INTO partner_operations (client_id, sha256, name, document)
       SELECT $1, encode(sha256(convert_to(n::text, 'UTF8')), 'hex'), 'Q' || n, 'query Q' || n || ' { me { id } }'
       FROM generate_series(1, $2::int) AS n`,
      [app, OPERATIONS_PER_APP],
    );
    const full = await api.call(developer.access, 'POST', `/partners/apps/${app}/operations/`, {
      name: 'Farms',
      document: farms,
    });
    expect(full.body).toMatchObject({ errors: [operationMessages.tooMany] });
    expect((await api.call(developer.access, 'DELETE', `/partners/apps/${app}/`)).status).toBe(204);
    const [left] = await api.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM partner_operations WHERE client_id = $1',
      [app],
    );
    expect(left?.count).toBe(0);
  });
});

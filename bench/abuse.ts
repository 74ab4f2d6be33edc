import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { startTestApi, type TestApi } from '../api/src/testing';
import { geojsonOf, ring } from './shapes';
import { slowClientRows } from './slow-clients';
import { GATEWAY_PORT, type Row, startGatewayProcess } from './support';
import { zipBomb } from './uploads';

// The bad-request corpus of issue 33, sent to a real api and to the gateway (its image's
// bundle, in its own process): each must be refused with a 4xx (or, through GraphQL, an error
// a client can read: a payload error or an error code other than INTERNAL_SERVER_ERROR) and a
// message, and after it both servers must still answer. Every table's rows are counted before
// and after the whole corpus: the corpus must write none. The uploads group measures the same
// api's /health and memory while the heaviest of these files are read.

const INT4_PAST = 2 ** 40;
const graphqlCodesThatRefuse =
  /^(VARIABLES_TOO_LARGE|BAD_USER_INPUT|UNAUTHENTICATED|FORBIDDEN|PAYLOAD_TOO_LARGE|GRAPHQL_\w+|PERSISTED_QUERY_\w+|NOT_FOUND|CONFLICT)$/;

/** The first message of any of the shapes our servers answer with. */
function messageOf(text: string): string {
  try {
    const body = JSON.parse(text) as {
      errors?: (string | { message?: string })[];
      data?: Record<string, { errors?: { message: string }[] } | null>;
      features?: { reason: string | null }[];
      error_description?: string;
    };
    const reason = body.features?.[0]?.reason;
    if (reason) return reason;
    // The OAuth relay's refusals (RFC 6749's error shape).
    if (body.error_description) return body.error_description;
    const first = body.errors?.[0];
    if (typeof first === 'string') return first;
    if (first?.message) return first.message;
    for (const payload of Object.values(body.data ?? {})) {
      const error = payload?.errors?.[0]?.message;
      if (error) return error;
    }
  } catch {
    return '';
  }
  return '';
}

type GraphqlBody = {
  errors?: { extensions?: { code?: string } }[];
  data?: Record<string, { ok?: boolean } | null>;
};
/** An import's report: a file may hold good and bad features, so each is refused on its own. */
type ImportReport = {
  taken?: number;
  written?: boolean;
  features?: { status: string; reason: string | null }[];
};

/**
 * Refused as a client can tell: a 4xx; or, on a 200, GraphQL's own error, a payload error, or
 * an import that took nothing, wrote nothing and gave every feature its reason.
 */
function refused(status: number, text: string): boolean {
  if (status >= 400 && status < 500) return messageOf(text) !== '';
  if (status !== 200) return false;
  let body: GraphqlBody & ImportReport;
  try {
    body = JSON.parse(text) as GraphqlBody & ImportReport;
  } catch {
    return false;
  }
  if (body.features)
    return (
      body.taken === 0 &&
      body.written === false &&
      body.features.every((feature) => feature.status === 'refused' && Boolean(feature.reason))
    );
  const code = body.errors?.[0]?.extensions?.code;
  if (code) return graphqlCodesThatRefuse.test(code);
  return Object.values(body.data ?? {}).some((payload) => payload?.ok === false) && messageOf(text) !== '';
}

const kmlWith = (doctype: string, name: string) =>
  `<?xml version="1.0"?>${doctype}<kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark><name>${name}</name><Polygon><outerBoundaryIs><LinearRing><coordinates>-97.9,38 -97.89,38 -97.89,38.01 -97.9,38</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark></Document></kml>`;

const laughs = () => {
  let entities = '<!ENTITY lol0 "lol">';
  for (let level = 1; level < 10; level++)
    entities += `<!ENTITY lol${level} "${`&lol${level - 1};`.repeat(10)}">`;
  return kmlWith(`<!DOCTYPE kml [${entities}]>`, '&lol9;');
};

async function answer(response: Response): Promise<{ status: number; message: string; text: string }> {
  const text = await response.text();
  return { status: response.status, message: messageOf(text), text };
}

function corpus(api: TestApi, gatewayUrl: string, grower: { access: string; email: string }, farm: number) {
  const bearer = { authorization: `Bearer ${grower.access}` };
  const toApi = (method: string, path: string, body?: unknown, headers: Record<string, string> = bearer) =>
    fetch(`${api.url}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
  const toGateway = (body: string, headers: Record<string, string> = bearer) =>
    fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
  const importFile = (format: string, content: string | Buffer) =>
    toApi('POST', `/farms/${farm}/fields/import/`, {
      format,
      content: Buffer.from(content).toString('base64'),
      legal_confirmed: true,
    });
  const addFarm = 'mutation ($name: String!) { addFarm(name: $name) { ok errors { field message } } }';
  /** A request whose target goes byte for byte as written (curl --path-as-is): no URL parser's dot segments. */
  const asIs = (target: string, method = 'GET', body?: string) =>
    new Promise<Response>((resolve, reject) => {
      const { hostname, port } = new URL(gatewayUrl);
      const sent = request({ host: hostname, port, path: target, method }, (reply) => {
        const chunks: Buffer[] = [];
        reply.on('data', (chunk: Buffer) => chunks.push(chunk));
        reply.on('end', () =>
          resolve(new Response(Buffer.concat(chunks), { status: reply.statusCode ?? 0 })),
        );
      });
      sent.on('error', reject);
      if (body) sent.setHeader('content-type', 'application/json');
      sent.end(body);
    });
  const apiPort = new URL(api.url).port;

  const names: [string, string][] = [
    ['NUL', 'Home\u0000Farm'],
    ['an ANSI escape', 'Home \u001b[31mFarm'],
    ['BEL', 'Home\u0007Farm'],
    ['the bidi override U+202E', 'Home \u202Emraf'],
    ['the isolate U+2066', 'Home \u2066Farm'],
    ['a lone surrogate', 'Home \ud800Farm'],
  ];
  const cases: { name: string; send(): Promise<Response> }[] = [
    ...names.map(([what, name]) => ({
      name: `api: a farm name with ${what}`,
      send: () => toApi('POST', '/farms/', { name }),
    })),
    {
      name: 'api: a tank mix name with NUL',
      send: () => toApi('POST', '/herbicides/tank-mixes/me/', { name: 'Mix\u0000', herbicide_groups: [9] }),
    },
    {
      name: 'api: a full name with U+202E',
      send: () => toApi('PATCH', '/auth/users/me/', { full_name: 'Ada\u202E' }),
    },
    {
      name: 'api: a sign-up with an escape in the farm name',
      send: () =>
        toApi(
          'POST',
          '/auth/users/',
          {
            full_name: 'Ada Grower',
            farm_name: 'Home\u001bFarm',
            email: `abuse-${Date.now()}@example.com`,
            password: 'long-enough-1',
            password_confirmation: 'long-enough-1',
            security_question: 1,
            security_answer: 'blue',
          },
          {},
        ),
    },
    { name: 'api: a report version of 2^40', send: () => toApi('GET', `/reports/1/?version=${INT4_PAST}`) },
    {
      name: 'api: buy-package of package 2^40',
      send: () => toApi('POST', '/subscription/buy-package/', { subscription: 1, package: INT4_PAST }),
    },
    { name: 'api: a page of 2^40', send: () => toApi('GET', `/reports/?page=${INT4_PAST}`) },
    { name: 'api: a farm id of 2^40', send: () => toApi('PATCH', `/farms/${INT4_PAST}/`, { name: 'Far' }) },
    {
      name: 'api: anonymous, with an invalid body',
      send: () => toApi('POST', '/farms/', { name: 12 }, {}),
    },
    { name: 'api: a body that is not JSON', send: () => toApi('POST', '/farms/', '{"name": ') },
    {
      name: 'api: a body past the api’s limit',
      send: () => toApi('POST', '/farms/', { name: 'x'.repeat(20 * 1024 * 1024) }),
    },
    {
      name: 'api: a drawn boundary that crosses itself',
      send: () =>
        toApi('POST', '/farms/fields/', {
          name: 'Bow tie',
          farm,
          mpoly: ring(8, true),
          legal_confirmed: true,
        }),
    },
    {
      name: 'api: a drawn boundary of 10,001 corners',
      send: () =>
        toApi('POST', '/farms/fields/', { name: 'Many', farm, mpoly: ring(10_001), legal_confirmed: true }),
    },
    {
      name: 'api: a split line of 1,001 points',
      send: () =>
        toApi('POST', `/farms/fields/${crypto.randomUUID()}/split/`, {
          line: Array.from({ length: 1001 }, (_, at) => [-97.9 + at * 1e-5, 38]),
        }),
    },
    {
      name: 'import: KML with an external entity',
      send: () =>
        importFile('kml', kmlWith('<!DOCTYPE kml [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>', '&xxe;')),
    },
    { name: 'import: KML billion laughs', send: () => importFile('kml', laughs()) },
    { name: 'import: a file that is not KML', send: () => importFile('kml', 'just words') },
    {
      name: 'import: a zip of 64 MB of zeros',
      send: async () => importFile('shapefile', await zipBomb('bomb.shp', 64 * 1024 * 1024)),
    },
    { name: 'import: a zip that is not a zip', send: () => importFile('shapefile', 'PK not really') },
    {
      name: 'import: a ring of 40,000 corners',
      send: () => importFile('geojson', geojsonOf([ring(40_000)])),
    },
    {
      name: 'import: a ring that crosses itself',
      send: () => importFile('geojson', geojsonOf([ring(20, true)])),
    },
    { name: 'import: GeoJSON that is not JSON', send: () => importFile('geojson', '{"type": "Feat') },
    {
      name: 'import: an unknown format',
      send: () => toApi('POST', `/farms/${farm}/fields/import/`, { format: 'dwg', content: 'AAAA' }),
    },
    {
      name: 'gateway: addFarm with NUL',
      send: () => toGateway(JSON.stringify({ query: addFarm, variables: { name: 'Home\u0000Farm' } })),
    },
    {
      name: 'gateway: a variable nested a million deep',
      send: () =>
        toGateway(
          `{"query":${JSON.stringify(addFarm)},"variables":{"name":${'['.repeat(1e6)}${']'.repeat(1e6)}}}`,
        ),
    },
    {
      name: 'gateway: 10 MB of variables',
      send: () =>
        toGateway(JSON.stringify({ query: addFarm, variables: { name: 'x'.repeat(10 * 1024 * 1024) } })),
    },
    {
      name: 'gateway: a body past 12 MB',
      send: () => toGateway(JSON.stringify({ query: '{ __typename }', variables: { x: 'y'.repeat(13e6) } })),
    },
    {
      name: 'gateway: 10,000 fields',
      send: () => toGateway(JSON.stringify({ query: `{ ${'__typename '.repeat(10_000)}}` })),
    },
    {
      name: 'gateway: 10,000 levels',
      send: () =>
        toGateway(JSON.stringify({ query: `{ ${'__schema { types { fields { type { '.repeat(2_500)}}` })),
    },
    {
      name: 'gateway: deeper than the depth limit',
      send: () => {
        const nest = (depth: number): string => (depth === 0 ? 'name' : `ofType { ${nest(depth - 1)} }`);
        return toGateway(
          JSON.stringify({ query: `{ __type(name: "User") { fields { type { ${nest(12)} } } } }` }),
        );
      },
    },
    { name: 'gateway: a body that is not JSON', send: () => toGateway('{"query": ') },
    {
      name: 'gateway: an anonymous mutation',
      send: () => toGateway(JSON.stringify({ query: addFarm, variables: { name: 'Anon' } }), {}),
    },
    {
      name: 'gateway: an unknown operation field',
      send: () => toGateway(JSON.stringify({ query: '{ dropAllTables }' })),
    },
    // Issue 50: no anonymous stream reservations (graphql-sse's single connection mode).
    { name: 'gateway: an anonymous stream reservation', send: () => asIs('/graphql/stream', 'PUT') },
    // Issue 50: the OAuth relay forwards only the authorization server's own paths.
    ...[
      '/oauth/%2e%2e/partners/token-owner/',
      '/oauth/..%2fpartners/token-owner/',
      '/oauth/%252e%252e/partners/token-owner/',
      '/oauth/..%5cpartners/token-owner/',
      `http://127.0.0.1:${apiPort}/oauth/x/../../partners/token-owner/`,
    ].map((target) => ({
      name: `relay: POST ${target.replace(String(apiPort), '<api>')}`,
      send: () => asIs(target, 'POST', JSON.stringify({ token: 'a'.repeat(43) })),
    })),
    ...[
      '/oauth/%2e%2e/openapi.json',
      '/oauth/%2e%2e/partners/operation-document/',
      'http://127.0.0.1:1/oauth/jwks',
    ].map((target) => ({ name: `relay: GET ${target}`, send: () => asIs(target) })),
    {
      name: 'gateway: a persisted-query hash sent with other text',
      send: () =>
        toGateway(
          JSON.stringify({
            query: '{ myFarms { id } }',
            extensions: {
              persistedQuery: {
                version: 1,
                sha256Hash: createHash('sha256').update('{ __typename }').digest('hex'),
              },
            },
          }),
        ),
    },
  ];
  return cases;
}

/** Every table's row count, by table. */
async function rowCounts(api: TestApi): Promise<Map<string, number>> {
  const tables = await api.db.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'spatial_ref_sys' ORDER BY 1",
  );
  const counts = new Map<string, number>();
  for (const { name } of tables) {
    const [row] = await api.db.query<{ count: string }>(`SELECT count(*) AS count FROM "${name}"`);
    counts.set(name, Number(row?.count ?? 0));
  }
  return counts;
}

const answering = async (url: string) =>
  fetch(`${url}/health`).then(
    (response) => response.ok,
    () => false,
  );

export async function abuseBenchmarks(): Promise<Row[]> {
  const api = await startTestApi();
  let gateway: Awaited<ReturnType<typeof startGatewayProcess>> | undefined;
  try {
    gateway = await startGatewayProcess(api.url, GATEWAY_PORT);
    const grower = await api.session();
    const created = await api.call<{ id: number }>(grower.access, 'POST', '/farms/', { name: 'Abuse Farm' });
    if (created.status !== 201) throw new Error(`the bench grower's farm was not made: ${created.status}`);
    const farm = created.body.id;
    const cases = corpus(api, gateway.url, grower, farm);
    const before = await rowCounts(api);
    let clean = 0;
    for (const each of cases) {
      const { status, message, text } = await answer(await each.send());
      const ok = refused(status, text);
      const up = (await answering(api.url)) && (await answering(gateway.url));
      if (ok && up) clean += 1;
      console.log(
        `${ok && up ? 'refused' : 'NOT CLEAN'}  ${each.name}: ${status} ${message.slice(0, 90)}${up ? '' : ' (a server stopped answering)'}`,
      );
    }
    const after = await rowCounts(api);
    const written = [...after].filter(([table, count]) => count !== before.get(table));
    const rows = written.reduce((sum, [table, count]) => sum + Math.abs(count - (before.get(table) ?? 0)), 0);
    if (written.length > 0)
      console.log(`rows written by the corpus: ${written.map(([table]) => table).join(', ')}`);
    const share = Math.round((1000 * clean) / cases.length) / 10;
    const importPath = { path: `/farms/${farm}/fields/import/`, bytes: 15_000_000 };
    const slow = [
      ...(await slowClientRows('api', api.url, importPath, grower.access, '/farms/')),
      ...(await slowClientRows(
        'gateway',
        gateway.url,
        { path: '/graphql', bytes: 12_000_000 },
        grower.access,
        '/graphql',
      )),
    ];
    return [
      ...slow,
      {
        name: 'abuse: bad requests refused cleanly',
        value: share,
        unit: `% (${clean} of ${cases.length}: a 4xx or GraphQL refusal with a message, servers still answering)`,
        target: '= 100',
        met: clean === cases.length,
      },
      {
        name: 'abuse: rows written by the bad requests',
        value: rows,
        unit: `rows (every table counted before and after${written.length ? `; ${written.map(([t]) => t).join(', ')}` : ''})`,
        target: '= 0',
        met: rows === 0,
      },
    ];
  } finally {
    gateway?.stop();
    await api.close();
  }
}

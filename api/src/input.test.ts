import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INT4_MAX, isPlainName } from './input';
import { startTestApi, type TestApi } from './testing';

// Hostile input meets a clean 400 that names the input, writes nothing, and leaves the api
// answering (issue 33: NUL, escapes and bidi overrides in names, numbers past `integer`).
type Json = { errors: string[]; fields?: Record<string, string[]> } & Record<string, unknown>;

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const post = (path: string, body: unknown, access?: string) =>
  fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(access ? { authorization: `Bearer ${access}` } : {}) },
    body: JSON.stringify(body),
  });

const farmCount = async (uuid: string) =>
  Number(
    (
      await api.db.query<{ count: string }>(
        'SELECT count(*) AS count FROM farms f JOIN users u ON u.account_id = f.account_id WHERE u.uuid = $1',
        [uuid],
      )
    )[0]?.count,
  );

describe('a name', () => {
  it.each([
    ['NUL', 'Home\u0000Farm'],
    ['an ANSI escape', 'Home \u001b[31mFarm'],
    ['BEL', 'Home\u0007Farm'],
    ['a line break', 'Home\nFarm'],
    ['the right-to-left override U+202E', 'Home \u202Emraf'],
    ['the isolate U+2066', 'Home \u2066Farm'],
    ['a lone surrogate', 'Home \ud800Farm'],
  ])('of a farm holding %s is refused with a 400 naming it, and nothing is written', async (_, name) => {
    const grower = await api.session();
    const before = await farmCount(grower.uuid);
    const answer = await api.call<Json>(grower.access, 'POST', '/farms/', { name });
    expect(answer.status).toBe(400);
    expect(answer.body.fields?.name?.[0]).toMatch(/^Farm name can't contain control characters/);
    expect(await farmCount(grower.uuid)).toBe(before);
  });

  it('of a farm keeps letters of any script, accents and emoji', async () => {
    const grower = await api.session();
    const answer = await api.call<Json>(grower.access, 'POST', '/farms/', { name: 'Ferme Hébert — ریاض 🌾' });
    expect(answer.status).toBe(201);
  });

  it('of a field, a tank mix and an account is held to the same rule, each naming its input', async () => {
    const grower = await api.session();
    const mix = await api.call<Json>(grower.access, 'POST', '/herbicides/tank-mixes/me/', {
      name: 'Mix\u0000',
      herbicide_groups: [9],
    });
    expect(mix.status).toBe(400);
    expect(mix.body.fields?.name?.[0]).toMatch(/^Tank Mix name can't/);

    const profile = await api.call<Json>(grower.access, 'PATCH', '/auth/users/me/', {
      full_name: 'Ada\u202E',
    });
    expect(profile.status).toBe(400);
    expect(profile.body.fields?.full_name?.[0]).toMatch(/^Full name can't/);

    const signUp = await post('/auth/users/', {
      full_name: 'Ada Grower',
      farm_name: 'Home\u001bFarm',
      email: 'hostile-signup@example.com',
      password: 'long-enough-1',
      password_confirmation: 'long-enough-1',
      security_question: 1,
      security_answer: 'blue',
    });
    expect(signUp.status).toBe(400);
    expect(((await signUp.json()) as Json).fields?.farm_name?.[0]).toMatch(/^Farm name can't/);
    expect(
      await api.db.query('SELECT 1 FROM users WHERE email = $1', ['hostile-signup@example.com']),
    ).toEqual([]);

    const drawn = await api.call<Json>(grower.access, 'POST', '/farms/fields/', {
      name: 'North\u2069',
      mpoly: [
        [-97.5, 38.5],
        [-97.49, 38.5],
        [-97.49, 38.51],
        [-97.5, 38.5],
      ],
      farm: null,
      legal_confirmed: true,
    });
    expect(drawn.status).toBe(400);
    expect(drawn.body.fields?.name?.[0]).toMatch(/^Field name can't/);
  });
});

describe('an imported feature’s name', () => {
  it('holding a control character or an override refuses that feature, naming the rule; the others are taken', async () => {
    const grower = await api.session();
    const farm = await api.call<{ id: number }>(grower.access, 'POST', '/farms/', { name: 'Import Farm' });
    const square = (west: number) => [
      [
        [west, 38.2],
        [west + 0.004, 38.2],
        [west + 0.004, 38.204],
        [west, 38.204],
        [west, 38.2],
      ],
    ];
    const feature = (name: string, west: number) => ({
      type: 'Feature',
      properties: { name },
      geometry: { type: 'Polygon', coordinates: square(west) },
    });
    const file = {
      type: 'FeatureCollection',
      features: [
        feature('North\u0000 80', -97.3),
        feature('exe.\u202Eeciovni', -97.31),
        feature('South 40', -97.32),
      ],
    };
    const answer = await api.call<{ features: { status: string; reason: string | null }[] }>(
      grower.access,
      'POST',
      `/farms/${farm.body.id}/fields/import/`,
      {
        format: 'geojson',
        content: Buffer.from(JSON.stringify(file)).toString('base64'),
        legal_confirmed: true,
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.features.map((each) => each.status)).toEqual(['refused', 'refused', 'taken']);
    expect(answer.body.features[0]?.reason).toMatch(/^Field name can't contain control characters/);
    const names = await api.call<{ name: string }[]>(grower.access, 'GET', `/farms/${farm.body.id}/fields/`);
    expect(names.body.map((field) => field.name)).toEqual(['South 40']);
  });
});

describe('any text', () => {
  it('holding NUL or a lone surrogate is refused naming its input, not failed in the database', async () => {
    const login = await post('/auth/jwt/create/', { email: 'a\u0000@example.com', password: 'whatever-1' });
    expect(login.status).toBe(400);
    expect(((await login.json()) as Json).fields).toEqual({
      email: [expect.stringMatching(/^email contains a NUL character/)],
    });
    const grower = await api.session({ plan: 'F' });
    const coupon = await api.call<Json>(grower.access, 'POST', '/subscription/verify-coupon/', {
      coupon_code: 'GIFT\ud83d',
    });
    expect(coupon.status).toBe(400);
    expect(Object.keys(coupon.body.fields ?? {})).toEqual(['coupon_code']);
    expect((await fetch(`${api.url}/health`)).status).toBe(200);
  });
});

describe('a whole number', () => {
  it('past PostgreSQL’s integer is refused at validation: a report version, a package', async () => {
    const grower = await api.session({ plan: 'F' });
    const report = await api.call<Json>(grower.access, 'GET', `/reports/1/?version=${2 ** 40}`);
    expect(report.status).toBe(400);
    expect(report.body.fields).toEqual({ version: [`Must be at most ${INT4_MAX}`] });
    const bought = await api.call<Json>(grower.access, 'POST', '/subscription/buy-package/', {
      subscription: 1,
      package: 2 ** 40,
    });
    expect(bought.status).toBe(400);
    expect(bought.body.fields).toEqual({ package: [`Must be at most ${INT4_MAX}`] });
    const farm = await api.call<Json>(grower.access, 'PATCH', `/farms/${2 ** 40}/`, { name: 'x' });
    expect(farm.status).toBe(400);
  });

  it('is bounded to integer in every operation’s path, query and body (a new route must be too)', async () => {
    const document = (await (await fetch(`${api.url}/openapi.json`)).json()) as OpenApi;
    const unbounded: string[] = [];
    const visit = (schema: Schema | undefined, where: string, seen: Set<string>) => {
      if (!schema) return;
      if (schema.$ref) {
        const name = schema.$ref.split('/').pop() ?? '';
        if (!seen.has(name)) visit(document.components?.schemas?.[name], where, new Set([...seen, name]));
        return;
      }
      if (schema.type === 'integer' && !(Number(schema.maximum) <= INT4_MAX)) unbounded.push(where);
      for (const [key, property] of Object.entries(schema.properties ?? {}))
        visit(property, `${where}.${key}`, seen);
      visit(schema.items, `${where}[]`, seen);
      for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
        visit(option, where, seen);
    };
    for (const [path, operations] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(operations)) {
        for (const parameter of operation.parameters ?? [])
          visit(parameter.schema, `${method} ${path} ${parameter.in}:${parameter.name}`, new Set());
        for (const content of Object.values(operation.requestBody?.content ?? {}))
          visit(content.schema, `${method} ${path} body`, new Set());
      }
    expect(unbounded).toEqual([]);
  });
});

describe('authentication', () => {
  it('is checked before the body: an anonymous caller with a bad body gets 401, not 400', async () => {
    const farm = await post('/farms/', { name: 42, extra: '\u0000' });
    expect(farm.status).toBe(401);
    const malformed = await fetch(`${api.url}/farms/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": ',
    });
    expect(malformed.status).toBe(401);
    const report = await fetch(`${api.url}/reports/1/?version=${2 ** 40}`);
    expect(report.status).toBe(401);
  });
});

describe('every error page', () => {
  it('is the one JSON shape with a message and nothing of the server: too large, bad URL, bad type', async () => {
    const grower = await api.session();
    const headers = { authorization: `Bearer ${grower.access}`, 'content-type': 'application/json' };
    const tooLarge = await fetch(`${api.url}/farms/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({
      code: 'payload_too_large',
      errors: ['The request is too large: this call takes at most 1 MB.'],
    });
    const badUrl = await fetch(`${api.url}/farms/%`, { headers });
    expect(badUrl.status).toBe(400);
    expect(await badUrl.json()).toEqual({ code: 'FST_ERR_BAD_URL', errors: [expect.any(String)] });
    const badType = await fetch(`${api.url}/farms/`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'text/xml' },
      body: '<farm/>',
    });
    expect(badType.status).toBe(415);
    const text = await badType.text();
    expect(JSON.parse(text)).toMatchObject({ errors: [expect.any(String)] });
    expect(text).not.toMatch(/\bat .+:\d+|node_modules|\/work\//);
  });
});

describe('isPlainName', () => {
  it('takes printable text of any script and refuses controls, bidi overrides and isolates', () => {
    expect(['Home Farm', 'Ferme Hébert', 'ریاض', 'North 40 🌾', 'O’Brien'].every(isPlainName)).toBe(true);
    const refused = ['\u0000', '\t', '\u007f', '\u0085', '\u202A', '\u202E', '\u2066', '\u2069', '\udc00'];
    expect(refused.filter((character) => isPlainName(`a${character}b`))).toEqual([]);
    // The marks U+200E and U+200F are not overrides: a right-to-left name may need them.
    expect(isPlainName('a\u200Fb')).toBe(true);
  });

  it('refuses the noncharacters, which are no text and which XML 1.0 does not allow', () => {
    const refused = ['\uFFFE', '\uFFFF', '\uFDD0', '\uFDEF', '\u{1FFFF}', '\u{10FFFF}'];
    expect(refused.filter((character) => isPlainName(`a${character}b`))).toEqual([]);
    // U+FFFD (the replacement character) and the private use area are text.
    expect(['a\uFFFDb', 'a\uE000b', 'a\u{1F33D}b'].every(isPlainName)).toBe(true);
  });
});

type Schema = {
  $ref?: string;
  type?: string;
  maximum?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema?: Schema }[];
        requestBody?: { content?: Record<string, { schema?: Schema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, Schema> };
};

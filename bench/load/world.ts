import pg from 'pg';
import type { ApiProcess } from '../support';

// The people a load plays, made through the api's own calls as a grower makes them (sign-up,
// the activation mail from the local outbox, claims, a crop on a field), then moved to plan B
// with one UPDATE (a purchase through the test provider would only add card checks). Growers
// come in pairs holding two CLU fields that touch: the first sprays, its wind blowing onto the
// second's conventional soybeans, which glyphosate (Group 9) injures, so each start tells the
// neighbour. Each grower also keeps spare free CLU fields to claim and give back.
export type Grower = {
  index: number;
  email: string;
  password: string;
  farm: number;
  /** The grower's own field, claimed in setup. */
  field: { uuid: string; lat: number; lng: number };
  /** Free CLU fields only this grower claims (and deletes again), one at a time. */
  spares: string[];
  /** For the spraying half of a pair: the degrees the wind blows from, onto the neighbour. */
  windFromDeg: number | null;
  /** The other grower of the pair. */
  partner: number;
};

export type World = { growers: Grower[]; sprayGroup: number; cropTrait: number };

const PASSWORD = 'load-grower-2026';
const SPARES = 4;

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += size)
    await Promise.all(items.slice(start, start + size).map(run));
}

export async function buildWorld(api: ApiProcess, count: number): Promise<World> {
  if (!api.databaseUrl) throw new Error('The load bench runs on PostgreSQL: set DATABASE_URL.');
  const db = new pg.Client({ connectionString: api.databaseUrl });
  await db.connect();
  try {
    const pairs = Math.ceil(count / 2);
    const touching = await db.query<{
      a: string;
      b: string;
      bearing: number;
      alat: number;
      alng: number;
      blat: number;
      blng: number;
    }>(
      `SELECT a.uuid AS a, b.uuid AS b,
              degrees(ST_Azimuth(ST_Centroid(a.geom), ST_Centroid(b.geom))) AS bearing,
              ST_Y(ST_Centroid(a.geom)) AS alat, ST_X(ST_Centroid(a.geom)) AS alng,
              ST_Y(ST_Centroid(b.geom)) AS blat, ST_X(ST_Centroid(b.geom)) AS blng
         FROM clu_fields a
         JOIN LATERAL (
           SELECT uuid, geom FROM clu_fields b
            WHERE b.uuid > a.uuid AND b.geom && ST_Expand(a.geom, 0.0002) AND ST_DWithin(a.geom, b.geom, 0.0001)
            LIMIT 1) b ON true
        ORDER BY a.uuid`,
    );
    // Disjoint pairs, far enough apart that one pair's spray reaches only its own neighbour.
    const used = new Set<string>();
    const chosen: (typeof touching.rows)[number][] = [];
    for (const pair of touching.rows) {
      if (chosen.length === pairs) break;
      if (used.has(pair.a) || used.has(pair.b)) continue;
      if (chosen.some((other) => Math.hypot(other.alat - pair.alat, other.alng - pair.alng) < 0.02)) continue;
      chosen.push(pair);
      used.add(pair.a);
      used.add(pair.b);
    }
    if (chosen.length < pairs)
      throw new Error(
        `The demo region has ${chosen.length} separate pairs of touching fields; ${pairs} are needed.`,
      );
    const free = await db.query<{ uuid: string }>(
      'SELECT uuid FROM clu_fields WHERE NOT (uuid = ANY($1)) ORDER BY md5(uuid::text) LIMIT $2',
      [[...used], count * SPARES],
    );
    const [soy] = (
      await db.query<{ trait: number }>(
        "SELECT t.id AS trait FROM crop_traits t JOIN crops c ON c.id = t.crop_id WHERE c.name = 'soybean' AND t.trait_name = 'Conventional'",
      )
    ).rows;
    const [glyphosate] = (
      await db.query<{ id: number }>("SELECT id FROM herbicide_groups WHERE group_label = 'Group 9'")
    ).rows;
    if (!soy || !glyphosate) throw new Error('The catalogue lacks conventional soybean or Group 9.');

    const growers: Grower[] = [];
    await inBatches(
      Array.from({ length: count }, (_, index) => index),
      8,
      async (index) => {
        const pair = chosen[Math.floor(index / 2)] as (typeof chosen)[number];
        const first = index % 2 === 0;
        const email = `load-${index}-${Date.now()}@example.com`;
        await signUp(api.url, email);
        growers[index] = {
          index,
          email,
          password: PASSWORD,
          farm: 0,
          field: first
            ? { uuid: pair.a, lat: pair.alat, lng: pair.alng }
            : { uuid: pair.b, lat: pair.blat, lng: pair.blng },
          spares: free.rows.slice(index * SPARES, (index + 1) * SPARES).map((row) => row.uuid),
          // The wind blows from the sprayer's far side toward the neighbour's field.
          windFromDeg: first ? (Number(pair.bearing) + 180) % 360 : null,
          partner: first ? index + 1 : index - 1,
        };
      },
    );
    // Plan B: a year of Pro, as a purchase would give, so claims and several farms are allowed.
    await db.query(
      `UPDATE billing_plans SET plan = 'B', expires_at = now() + interval '1 year'
        WHERE account_id IN (SELECT account_id FROM users WHERE email LIKE 'load-%')`,
    );
    await inBatches(growers, 8, async (grower) => {
      const access = await login(api.url, grower.email);
      const headers = { authorization: `Bearer ${access}`, 'content-type': 'application/json' };
      const farms = (await (await fetch(`${api.url}/farms/me/`, { headers })).json()) as { id: number }[];
      grower.farm = farms[0]?.id ?? 0;
      if (!grower.farm) throw new Error(`grower ${grower.index} has no farm`);
      const claim = await fetch(`${api.url}/farms/fields/${grower.field.uuid}/claim/`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ name: `Load ${grower.index}`, legal_confirmed: true }),
      });
      if (!claim.ok) throw new Error(`claim: ${claim.status} ${await claim.text()}`);
      const field = ((await claim.json()) as { uuid: string }).uuid;
      grower.field.uuid = field;
      if (grower.windFromDeg === null) {
        const crop = await fetch(`${api.url}/farms/fields/${field}/`, {
          method: 'PATCH',
          headers,
          body: JSON.stringify({ crop_trait: soy.trait }),
        });
        if (!crop.ok) throw new Error(`crop: ${crop.status} ${await crop.text()}`);
      }
    });
    return { growers, sprayGroup: glyphosate.id, cropTrait: soy.trait };
  } finally {
    await db.end();
  }
}

async function signUp(apiUrl: string, email: string): Promise<void> {
  const response = await fetch(`${apiUrl}/auth/users/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      full_name: 'Load Grower',
      farm_name: 'Load Farm',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      security_question: 1,
      security_answer: 'load',
    }),
  });
  if (!response.ok) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  const [mail] = (await (await fetch(`${apiUrl}/dev/mail/?to=${encodeURIComponent(email)}`)).json()) as {
    links: string[];
  }[];
  const link = mail?.links.find((each) => each.includes('/activate/')) ?? '';
  // ${WEB_ORIGIN}/auth/users/activate/{activation_hash}/{user_uuid}
  const [, , , , hash, uuid] = new URL(link).pathname.split('/');
  const activated = await fetch(`${apiUrl}/auth/users/activate/${uuid}/${hash}/`);
  if (!activated.ok) throw new Error(`activation: ${activated.status} ${await activated.text()}`);
}

async function login(apiUrl: string, email: string): Promise<string> {
  const response = await fetch(`${apiUrl}/auth/jwt/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`login: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access: string }).access;
}

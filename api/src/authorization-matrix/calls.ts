import { type Build, bbox, same } from './build';
import { catalogueToSprayCalls } from './calls-catalogue-to-spray';
import { PASSWORD, SOYBEAN, square, XTEND } from './fixtures';

// The call each row of the matrix makes, for each caller: a valid body and the owner's ids.

export const calls: Record<string, Build> = {
  'POST /auth/users/': (w) => ({ path: '/auth/users/', body: w.fresh.registration() }),
  'GET /auth/users/activate/{userUuid}/{activationHash}/': async (w) => {
    const [uuid, hash] = await w.fresh.activation();
    return { path: `/auth/users/activate/${uuid}/${hash}/` };
  },
  'POST /auth/jwt/create/': same(
    () => '/auth/jwt/create/',
    (w) => ({ email: w.people.owner.email, password: PASSWORD }),
  ),
  'POST /auth/jwt/refresh/': async (w) => ({
    path: '/auth/jwt/refresh/',
    body: { refresh: await w.fresh.refresh() },
  }),
  'POST /auth/jwt/logout/': async (w) => ({
    path: '/auth/jwt/logout/',
    body: { refresh: await w.fresh.refresh() },
  }),
  'GET /auth/users/me/': same(() => '/auth/users/me/'),
  'PATCH /auth/users/me/': (w, who) => ({
    path: '/auth/users/me/',
    body: { email: `${w.fresh.unique(who).replace(' ', '-')}@example.org` },
  }),
  'POST /auth/users/email/confirm/': async (w) => ({
    path: '/auth/users/email/confirm/',
    body: { token: await w.fresh.emailChange() },
  }),
  'POST /auth/users/set_password/': same(
    () => '/auth/users/set_password/',
    () => ({ current_password: PASSWORD, new_password: PASSWORD }),
  ),
  'POST /auth/users/set_security_answer/': same(
    () => '/auth/users/set_security_answer/',
    () => ({ current_password: PASSWORD, security_question: 1, security_answer: 'Prairie' }),
  ),
  // Off, as every caller is: no row that asks for a developer changes with the order rows run in.
  'PUT /auth/users/me/developer/': same(
    () => '/auth/users/me/developer/',
    () => ({ is_developer: false }),
  ),
  // An address of its own per caller: one request a minute per address (activation-resend.ts).
  'POST /auth/users/resend_activation/': (w) => ({
    path: '/auth/users/resend_activation/',
    body: { email: w.fresh.registration().email },
  }),
  'GET /auth/security/questions/': same(() => '/auth/security/questions/'),
  'GET /auth/security/{email}/verify/': same((w) => `/auth/security/${w.people.owner.email}/verify/`),
  // A user of its own per caller: five answers at once to one account are refused (recovery).
  'POST /auth/security/answer/verify/': async (w) => ({
    path: '/auth/security/answer/verify/',
    body: await w.fresh.recovery(),
  }),
  'POST /auth/security/reset_password/': same(
    () => '/auth/security/reset_password/',
    () => ({ new_password: 'another-password-2', new_password_confirmation: 'another-password-2' }),
  ),
  'GET /farms/fields/color_schema/': same(() => '/farms/fields/color_schema/'),
  'POST /farms/fields/location-search/': same(
    () => '/farms/fields/location-search/',
    () => ({ point: { lat: 37.7, lng: -98.0 } }),
  ),
  'GET /farms/nodes/': same(() => `/farms/nodes/?${bbox}`),
  'GET /farms/nodes/viewer-fields/': same((w) => `/farms/nodes/viewer-fields/?ids=${w.node}`),
  'GET /farms/nodes/{id}/stream': same((w) => `/farms/nodes/${w.node}/stream`),
  'GET /farms/nodes/stream/': same((w) => `/farms/nodes/stream/?ids=${w.node}`),
  'GET /farms/nodes/{id}/clu-stream/': same((w) => `/farms/nodes/${w.node}/clu-stream/`),
  'GET /farms/tiles/{z}/{x}/{y}/': same(() => '/farms/tiles/8/58/99/'),
  'GET /farms/me/': same(() => '/farms/me/'),
  'POST /farms/': (w) => ({ path: '/farms/', body: { name: w.fresh.unique('New farm') } }),
  // Renamed to the name it has, so the world keeps it.
  'PATCH /farms/{id}/': (w) => ({ path: `/farms/${w.farm}/`, body: { name: w.secrets.farm } }),
  'DELETE /farms/{id}/': async (w) => ({ path: `/farms/${await w.fresh.farm()}/` }),
  'GET /farms/{id}/fields/': same((w) => `/farms/${w.farm}/fields/`),
  // A free CLU claimed into the owner's farm.
  // A free CLU claimed into the owner's farm.
  'PATCH /farms/fields/{uuid}/claim/': (w) => ({
    path: `/farms/fields/${w.fresh.freeClu()}/claim/`,
    body: { name: w.fresh.unique('Claimed'), farm: w.farm, legal_confirmed: true },
  }),
  'PATCH /farms/fields/bulk/': same(
    () => '/farms/fields/bulk/',
    (w) => ({ data: [{ field: w.field, crop: SOYBEAN, crop_trait: XTEND }] }),
  ),
  'PATCH /farms/fields/{uuid}/': same(
    (w) => `/farms/fields/${w.field}/`,
    () => ({ crop: SOYBEAN, crop_trait: XTEND, is_building: false }),
  ),
  'DELETE /farms/fields/{uuid}/': async (w) => ({ path: `/farms/fields/${await w.fresh.field()}/` }),
  'GET /farms/fields/{uuid}/': same((w) => `/farms/fields/${w.field}/`),
  'POST /farms/fields/{uuid}/adjacent_traits/': same(
    (w) => `/farms/fields/${w.neighbour.clu}/adjacent_traits/`,
    () => ({ crop: SOYBEAN, crop_trait: XTEND }),
  ),
  'PATCH /farms/fields/{uuid}/adjacent_traits/{id}/': same(
    (w) => `/farms/fields/${w.neighbour.clu}/adjacent_traits/${w.neighbour.id}/`,
    () => ({ crop: SOYBEAN, crop_trait: XTEND }),
  ),
  'DELETE /farms/fields/{uuid}/adjacent_traits/{id}/': async (w) => {
    const note = await w.fresh.note();
    return { path: `/farms/fields/${note.clu}/adjacent_traits/${note.id}/` };
  },
  // Plan B mails a neighbour a link to a free field: the field is nobody's yet.
  'POST /farms/fields/{uuid}/invite/': (w, who) => ({
    path: `/farms/fields/${w.neighbour.clu}/invite/`,
    body: { email: `neighbour-of-${who}@example.com` },
  }),
  'POST /farms/{id}/fields/import/': (w) => ({
    path: `/farms/${w.farm}/fields/import/`,
    body: {
      format: 'geojson',
      content: Buffer.from(
        JSON.stringify({
          type: 'FeatureCollection',
          features: [
            {
              type: 'Feature',
              properties: { name: 'Imported' },
              geometry: { type: 'Polygon', coordinates: [square(w.fresh.slot())] },
            },
          ],
        }),
      ).toString('base64'),
      dry_run: true,
      legal_confirmed: true,
    },
  }),
  'GET /farms/{id}/fields/export/': same((w) => `/farms/${w.farm}/fields/export/?format=geojson`),
  'POST /farms/fields/': (w) => ({
    path: '/farms/fields/',
    body: {
      name: w.fresh.unique('Drawn'),
      mpoly: square(w.fresh.slot()),
      farm: w.farm,
      crop: null,
      crop_trait: null,
      herbicide: null,
      tank_mix: null,
      legal_confirmed: true,
    },
  }),
  'PATCH /farms/fields/{uuid}/merge/': async (w) => {
    const [first, second] = await w.fresh.touchingFields();
    return { path: `/farms/fields/${first}/merge/`, body: { merge_fields: [second] } };
  },
  // A line across the middle of a fresh field, west to east.
  'POST /farms/fields/{uuid}/split/': async (w) => {
    const { uuid, ring } = await w.fresh.drawn();
    const [[west, south], [east], [, north]] = ring as [[number, number], [number], [number, number]];
    const middle = (south + north) / 2;
    return {
      path: `/farms/fields/${uuid}/split/`,
      body: {
        line: [
          [west - 0.001, middle],
          [east + 0.001, middle],
        ],
      },
    };
  },
  'GET /farms/fields/map/': same(() => `/farms/fields/map/?${bbox}`),
  'GET /farms/crops/': same(() => '/farms/crops/'),
  ...catalogueToSprayCalls,
};

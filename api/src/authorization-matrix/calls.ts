import {
  allowedStart,
  type Caller,
  GROUP_4,
  GROUP_9,
  PASSWORD,
  reportForm,
  SOYBEAN,
  square,
  XTEND,
} from './fixtures';
import type { World } from './world';

// The call each row of the matrix makes, for each caller: a valid body and the owner's ids.

/** One call: the path with its query, and a JSON body or headers when it has them. */
export type Call = { path: string; body?: unknown; headers?: Record<string, string> };
/** The call a row makes for one caller; destructive rows make a fresh object for each. */
export type Build = (w: World, who: Caller) => Call | Promise<Call>;

const same =
  (path: (w: World) => string, body?: (w: World, who: Caller) => unknown): Build =>
  (w, who) =>
    body ? { path: path(w), body: body(w, who) } : { path: path(w) };
const bbox = 'west=-98.1&south=37.6&east=-97.9&north=37.8';
const season = (w: World) => `from=2026-01-01&to=2026-12-31&farm=${w.farm}`;
const ownerFieldQuery = `herbicide_groups=${GROUP_4},${GROUP_9}`;
const isRetailer = (who: Caller) => who === 'retailer' || who === 'assigned';

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
  'GET /farms/crops/me/': same(() => '/farms/crops/me/'),
  'POST /farms/crops/me/': same(
    () => '/farms/crops/me/',
    () => ({ crop_ids: [SOYBEAN] }),
  ),
  'GET /farms/neighboring-crops/me/': same(() => '/farms/neighboring-crops/me/'),
  'POST /farms/neighboring-crops/me/': same(
    () => '/farms/neighboring-crops/me/',
    () => ({ crop_ids: [SOYBEAN] }),
  ),
  'GET /farms/crop-traits/': same(() => '/farms/crop-traits/'),
  'GET /farms/crop-traits/me/': same(() => '/farms/crop-traits/me/'),
  'POST /farms/crop-traits/me/': same(
    () => '/farms/crop-traits/me/',
    () => ({ crop_trait_ids: [XTEND] }),
  ),
  'GET /herbicides/groups/': same(() => '/herbicides/groups/'),
  'GET /herbicides/me/': same(() => '/herbicides/me/'),
  'POST /herbicides/me/': same(
    () => '/herbicides/me/',
    () => ({ herbicide_group_ids: [GROUP_4, GROUP_9] }),
  ),
  'GET /herbicides/tank-mixes/me/': same(() => '/herbicides/tank-mixes/me/'),
  'POST /herbicides/tank-mixes/me/': (w) => ({
    path: '/herbicides/tank-mixes/me/',
    body: { name: w.fresh.unique('Mix'), herbicide_groups: [GROUP_9], owner: w.account },
  }),
  'DELETE /herbicides/tank-mixes/{id}/': async (w) => ({
    path: `/herbicides/tank-mixes/${await w.fresh.tankMix()}/`,
  }),
  'POST /herbicides/compatibility/': same(
    () => '/herbicides/compatibility/',
    (w) => ({ tank_mix: w.tankMix, targets: [{ crop: SOYBEAN, crop_trait: XTEND }] }),
  ),
  'POST /herbicides/compatibility/tank-mixes/': same(
    () => '/herbicides/compatibility/tank-mixes/',
    (w) => ({ tank_mixes: [w.tankMix] }),
  ),
  'GET /tutorials/me/': same(() => '/tutorials/me/'),
  'PATCH /tutorials/me/': same(
    () => '/tutorials/me/',
    () => ({ farms: true }),
  ),
  'GET /audit/': same((w) => `/audit/?account=${w.people.owner.uuid}`),
  // Growers (and god mode, and staff) invite the unrelated retailer; retailers ask for the owner.
  'POST /auth/users/ag-retailers/invite/': (w, who) => ({
    path: '/auth/users/ag-retailers/invite/',
    body: { email: isRetailer(who) ? w.people.owner.email : w.people.retailer.email },
  }),
  'GET /auth/users/ag-retailers/': same(() => '/auth/users/ag-retailers/'),
  'DELETE /auth/users/ag-retailers/{id}/': async (w, who) => ({
    path: `/auth/users/ag-retailers/${who === 'assigned' ? await w.fresh.assignedRelation() : await w.fresh.ownerRelation()}/`,
  }),
  'GET /auth/users/ag-retailers/access/{invite_hash}/': async (w) => ({
    path: `/auth/users/ag-retailers/access/${await w.fresh.invite()}/`,
  }),
  'PUT /auth/users/ag-retailers/access/{invite_hash}/': async (w) => ({
    path: `/auth/users/ag-retailers/access/${await w.fresh.invite()}/`,
  }),
  'GET /auth/ag-retailer/accounts/': same(() => '/auth/ag-retailer/accounts/'),
  'GET /auth/ag-retailer/accounts/{uuid}/farms/': same(
    (w) => `/auth/ag-retailer/accounts/${w.people.owner.uuid}/farms/`,
  ),
  'GET /auth/ag-retailer/accounts/{uuid}/farms/{id}/fields/': same(
    (w) => `/auth/ag-retailer/accounts/${w.people.owner.uuid}/farms/${w.farm}/fields/`,
  ),
  'POST /auth/god-mode/login/': same(
    () => '/auth/god-mode/login/',
    (w) => ({ uuid: w.people.owner.uuid }),
  ),
  'GET /subscription/packages/': same(() => '/subscription/packages/'),
  'GET /subscription/me/': same(() => '/subscription/me/'),
  'POST /subscription/verify-coupon/': same(
    () => '/subscription/verify-coupon/',
    () => ({ coupon_code: 'MATRIX-GIFT' }),
  ),
  'POST /subscription/verify-card/': same(
    () => '/subscription/verify-card/',
    (w) => ({ ...w.card, cardholder_name: 'Ada Owner' }),
  ),
  'POST /subscription/buy-package/': (w, who) => ({
    path: '/subscription/buy-package/',
    body: { subscription: w.account, package: w.offer.id },
    headers: { 'idempotency-key': `matrix-buy-${who}` },
  }),
  'POST /subscription/checkout-session/': same(
    () => '/subscription/checkout-session/',
    (w) => ({ package_stripe_id: w.offer.package_stripe_id }),
  ),
  'GET /subscription/billing-portal-session/': same(() => '/subscription/billing-portal-session/'),
  'POST /subscription/billing-portal-session/': same(() => '/subscription/billing-portal-session/'),
  'POST /subscription/stripe-webhook/': () => ({
    path: '/subscription/stripe-webhook/',
    body: { type: 'checkout.session.completed' },
    headers: { 'stripe-signature': 't=1,v1=00' },
  }),
  'GET /farms/fields/{uuid}/weather/': same((w) => `/farms/fields/${w.field}/weather/`),
  'GET /farms/fields/{uuid}/drift/': same((w) => `/farms/fields/${w.field}/drift/?${ownerFieldQuery}`),
  'GET /farms/fields/{uuid}/adjacent/': same((w) => `/farms/fields/${w.field}/adjacent/?${ownerFieldQuery}`),
  'GET /farms/fields/{uuid}/sprayability/': same(
    (w) => `/farms/fields/${w.field}/sprayability/?tank_mix=${w.tankMix}`,
  ),
  'GET /reference/nozzles/': same(() => '/reference/nozzles/'),
  'GET /reference/products/': same(() => '/reference/products/'),
  'GET /reports/': same((w) => `/reports/?field=${w.field}`),
  'POST /reports/': same(
    () => '/reports/',
    (w) => ({ field: w.field, form: reportForm() }),
  ),
  'GET /reports/draft/': same((w) => `/reports/draft/?field=${w.field}`),
  'GET /reports/season.csv': same((w) => `/reports/season.csv?${season(w)}`),
  'GET /reports/season.pdf': same((w) => `/reports/season.pdf?${season(w)}`),
  'GET /reports/{id}/': same((w) => `/reports/${w.report}/`),
  'PUT /reports/{id}/': async (w) => ({
    path: `/reports/${await w.fresh.report()}/`,
    body: { form: reportForm(), change_reason: 'The rate was mistyped.' },
  }),
  'GET /reports/{id}/versions/': same((w) => `/reports/${w.report}/versions/`),
  'GET /reports/{id}/pdf/': same((w) => `/reports/${w.report}/pdf/`),
  'GET /reports/{id}/map.svg': same((w) => `/reports/${w.report}/map.svg`),
  'GET /events/farms/{id}/spray-planner/': same((w) => `/events/farms/${w.farm}/spray-planner/`),
  'PUT /events/farms/{id}/spray-planner/': async (w) => {
    const farm = await w.fresh.farm();
    const field = await w.fresh.field(farm);
    return {
      path: `/events/farms/${farm}/spray-planner/`,
      body: { tank_mix: w.tankMix, fields: [field], ...allowedStart() },
    };
  },
  'DELETE /events/farms/{id}/spray-planner/': async (w) => ({
    path: `/events/farms/${await w.fresh.spraying()}/spray-planner/`,
  }),
  'GET /events/spray-notices/': same(() => '/events/spray-notices/'),
  'GET /dev/mail/': same((w) => `/dev/mail/?to=${w.people.retailer.email}`),
};

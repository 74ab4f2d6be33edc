import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowedStart,
  buildWorld,
  type Caller,
  callerNames,
  callers,
  GROUP_4,
  GROUP_9,
  PASSWORD,
  reportForm,
  SOYBEAN,
  square,
  type World,
  XTEND,
} from './authorization-matrix.world';

// Issue 33, item 7: the authorization matrix. Every operation of /openapi.json is called by
// each caller with a valid body and the owner's object ids, so the status says who may, not
// whether the body was right. The callers:
//   anonymous  no token
//   owner      the grower whose farm, field, report, tank mix, spray and notes they are (plan B)
//   grower     another grower, plan B, unrelated to the owner
//   retailer   an ag retailer the owner never assigned
//   assigned   the ag retailer the owner granted access, acting as itself (not in god mode)
//   godMode    the assigned retailer's god-mode token into the owner's account: acts as the owner
//   staff      a staff member, acting as itself
// A `/me` operation acts on the caller's own things: its 200 to another grower is that grower's
// own list, and the answers below are checked never to carry the owner's private things.
// An operation of /openapi.json without a row here, or a row without an operation, fails.

type Statuses = readonly [
  anonymous: number,
  owner: number,
  grower: number,
  retailer: number,
  assigned: number,
  godMode: number,
  staff: number,
];

// biome-ignore format: one row per operation, one column per caller, read as a table
const expected: Record<string, Statuses> = {
  //                                                            anon owner grower retlr assgn  god staff
  // Accounts. Public calls answer the same whoever calls. The secrets (password, security
  // answer, e-mail) are the owner's alone: god mode is refused (spec 6; accounts/service.ts).
  'POST /auth/users/':                                          [201,  201,  201,  201,  201,  201,  201],
  'GET /auth/users/activate/{userUuid}/{activationHash}/':      [200,  200,  200,  200,  200,  200,  200],
  'POST /auth/jwt/create/':                                     [200,  200,  200,  200,  200,  200,  200],
  'POST /auth/jwt/refresh/':                                    [200,  200,  200,  200,  200,  200,  200],
  'POST /auth/jwt/logout/':                                     [204,  204,  204,  204,  204,  204,  204],
  'GET /auth/users/me/':                                        [401,  200,  200,  200,  200,  200,  200],
  'PATCH /auth/users/me/':                                      [401,  200,  200,  200,  200,  403,  200],
  'POST /auth/users/email/confirm/':                            [200,  200,  200,  200,  200,  200,  200],
  'POST /auth/users/set_password/':                             [401,  204,  204,  204,  204,  403,  204],
  'POST /auth/users/set_security_answer/':                      [401,  204,  204,  204,  204,  403,  204],
  'GET /auth/security/questions/':                              [200,  200,  200,  200,  200,  200,  200],
  'GET /auth/security/{email}/verify/':                         [200,  200,  200,  200,  200,  200,  200],
  'POST /auth/security/answer/verify/':                         [200,  200,  200,  200,  200,  200,  200],
  // Opened only by the reset token a right security answer gives: no access token opens it.
  'POST /auth/security/reset_password/':                        [401,  401,  401,  401,  401,  401,  401],
  // The CLU map: shared by every signed-in user; the raw stream is for developers only.
  'GET /farms/fields/color_schema/':                            [200,  200,  200,  200,  200,  200,  200],
  'POST /farms/fields/location-search/':                        [401,  200,  200,  200,  200,  200,  200],
  'GET /farms/nodes/':                                          [401,  200,  200,  200,  200,  200,  200],
  'GET /farms/nodes/viewer-fields/':                            [401,  200,  200,  200,  200,  200,  200],
  'GET /farms/nodes/{id}/stream':                               [401,  200,  200,  200,  200,  200,  200],
  'GET /farms/nodes/stream/':                                   [401,  200,  200,  200,  200,  200,  200],
  'GET /farms/nodes/{id}/clu-stream/':                          [401,  403,  403,  403,  403,  403,  403],
  // Farms and fields: the owner's, and god mode's as the owner. Others do not learn they exist
  // (404), and cannot put fields into the owner's farm (403).
  'GET /farms/me/':                                             [401,  200,  200,  200,  200,  200,  200],
  'POST /farms/':                                               [401,  201,  201,  201,  201,  201,  201],
  'PATCH /farms/{id}/':                                         [401,  200,  404,  404,  404,  200,  404],
  'DELETE /farms/{id}/':                                        [401,  204,  404,  404,  404,  204,  404],
  'GET /farms/{id}/fields/':                                    [401,  200,  404,  404,  404,  200,  404],
  // A free CLU claimed into the owner's farm.
  'PATCH /farms/fields/{uuid}/claim/':                          [401,  200,  403,  403,  403,  200,  403],
  'PATCH /farms/fields/bulk/':                                  [401,  200,  404,  404,  404,  200,  404],
  'PATCH /farms/fields/{uuid}/':                                [401,  200,  404,  404,  404,  200,  404],
  'DELETE /farms/fields/{uuid}/':                               [401,  204,  404,  404,  404,  204,  404],
  // One field by uuid: one's own, a neighbour's or a free one (neighbour-routes.ts, spec 6 plan B).
  'GET /farms/fields/{uuid}/':                                  [401,  200,  200,  200,  200,  200,  200],
  // Notes of a neighbour field's crop belong to the account that wrote them: anyone on plan B
  // notes the same field for themselves; only the owner changes or removes the owner's note
  // (another's removal is told the spec's "Nothing to remove!", 400).
  'POST /farms/fields/{uuid}/adjacent_traits/':                 [401,  201,  201,  201,  201,  201,  201],
  'PATCH /farms/fields/{uuid}/adjacent_traits/{id}/':           [401,  200,  404,  404,  404,  200,  404],
  'DELETE /farms/fields/{uuid}/adjacent_traits/{id}/':          [401,  204,  400,  400,  400,  204,  400],
  // Plan B mails a neighbour a link to a free field: the field is nobody's yet.
  'POST /farms/fields/{uuid}/invite/':                          [401,  201,  201,  201,  201,  201,  201],
  'POST /farms/{id}/fields/import/':                            [401,  200,  404,  404,  404,  200,  404],
  'GET /farms/{id}/fields/export/':                             [401,  200,  404,  404,  404,  200,  404],
  'POST /farms/fields/':                                        [401,  201,  403,  403,  403,  201,  403],
  'PATCH /farms/fields/{uuid}/merge/':                          [401,  200,  404,  404,  404,  200,  404],
  'POST /farms/fields/{uuid}/split/':                           [401,  200,  404,  404,  404,  200,  404],
  'GET /farms/fields/map/':                                     [401,  200,  200,  200,  200,  200,  200],
  // The catalogue and one's own lists of it. Retailers keep no crops, traits, herbicides or
  // mixes (spec 6: they do not see those screens).
  'GET /farms/crops/':                                          [401,  200,  200,  403,  403,  200,  200],
  'GET /farms/crops/me/':                                       [401,  200,  200,  403,  403,  200,  200],
  'POST /farms/crops/me/':                                      [401,  200,  200,  403,  403,  200,  200],
  'GET /farms/neighboring-crops/me/':                           [401,  200,  200,  403,  403,  200,  200],
  'POST /farms/neighboring-crops/me/':                          [401,  200,  200,  403,  403,  200,  200],
  'GET /farms/crop-traits/':                                    [401,  200,  200,  403,  403,  200,  200],
  'GET /farms/crop-traits/me/':                                 [401,  200,  200,  403,  403,  200,  200],
  'POST /farms/crop-traits/me/':                                [401,  200,  200,  403,  403,  200,  200],
  'GET /herbicides/groups/':                                    [401,  200,  200,  403,  403,  200,  200],
  'GET /herbicides/me/':                                        [401,  200,  200,  403,  403,  200,  200],
  'POST /herbicides/me/':                                       [401,  200,  200,  403,  403,  200,  200],
  // 404 is the spec's "no mixes yet" (spec 7: 404 treated as empty).
  'GET /herbicides/tank-mixes/me/':                             [401,  200,  404,  403,  403,  200,  404],
  'POST /herbicides/tank-mixes/me/':                            [401,  201,  403,  403,  403,  201,  403],
  'DELETE /herbicides/tank-mixes/{id}/':                        [401,  204,  404,  403,  403,  204,  404],
  'POST /herbicides/compatibility/':                            [401,  200,  404,  403,  403,  200,  404],
  'POST /herbicides/compatibility/tank-mixes/':                 [401,  200,  404,  403,  403,  200,  404],
  'GET /tutorials/me/':                                         [401,  200,  200,  200,  200,  200,  200],
  'PATCH /tutorials/me/':                                       [401,  200,  200,  200,  200,  200,  200],
  // Staff only.
  'GET /audit/':                                                [401,  403,  403,  403,  403,  403,  200],
  // Retailer relations. Whom the owner trusts is the owner's call: god mode is refused. Growers
  // invite the unrelated retailer; retailers ask for the owner's account (the assigned one has
  // it: 409); staff accounts never relate (400).
  'POST /auth/users/ag-retailers/invite/':                      [401,  201,  201,  201,  409,  403,  400],
  'GET /auth/users/ag-retailers/':                              [401,  200,  200,  200,  200,  200,  200],
  // Either side ends its own relation (the assigned retailer one of its own with another grower).
  'DELETE /auth/users/ag-retailers/{id}/':                      [401,  204,  404,  404,  204,  403,  404],
  // The mailed link is the invitee's consent: whoever holds it opens it (retailers/service.ts).
  'GET /auth/users/ag-retailers/access/{invite_hash}/':         [200,  200,  200,  200,  200,  200,  200],
  'PUT /auth/users/ag-retailers/access/{invite_hash}/':         [200,  200,  200,  200,  200,  200,  200],
  'GET /auth/ag-retailer/accounts/':                            [401,  403,  403,  200,  200,  403,  403],
  'GET /auth/ag-retailer/accounts/{uuid}/farms/':               [401,  403,  403,  403,  200,  403,  403],
  'GET /auth/ag-retailer/accounts/{uuid}/farms/{id}/fields/':   [401,  403,  403,  403,  200,  403,  403],
  // God mode: only the assigned retailer and staff enter; never from inside god mode.
  'POST /auth/god-mode/login/':                                 [401,  403,  403,  403,  200,  403,  200],
  // Billing. Retailers cannot upgrade through the app, but manage their subscription in the
  // billing portal (spec 1, 2.3, 6); every caller has a card on file (the world). God mode buys for
  // the owner's account with the owner's card, recorded with the retailer as the buyer
  // (purchases.created_by, migration 016): the api's choice, which the spec leaves open.
  'GET /subscription/packages/':                                [200,  200,  200,  200,  200,  200,  200],
  'GET /subscription/me/':                                      [401,  200,  200,  200,  200,  200,  200],
  'POST /subscription/verify-coupon/':                          [200,  200,  200,  200,  200,  200,  200],
  'POST /subscription/verify-card/':                            [401,  200,  200,  200,  200,  200,  200],
  'POST /subscription/buy-package/':                            [401,  200,  403,  403,  403,  200,  403],
  'POST /subscription/checkout-session/':                       [401,  200,  200,  403,  403,  200,  200],
  'GET /subscription/billing-portal-session/':                  [401,  200,  200,  200,  200,  200,  200],
  'POST /subscription/billing-portal-session/':                 [401,  200,  200,  200,  200,  200,  200],
  // Not configured in tests (no STRIPE_WEBHOOK_SECRET): 404 to everyone.
  'POST /subscription/stripe-webhook/':                         [404,  404,  404,  404,  404,  404,  404],
  // A field's weather, drift and neighbours: the owner's fields only.
  'GET /farms/fields/{uuid}/weather/':                          [401,  200,  404,  404,  404,  200,  404],
  'GET /farms/fields/{uuid}/drift/':                            [401,  200,  404,  404,  404,  200,  404],
  'GET /farms/fields/{uuid}/adjacent/':                         [401,  200,  404,  404,  404,  200,  404],
  'GET /farms/fields/{uuid}/sprayability/':                     [401,  200,  404,  404,  404,  200,  404],
  'GET /reference/nozzles/':                                    [401,  200,  200,  200,  200,  200,  200],
  'GET /reference/products/':                                   [401,  200,  200,  200,  200,  200,  200],
  // Reports: the owner's, written in god mode by a retailer (never as itself). A list or a season
  // is the caller's own account's (`farm` filters within it), so it answers 200 and holds nothing
  // of the owner's; a report id of another account is 404 to all.
  'GET /reports/':                                              [401,  200,  200,  200,  200,  200,  200],
  'POST /reports/':                                             [401,  201,  404,  403,  403,  201,  404],
  'GET /reports/draft/':                                        [401,  200,  404,  403,  403,  200,  404],
  'GET /reports/season.csv':                                    [401,  200,  200,  200,  200,  200,  200],
  'GET /reports/season.pdf':                                    [401,  200,  200,  200,  200,  200,  200],
  'GET /reports/{id}/':                                         [401,  200,  404,  404,  404,  200,  404],
  'PUT /reports/{id}/':                                         [401,  200,  404,  403,  403,  200,  404],
  'GET /reports/{id}/versions/':                                [401,  200,  404,  404,  404,  200,  404],
  'GET /reports/{id}/pdf/':                                     [401,  200,  404,  404,  404,  200,  404],
  'GET /reports/{id}/map.svg':                                  [401,  200,  404,  404,  404,  200,  404],
  // The spray planner of a farm: its grower's, and god mode's. Writes by a retailer as itself are
  // told that only the farm's grower plans its sprays; a read finds no such farm.
  'GET /events/farms/{id}/spray-planner/':                      [401,  200,  404,  404,  404,  200,  404],
  'PUT /events/farms/{id}/spray-planner/':                      [401,  200,  404,  403,  403,  200,  404],
  'DELETE /events/farms/{id}/spray-planner/':                   [401,  200,  404,  403,  403,  200,  404],
  'GET /events/spray-notices/':                                 [401,  200,  200,  200,  200,  200,  200],
  // The local outbox (no SMTP_URL): production refuses to start without SMTP (config.ts).
  'GET /dev/mail/':                                             [200,  200,  200,  200,  200,  200,  200],
};

/** The only operations where god mode is not answered as the owner is: the owner's secrets. */
const ownersAlone = [
  'PATCH /auth/users/me/',
  'POST /auth/users/set_password/',
  'POST /auth/users/set_security_answer/',
  'POST /auth/users/ag-retailers/invite/',
  'DELETE /auth/users/ag-retailers/{id}/',
];

/** One call: the path with its query, and a JSON body or headers when it has them. */
type Call = { path: string; body?: unknown; headers?: Record<string, string> };
/** The call a row makes for one caller; destructive rows make a fresh object for each. */
type Build = (w: World, who: Caller) => Call | Promise<Call>;

const same =
  (path: (w: World) => string, body?: (w: World, who: Caller) => unknown): Build =>
  (w, who) =>
    body ? { path: path(w), body: body(w, who) } : { path: path(w) };
const bbox = 'west=-98.1&south=37.6&east=-97.9&north=37.8';
const season = (w: World) => `from=2026-01-01&to=2026-12-31&farm=${w.farm}`;
const ownerFieldQuery = `herbicide_groups=${GROUP_4},${GROUP_9}`;
const isRetailer = (who: Caller) => who === 'retailer' || who === 'assigned';

const calls: Record<string, Build> = {
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

/**
 * Who may read each of the owner's private names in an answer: the owner and god mode; the
 * assigned retailer also reads the owner's farms and fields as itself (its users sidebar).
 */
const readers: Record<keyof World['secrets'], Caller[]> = {
  farm: ['owner', 'godMode', 'assigned'],
  field: ['owner', 'godMode', 'assigned'],
  tankMix: ['owner', 'godMode'],
  license: ['owner', 'godMode'],
};

/** `work` on each item, at most `width` at a time; the results in the items' order. */
async function inPool<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

let world: World;
let operations: string[];
let secured: Set<string>;
beforeAll(async () => {
  world = await buildWorld();
  const document = (await (await fetch(`${world.api.url}/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      secured: (operation.security ?? []).length > 0,
    })),
  );
  operations = documented.map((operation) => operation.name);
  secured = new Set(documented.filter((operation) => operation.secured).map((operation) => operation.name));
}, 180_000);
afterAll(() => world?.api.close());

async function send(w: World, who: Caller, operation: string, call: Call) {
  const method = operation.split(' ')[0] as string;
  const token = w.tokens[who];
  const response = await fetch(`${w.api.url}${call.path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...call.headers,
    },
    ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
  });
  return { status: response.status, text: await response.text() };
}

describe('the authorization matrix', () => {
  it('has one row for each operation of /openapi.json, and none for an operation it lacks', () => {
    expect(operations.filter((name) => !(name in expected))).toEqual([]);
    expect(Object.keys(expected).filter((name) => !operations.includes(name))).toEqual([]);
    expect(Object.keys(calls).sort()).toEqual(Object.keys(expected).sort());
  });

  it('answers god mode as the owner, but for the owner’s secrets; and anonymous 401 wherever a token is documented', () => {
    const differing = Object.entries(expected).filter(([, [, owner, , , , god]]) => owner !== god);
    expect(differing.map(([operation]) => operation)).toEqual(ownersAlone);
    for (const operation of ownersAlone) expect(expected[operation]?.[5], operation).toBe(403);
    const anonymous = Object.entries(expected).filter(
      ([operation, [status]]) => secured.has(operation) !== (status === 401),
    );
    expect(anonymous.map(([operation]) => operation)).toEqual([]);
  });

  it('answers every caller of every operation as the table says', async () => {
    const rows = Object.keys(expected);
    const answered = await inPool(rows, 6, async (operation) => {
      const build = calls[operation] as Build;
      // The calls are made first (fresh objects are the owner's), then the seven sent at once.
      const made = await Promise.all(callers.map((who) => build(world, who)));
      return Promise.all(callers.map((who, index) => send(world, who, operation, made[index] as Call)));
    });
    const wrong = rows.flatMap((operation, row) =>
      callers.flatMap((who, index) => {
        const answer = answered[row]?.[index];
        const want = expected[operation]?.[index];
        const problems: string[] = [];
        if (answer?.status !== want)
          problems.push(
            `${operation} as ${callerNames[who]}: expected ${want}, got ${answer?.status} ${answer?.text.slice(0, 160)}`,
          );
        for (const [secret, mayRead] of Object.entries(readers))
          if (
            !mayRead.includes(who) &&
            answer?.text.includes(world.secrets[secret as keyof World['secrets']])
          )
            problems.push(`${operation} as ${callerNames[who]}: the answer holds the owner's ${secret}`);
        return problems;
      }),
    );
    expect(wrong).toEqual([]);
  }, 180_000);
});

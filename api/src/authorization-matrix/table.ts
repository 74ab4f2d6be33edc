import type { Caller } from './fixtures';
import type { World } from './world';

// Who may call each operation of /openapi.json, and who may read the owner's private names.

export type Statuses = readonly [
  anonymous: number,
  owner: number,
  grower: number,
  retailer: number,
  assigned: number,
  godMode: number,
  staff: number,
];

// biome-ignore format: one row per operation, one column per caller, read as a table
export const expected: Record<string, Statuses> = {
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
  // One's own developer role: never changed in god mode (accounts/developer.ts).
  'PUT /auth/users/me/developer/':                              [401,  200,  200,  200,  200,  403,  200],
  // Answered alike for every address, whoever asks (activation-resend.ts).
  'POST /auth/users/resend_activation/':                        [202,  202,  202,  202,  202,  202,  202],
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
  // The overview's tiles: every signed-in viewer, each sees its own territory's fields in them.
  'GET /farms/tiles/{z}/{x}/{y}/':                              [401,  200,  200,  200,  200,  200,  200],
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
  // Partner apps (issue 36): staff register them; anyone connects apps to their own account,
  // never from inside someone else's (god mode). Unknown apps and expired consents: 404, 410.
  'POST /partners/apps/':                                       [401,  403,  403,  403,  403,  403,  201],
  'GET /partners/apps/':                                        [401,  403,  403,  403,  403,  403,  200],
  'DELETE /partners/apps/{client_id}/':                         [401,  404,  404,  404,  404,  404,  404],
  'PATCH /partners/apps/{client_id}/':                          [401,  404,  404,  404,  404,  404,  404],
  'GET /partners/consents/{uid}/':                              [401,  410,  410,  410,  410,  403,  410],
  'POST /partners/consents/{uid}/':                             [401,  410,  410,  410,  410,  403,  410],
  'GET /partners/connected/':                                   [401,  200,  200,  200,  200,  403,  200],
  'DELETE /partners/connected/{client_id}/':                    [401,  404,  404,  404,  404,  403,  404],
  // An app's webhooks: its developer's and staff's, never in god mode; no one here holds this app.
  'GET /partners/apps/{client_id}/webhooks/':                   [401,  403,  403,  403,  403,  403,  403],
  'POST /partners/apps/{client_id}/webhooks/':                  [401,  403,  403,  403,  403,  403,  403],
  'DELETE /partners/apps/{client_id}/webhooks/{id}/':           [401,  403,  403,  403,  403,  403,  403],
  'GET /partners/apps/{client_id}/webhooks/deliveries/':        [401,  403,  403,  403,  403,  403,  403],
  'GET /partners/apps/{client_id}/webhooks/deliveries/{id}/':   [401,  403,  403,  403,  403,  403,  403],
  'POST /partners/apps/{client_id}/webhooks/deliveries/{id}/redeliver/': [401, 403, 403, 403, 403, 403, 403],
  'POST /partners/apps/{client_id}/webhooks/{id}/test/':         [401,  403,  403,  403,  403,  403,  403],
  // An app's persisted operations: the same rule as its webhooks.
  'GET /partners/apps/{client_id}/operations/':                 [401,  403,  403,  403,  403,  403,  403],
  'POST /partners/apps/{client_id}/operations/':                [401,  403,  403,  403,  403,  403,  403],
  'DELETE /partners/apps/{client_id}/operations/{sha256}/':     [401,  403,  403,  403,  403,  403,  403],
  // The gateway asks whose a partner token is, and for an app's operation by its hash: no token
  // given here is one, and no app here has that operation.
  'POST /partners/token-owner/':                                [404,  404,  404,  404,  404,  404,  404],
  'POST /partners/operation-document/':                         [404,  404,  404,  404,  404,  404,  404],
  'GET /staff/accounts/':                                       [401,  403,  403,  403,  403,  403,  200],
  'PUT /staff/accounts/{uuid}/developer/':                      [401,  403,  403,  403,  403,  403,  200],
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
  // Pending invitations: each caller's own list; the owner's sent one is sent again or cancelled
  // by the owner alone (others are not told it exists), never in god mode.
  'GET /auth/users/ag-retailers/invites/':                      [401,  200,  200,  200,  200,  200,  200],
  'POST /auth/users/ag-retailers/invites/{id}/resend/':         [401,  200,  404,  404,  404,  403,  404],
  'DELETE /auth/users/ag-retailers/invites/{id}/':              [401,  204,  404,  404,  404,  403,  404],
  'GET /auth/ag-retailer/accounts/':                            [401,  403,  403,  200,  200,  403,  403],
  'GET /auth/ag-retailer/accounts/{uuid}/farms/':               [401,  403,  403,  403,  200,  403,  403],
  'GET /auth/ag-retailer/accounts/{uuid}/farms/{id}/fields/':   [401,  403,  403,  403,  200,  403,  403],
  // God mode: only the assigned retailer and staff enter; never from inside god mode.
  'POST /auth/god-mode/login/':                                 [401,  403,  403,  403,  200,  403,  200],
  // Billing. Retailers cannot upgrade through the app, but manage their subscription in the
  // billing portal (spec 1, 2.3, 6); every caller has a card on file (the world). God mode buys for
  // the owner's account with the owner's card, recorded with the retailer as the buyer
  // (purchases.created_by, migration 016): the api's choice, which the spec leaves open. The
  // billing portal is the owner's alone: it hands over the owner's cards and the power to end the
  // plan, outside our audit log (the provider knows only the customer), so god mode gets 403.
  'GET /subscription/packages/':                                [200,  200,  200,  200,  200,  200,  200],
  'GET /subscription/me/':                                      [401,  200,  200,  200,  200,  200,  200],
  // Only the account's own subscription; god mode changes the owner's, recorded with its actor.
  'PATCH /subscription/me/':                                    [401,  200,  403,  403,  403,  403,  403],
  'POST /subscription/verify-coupon/':                          [200,  200,  200,  200,  200,  200,  200],
  'POST /subscription/verify-card/':                            [401,  200,  200,  200,  200,  200,  200],
  'POST /subscription/buy-package/':                            [401,  200,  403,  403,  403,  200,  403],
  'POST /subscription/checkout-session/':                       [401,  200,  200,  403,  403,  200,  200],
  'GET /subscription/billing-portal-session/':                  [401,  200,  200,  200,  200,  403,  200],
  'POST /subscription/billing-portal-session/':                 [401,  200,  200,  200,  200,  403,  200],
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
  // The farms spraying now, and the notices, are the caller's own account's: 200 to all.
  'GET /events/spray-planner/current/':                         [401,  200,  200,  200,  200,  200,  200],
  'GET /events/spray-notices/':                                 [401,  200,  200,  200,  200,  200,  200],
  // The local outbox (no SMTP_URL): production refuses to start without SMTP (config.ts).
  'GET /dev/mail/':                                             [200,  200,  200,  200,  200,  200,  200],
};

/**
 * The only operations where god mode is not answered as the owner is: the owner's secrets, and
 * the owner's cards and plan (the billing portal, managed where our audit log cannot see, and
 * changing them through PATCH subscription/me/).
 */
export const ownersAlone = [
  'PATCH /auth/users/me/',
  'POST /auth/users/set_password/',
  'POST /auth/users/set_security_answer/',
  'PUT /auth/users/me/developer/',
  'GET /partners/consents/{uid}/',
  'POST /partners/consents/{uid}/',
  'GET /partners/connected/',
  'DELETE /partners/connected/{client_id}/',
  'POST /auth/users/ag-retailers/invite/',
  'DELETE /auth/users/ag-retailers/{id}/',
  'POST /auth/users/ag-retailers/invites/{id}/resend/',
  'DELETE /auth/users/ag-retailers/invites/{id}/',
  'PATCH /subscription/me/',
  'GET /subscription/billing-portal-session/',
  'POST /subscription/billing-portal-session/',
];

/**
 * Who may read each of the owner's private names in an answer: the owner and god mode; the
 * assigned retailer also reads the owner's farms and fields as itself (its users sidebar).
 */
export const readers: Record<keyof World['secrets'], Caller[]> = {
  farm: ['owner', 'godMode', 'assigned'],
  field: ['owner', 'godMode', 'assigned'],
  tankMix: ['owner', 'godMode'],
  license: ['owner', 'godMode'],
};

/**
 * Where a caller reads more than `readers` says, and why. The audit log is staff's record of
 * what was done to each account: an entry about a field or farm names it as it was
 * (farms/audit-detail.ts), so that support can read it after the field is renamed or gone.
 * Staff read the names there and nowhere else; tank mixes and licences are never in an entry.
 */
export const readersIn: Record<string, Partial<Record<keyof World['secrets'], Caller[]>>> = {
  'GET /audit/': { farm: ['staff'], field: ['staff'] },
};

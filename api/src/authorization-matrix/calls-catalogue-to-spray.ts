import { type Build, isRetailer, ownerFieldQuery, same, season } from './build';
import { allowedStart, GROUP_4, GROUP_9, reportForm, SOYBEAN, XTEND } from './fixtures';

// The matrix's calls for the catalogue, tank mixes, retailers, billing, spray safety, reports and
// the spray planner (calls.ts holds the accounts', the map's and the fields').

export const catalogueToSprayCalls: Record<string, Build> = {
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
  'POST /partners/apps/': (w) => ({
    path: '/partners/apps/',
    body: {
      name: w.fresh.unique('App'),
      redirect_uris: ['https://app.example.com/callback'],
      scopes: ['fields:read'],
      confidential: false,
    },
  }),
  'GET /partners/apps/': same(() => '/partners/apps/'),
  'DELETE /partners/apps/{client_id}/': same(() => '/partners/apps/app_no-such-app/'),
  'PATCH /partners/apps/{client_id}/': same(
    () => '/partners/apps/app_no-such-app/',
    () => ({ name: 'Renamed' }),
  ),
  'GET /partners/consents/{uid}/': same(() => '/partners/consents/no-such-request/'),
  'POST /partners/consents/{uid}/': same(
    () => '/partners/consents/no-such-request/',
    () => ({ allow: true }),
  ),
  'GET /partners/connected/': same(() => '/partners/connected/'),
  'DELETE /partners/connected/{client_id}/': same(() => '/partners/connected/app_no-such-app/'),
  'GET /partners/apps/{client_id}/webhooks/': same(() => '/partners/apps/app_no-such-app/webhooks/'),
  'POST /partners/apps/{client_id}/webhooks/': same(
    () => '/partners/apps/app_no-such-app/webhooks/',
    () => ({ url: 'https://app.example.com/hooks', events: ['field.created'] }),
  ),
  'DELETE /partners/apps/{client_id}/webhooks/{id}/': same(
    () => '/partners/apps/app_no-such-app/webhooks/1/',
  ),
  'GET /partners/apps/{client_id}/webhooks/deliveries/': same(
    () => '/partners/apps/app_no-such-app/webhooks/deliveries/',
  ),
  'GET /partners/apps/{client_id}/webhooks/deliveries/{id}/': same(
    () => '/partners/apps/app_no-such-app/webhooks/deliveries/1/',
  ),
  'POST /partners/apps/{client_id}/webhooks/deliveries/{id}/redeliver/': same(
    () => '/partners/apps/app_no-such-app/webhooks/deliveries/1/redeliver/',
  ),
  'POST /partners/apps/{client_id}/webhooks/{id}/test/': same(
    () => '/partners/apps/app_no-such-app/webhooks/1/test/',
  ),
  'GET /partners/apps/{client_id}/operations/': same(() => '/partners/apps/app_no-such-app/operations/'),
  'POST /partners/apps/{client_id}/operations/': same(
    () => '/partners/apps/app_no-such-app/operations/',
    () => ({ name: 'Farms', document: 'query Farms { myFarms { id } }' }),
  ),
  'DELETE /partners/apps/{client_id}/operations/{sha256}/': same(
    () => `/partners/apps/app_no-such-app/operations/${'0'.repeat(64)}/`,
  ),
  'POST /partners/token-owner/': same(
    () => '/partners/token-owner/',
    () => ({ token: 'not-a-partner-token' }),
  ),
  'POST /partners/operation-document/': same(
    () => '/partners/operation-document/',
    () => ({ client_id: 'app_no-such-app', sha256: '0'.repeat(64) }),
  ),
  'GET /staff/accounts/': same(() => '/staff/accounts/?search=owner'),
  // Off, as the owner is already: the owner's other rows (the developers' raw CLU stream) stay as they are.
  'PUT /staff/accounts/{uuid}/developer/': same(
    (w) => `/staff/accounts/${w.people.owner.uuid}/developer/`,
    () => ({ is_developer: false }),
  ),
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
  'GET /auth/users/ag-retailers/invites/': same(() => '/auth/users/ag-retailers/invites/'),
  'POST /auth/users/ag-retailers/invites/{id}/resend/': async (w) => ({
    path: `/auth/users/ag-retailers/invites/${await w.fresh.pendingInvite()}/resend/`,
  }),
  'DELETE /auth/users/ag-retailers/invites/{id}/': async (w) => ({
    path: `/auth/users/ag-retailers/invites/${await w.fresh.pendingInvite()}/`,
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
  // Asking for the Pro plan the owner has: no charge, nothing changes.
  'PATCH /subscription/me/': same(
    () => '/subscription/me/',
    (w) => ({ account: w.account, plan: 'B' }),
  ),
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
  'GET /events/spray-planner/current/': same(() => '/events/spray-planner/current/'),
  'GET /events/spray-notices/': same(() => '/events/spray-notices/'),
  'GET /dev/mail/': same((w) => `/dev/mail/?to=${w.people.retailer.email}`),
};

// What a partner app (an agronomy app, a cab display, a retailer's ERP) may be allowed to do with
// a grower's account, one OAuth scope each. The api checks them on every route; the consent
// screen and Connected apps show them in these words.

export const PARTNER_SCOPES = [
  'fields:read',
  'fields:write',
  'catalogue:read',
  'catalogue:write',
  'spray:read',
  'spray:write',
  'reports:read',
  'reports:write',
  'account:read',
] as const;

export type PartnerScope = (typeof PARTNER_SCOPES)[number];

export const isPartnerScope = (scope: string): scope is PartnerScope =>
  (PARTNER_SCOPES as readonly string[]).includes(scope);

/** Each scope in the grower's words, as the consent screen and Connected apps show it. */
export const scopeWording: Record<PartnerScope, string> = {
  'fields:read': 'See your farms and fields, their boundaries, crops and neighbours',
  'fields:write': 'Add, change and delete your farms, fields and boundaries',
  'catalogue:read': 'See your crops, seed traits, herbicide groups and tank mixes',
  'catalogue:write': 'Change your crop, trait and herbicide lists and your tank mixes',
  'spray:read': 'See spray windows, weather, drift zones and what is being sprayed',
  'spray:write': 'Start and stop sprays, which tells your neighbours',
  'reports:read': 'See your Application Summary Reports',
  'reports:write': 'Save Application Summary Reports for you',
  'account:read': 'See your name, e-mail address and plan',
};

/** The refusals a partner app meets, word for word. */
export const partnerMessages = {
  missingScope: (scope: PartnerScope) => `This app was not allowed to do this: it needs the ${scope} scope.`,
  firstPartyOnly: 'Connected apps cannot use this. Sign in to Field Boundaries to do it.',
  ownAccountOnly:
    'Apps connect to your own account only. Leave the grower’s account (god mode) first, then connect the app.',
  consentExpired: 'This sign-in request has expired. Go back to the app and connect again.',
  consentOtherBrowser:
    'This request to connect an app was started in another browser, so it cannot be answered here and nothing was connected. If you want to connect the app, start again from the app in this browser.',
  appNotFound: 'No such app.',
} as const;

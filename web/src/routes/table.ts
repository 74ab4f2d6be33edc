// The spec's route table (accounts 2.1): every route by name, its path and who may open it.
export type RouteName =
  | 'login'
  | 'godModeLogin'
  | 'register'
  | 'forgotPassword'
  | 'dashboard'
  | 'sandbox'
  | 'accountActivation'
  | 'pricingPlans'
  | 'paymentDetails'
  | 'paymentReceipt'
  | 'reports'
  | 'crops'
  | 'neighborCrops'
  | 'herbicides'
  | 'traits'
  | 'tankMix'
  | 'agRetailer'
  | 'agRetailerInvite'
  | 'emailConfirmation'
  | 'welcome'
  | 'auditLog'
  | 'staffAccounts'
  | 'billing'
  | 'help'
  | 'connectApp'
  | 'connectedApps'
  | 'developerApps';

type RouteSpec = {
  paths: string[];
  title: string;
  public: boolean;
  worksOnSmallScreens: boolean;
  /** The agronomy screens: ag retailers neither see nor open them (spec: Layout, 6). */
  growersOnly?: boolean;
  /** What the screen is titled for an ag retailer, when not `title` (spec 2.3). */
  retailerTitle?: string;
  /** Staff screens (ours, not the spec's): no one else opens them; the api refuses them too. */
  staffOnly?: boolean;
  /** Developer screens (ours): staff and developer accounts only; the api refuses others too. */
  developerOnly?: boolean;
};

const open = { public: true, worksOnSmallScreens: true };
const signedIn = { public: false, worksOnSmallScreens: false };
const growers = { ...signedIn, growersOnly: true };

export const routes: Record<RouteName, RouteSpec> = {
  login: { paths: ['/', '/fields/:fieldUuid?/:claim?'], title: 'Log in', ...open },
  godModeLogin: {
    paths: ['/god-mode/login/:uuid'],
    title: 'God Mode Login',
    public: true,
    worksOnSmallScreens: false,
  },
  register: { paths: ['/register'], title: 'Register', ...open },
  forgotPassword: { paths: ['/password_reset'], title: 'Forgot Password', ...open },
  dashboard: { paths: ['/dashboard'], title: 'Dashboard', ...signedIn },
  sandbox: { paths: ['/sandbox'], title: 'Sandbox', ...signedIn },
  accountActivation: {
    paths: ['/auth/users/activate/:activationHash?/:userUuid?'],
    title: 'Account Activation',
    ...open,
  },
  pricingPlans: { paths: ['/pricing-plans'], title: 'Pricing Plans', ...open },
  paymentDetails: { paths: ['/payment_details'], title: 'Payment details', ...open },
  paymentReceipt: { paths: ['/receipt'], title: 'Payment Receipt', ...open },
  reports: { paths: ['/reports'], title: 'Reports', ...signedIn },
  crops: { paths: ['/crops'], title: 'My Crops', ...growers },
  neighborCrops: { paths: ['/neighbor-crops'], title: 'Neighbor Crops', ...growers },
  herbicides: { paths: ['/herbicides'], title: 'Herbicides', ...growers },
  traits: { paths: ['/traits'], title: 'Traits', ...growers },
  tankMix: { paths: ['/tank_mix'], title: 'Tank Mix', ...growers },
  agRetailer: {
    paths: ['/ag_retailer'],
    title: 'Ag Retailer',
    retailerTitle: 'Assigned Ag Retailer accounts',
    ...signedIn,
  },
  agRetailerInvite: { paths: ['/ag_retailer_invite/:invite_hash'], title: 'Ag Retailer invite', ...open },
  // Not in the spec's table: the link mailed to a new e-mail address (profile edit) opens it.
  emailConfirmation: { paths: ['/email_confirm/:token'], title: 'Confirm e-mail', ...open },
  welcome: { paths: ['/welcome'], title: 'Welcome', public: true, worksOnSmallScreens: true },
  // Not in the spec's table: staff read who did what in whose account (god mode included).
  auditLog: { paths: ['/audit'], title: 'Audit log', ...signedIn, staffOnly: true },
  // Not in the spec's table: staff find an account to enter in god mode or to read its log.
  staffAccounts: { paths: ['/accounts'], title: 'Accounts', ...signedIn, staffOnly: true },
  // Not in the spec's table: Manage Subscription opens it (plan, renewal, card; api/README.md).
  billing: { paths: ['/billing'], title: 'Billing', ...signedIn },
  // Not in the spec's table: the product's guides, support and common questions, from the profile menu.
  help: { paths: ['/help'], title: 'Help', public: false, worksOnSmallScreens: true },
  // Not in the spec's table (issue 36): a partner app's request to connect, and the apps connected.
  connectApp: { paths: ['/connect/:uid'], title: 'Connect an app', public: false, worksOnSmallScreens: true },
  connectedApps: {
    paths: ['/connected-apps'],
    title: 'Connected apps',
    public: false,
    worksOnSmallScreens: true,
  },
  // Not in the spec's table (issue 36): the partner apps a developer registered, with their webhooks.
  developerApps: {
    paths: ['/developer/apps'],
    title: 'Developer apps',
    public: false,
    worksOnSmallScreens: true,
    developerOnly: true,
  },
};

export const pathOf = (name: RouteName) => (routes[name].paths[0] ?? '/').replace(/\/:[^/]+\?/g, '');

/** A screen's title as the viewer sees it: a retailer's Ag Retailer page lists its grower accounts. */
export const titleOf = (name: RouteName, viewer: { isAgRetailer: boolean }) =>
  (viewer.isAgRetailer ? routes[name].retailerTitle : undefined) ?? routes[name].title;

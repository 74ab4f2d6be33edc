// The import boundaries of docs/domains.md, checked by `npm run lint:deps`
// (tests/lint-rules/ shows each rule firing on a fixture).
//
// A module's stores: `store.ts`, `<name>-store.ts` and the files under `store/`, at any depth.
const stores = [
  '^api/src/modules/.+/store\\.ts$',
  '^api/src/modules/[^/]+/.*-store\\.ts$',
  '^api/src/modules/.+/store/',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'api-store-of-another-module',
      comment:
        "Modules call each other's services, never their stores: a store's tables belong to its " +
        'module. Reach another module through its service.',
      severity: 'error',
      from: { path: '^api/src/modules/([^/]+)/' },
      to: { path: stores, pathNot: '^api/src/modules/$1/' },
    },
    {
      name: 'api-store-outside-modules',
      comment:
        "Code outside the modules (auth, providers, clu…) reads a module's tables through its " +
        'service. Only what builds the whole api may use a store directly: the composition root ' +
        '(app.ts), the demo seed (seed/) and the test harness (testing.ts) that fills it with rows.',
      severity: 'error',
      from: {
        path: '^api/',
        pathNot: ['^api/src/modules/', '^api/src/app\\.ts$', '^api/src/seed/', '^api/src/testing\\.ts$'],
      },
      to: { path: stores },
    },
    {
      name: 'web-feature-imports-another-feature',
      comment:
        'Web features meet only in routes/ screens. Move what both need to map/, layout/, ' +
        'session/ or graphql/, or compose the two features in a route.',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'web-shared-imports-a-feature',
      comment:
        'map/, layout/, session/ and graphql/ serve every feature, so they import none: a frame that ' +
        'composes features (the top bar, the signed-in layout) is a screen, and lives in routes/.',
      severity: 'error',
      from: { path: '^web/src/(map|layout|session|graphql)/' },
      to: { path: '^web/src/features/' },
    },
    {
      name: 'web-feature-imports-a-route',
      comment: 'Routes compose features, never the other way round.',
      severity: 'error',
      from: { path: '^web/src/features/' },
      to: { path: '^web/src/routes/' },
    },
    {
      name: 'gateway-resolver-imports-another-domain',
      comment:
        "A domain's resolvers do not import another domain's resolver folder. Shared helpers live " +
        'outside resolvers/ or in a file directly under it.',
      severity: 'error',
      from: { path: '^gateway/src/resolvers/([^/]+)/' },
      to: { path: '^gateway/src/resolvers/[^/]+/', pathNot: '^gateway/src/resolvers/$1/' },
    },
    {
      name: 'tier-imports-another-tier',
      comment:
        'The api, the gateway and the web share code only through contract/, which imports none ' +
        "of them (nor the partner SDK). A tier that needs another tier's code moves it to contract/.",
      severity: 'error',
      from: { path: '^(api|gateway|web|contract)/' },
      to: { path: '^(api|gateway|web|contract|sdk)/', pathNot: '^($1|contract)/' },
    },
    {
      name: 'sdk-stands-alone',
      comment:
        'sdk/ is published on its own (npm), so it imports nothing of the other workspaces, not even ' +
        'contract/ (private, shipped as TypeScript). Its types come from schema/ through codegen.',
      severity: 'error',
      from: { path: '^sdk/' },
      to: { path: '^(api|gateway|web|contract)/' },
    },
    {
      name: 'no-circular',
      comment:
        'No import cycles, in any workspace, type imports included (issue 57; madge with its defaults ' +
        'counts them too, tests/lint-rules/no-cycles.test.ts): a type two files share lives in a leaf ' +
        'module both import, such as api/src/auth/viewer.ts, which imports nothing from the domains.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|generated)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};

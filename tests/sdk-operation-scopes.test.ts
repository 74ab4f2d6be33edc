import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PARTNER_SCOPES, type PartnerScope } from '@field-boundaries/contract/partner-scopes';
import {
  buildSchema,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  type OperationDefinitionNode,
  parse,
  typeFromAST,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type RegisteredApp, registerApp } from '../api/src/modules/partners/oauth.testing';
import { Client, type Stack, startStack } from './support';

// The SDK has a typed document for every root field a partner app may use (issue 53, item 3):
// each operation in sdk/src/operations/ says the scope it needs, `(scope fields:read)`, and every
// root field of the schema is either one of them or named below as the product's own, with why.
// Against a running stack, each document is sent with a token that holds only another scope and
// is refused naming the scope its comment gives; with a token that holds every scope, none is
// refused as first-party. A new root field fails here until it is given a document or a reason.

const repository = resolve(import.meta.dirname, '..');
const operationsDir = join(repository, 'sdk/src/operations');

/** Root fields no partner token can use, so the SDK has no document for them. */
const NOT_FOR_PARTNERS: Record<string, string> = {
  // Signing in and the account's own credentials and profile are the product's (the partner signs
  // the grower in with OAuth, and reads the account with `me`).
  'Mutation.register': 'signing up is the product’s own',
  'Mutation.activateAccount': 'signing up is the product’s own',
  'Mutation.resendActivation': 'signing up is the product’s own',
  'Mutation.login': 'partners sign growers in with OAuth',
  'Mutation.refreshSession': 'partners refresh at the OAuth token endpoint',
  'Mutation.logout': 'partners revoke at the OAuth revocation endpoint',
  'Mutation.updateMe': 'changing the profile is first-party',
  'Mutation.changePassword': 'first-party',
  'Mutation.changeSecurityAnswer': 'first-party',
  'Mutation.confirmEmailChange': 'first-party',
  'Mutation.verifySecurityAnswer': 'password recovery, before any sign-in',
  'Mutation.resetPassword': 'password recovery, before any sign-in',
  'Query.securityQuestions': 'password recovery, before any sign-in',
  'Query.emailRegistered': 'signing up, before any sign-in',
  'Query.recoveryQuestion': 'password recovery, before any sign-in',
  'Mutation.setDeveloper': 'the developer’s own tools are first-party',
  'Mutation.setAccountDeveloper': 'staff tools',
  'Query.staffAccounts': 'staff tools',
  'Query.auditLog': 'the audit log is first-party',
  'Mutation.updateTutorials': 'the web app’s own state',
  // Billing.
  'Query.packages': 'billing is first-party',
  'Query.accountPlan': 'billing is first-party',
  'Mutation.verifyCoupon': 'billing is first-party',
  'Mutation.verifyCard': 'billing is first-party',
  'Mutation.buyPackage': 'billing is first-party',
  'Mutation.checkoutSession': 'billing is first-party',
  'Mutation.billingPortalSession': 'billing is first-party',
  'Mutation.changeSubscription': 'billing is first-party',
  // Retailers and god mode.
  'Query.assignedRetailers': 'retailer relations are first-party',
  'Query.assignedAccounts': 'retailer relations are first-party',
  'Query.assignedFarmFields': 'retailer relations are first-party',
  'Query.agRetailerInvite': 'retailer relations are first-party',
  'Query.pendingInvites': 'retailer relations are first-party',
  'Mutation.sendAgRetailerInvite': 'retailer relations are first-party',
  'Mutation.acceptAgRetailerInvite': 'retailer relations are first-party',
  'Mutation.removeAgRetailer': 'retailer relations are first-party',
  'Mutation.resendAgRetailerInvite': 'retailer relations are first-party',
  'Mutation.cancelAgRetailerInvite': 'retailer relations are first-party',
  'Mutation.enterGodMode': 'god mode is first-party',
  'Mutation.leaveGodMode': 'god mode is first-party',
  // The partner program itself: the developer manages apps and webhooks signed in to the product
  // (the SDK's registerOperations does so as the developer, not with a grower's token).
  'Query.partnerConsent': 'the consent screen is the product’s',
  'Query.connectedApps': 'the grower manages connected apps in the product',
  'Query.partnerApps': 'the developer’s own tools are first-party',
  'Query.webhookDelivery': 'the developer’s own tools are first-party',
  'Mutation.answerPartnerConsent': 'the consent screen is the product’s',
  'Mutation.revokeConnectedApp': 'the grower manages connected apps in the product',
  'Mutation.registerPartnerApp': 'the developer’s own tools are first-party',
  'Mutation.updatePartnerApp': 'the developer’s own tools are first-party',
  'Mutation.removePartnerApp': 'the developer’s own tools are first-party',
  'Mutation.registerPartnerOperation': 'the developer’s own tools (the SDK registers as the developer)',
  'Mutation.removePartnerOperation': 'the developer’s own tools are first-party',
  'Mutation.addWebhookEndpoint': 'the developer’s own tools are first-party',
  'Mutation.removeWebhookEndpoint': 'the developer’s own tools are first-party',
  'Mutation.sendTestWebhook': 'the developer’s own tools are first-party',
  'Mutation.redeliverWebhook': 'the developer’s own tools are first-party',
  'Subscription.cluRawFields': 'developers of the product only: CLU polygons as stored, for checking imports',
};

type Declared = PartnerScope | 'none';
type SdkOperation = {
  name: string;
  kind: 'query' | 'mutation' | 'subscription';
  rootFields: string[];
  scope: Declared;
  node: OperationDefinitionNode;
  text: string;
};

const schema: GraphQLSchema = buildSchema(
  readdirSync(join(repository, 'schema'))
    .filter((name) => name.endsWith('.graphql'))
    .map((name) => readFileSync(join(repository, 'schema', name), 'utf8'))
    .join('\n'),
);

/** Each operation of sdk/src/operations with the scope its comment names. */
function sdkOperations(): SdkOperation[] {
  return readdirSync(operationsDir)
    .filter((name) => name.endsWith('.graphql'))
    .flatMap((file) => {
      const source = readFileSync(join(operationsDir, file), 'utf8');
      const document = parse(source);
      const fragments = document.definitions.filter((node) => node.kind === Kind.FRAGMENT_DEFINITION);
      return document.definitions.flatMap((node) => {
        if (node.kind !== Kind.OPERATION_DEFINITION) return [];
        const start = node.loc?.start ?? 0;
        // The comment lines right above the operation.
        const above = source.slice(0, start).split('\n').slice(0, -1).reverse();
        const end = above.findIndex((line) => !line.startsWith('#'));
        const comment = (end === -1 ? above : above.slice(0, end))
          .reverse()
          .map((line) => line.replace(/^#\s*/, ''))
          .join(' ');
        const scope = /\(scope (none|[a-z]+:[a-z]+)\b/.exec(comment)?.[1] as Declared | undefined;
        const used = fragments.filter((fragment) =>
          source.slice(start, node.loc?.end).includes(`...${fragment.name.value}`),
        );
        return [
          {
            name: node.name?.value ?? '',
            kind: node.operation,
            rootFields: node.selectionSet.selections.flatMap((selection) =>
              selection.kind === Kind.FIELD ? [selection.name.value] : [],
            ),
            scope: scope ?? ('' as Declared),
            node,
            text: [
              source.slice(start, node.loc?.end),
              ...used.map((fragment) => source.slice(fragment.loc?.start, fragment.loc?.end)),
            ].join('\n'),
          },
        ];
      });
    });
}

const typeName = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' } as const;

describe('the SDK’s typed operations', () => {
  const operations = sdkOperations();

  it('each name the scope a partner token needs for them', () => {
    for (const operation of operations)
      expect(['none', ...PARTNER_SCOPES], `${operation.name}: "(scope …)" in its comment`).toContain(
        operation.scope,
      );
  });

  it('cover every root field of the schema but the product’s own', () => {
    const covered = new Set(
      operations.flatMap((operation) =>
        operation.rootFields.map((field) => `${typeName[operation.kind]}.${field}`),
      ),
    );
    const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap(
      (type) => (type ? Object.keys(type.getFields()).map((field) => `${type.name}.${field}`) : []),
    );
    const missing = roots.filter((root) => !covered.has(root) && !NOT_FOR_PARTNERS[root]);
    expect(missing, 'root fields with neither an SDK document nor a reason').toEqual([]);
    const both = roots.filter((root) => covered.has(root) && NOT_FOR_PARTNERS[root]);
    expect(both, 'root fields the SDK covers though they are listed as first-party').toEqual([]);
    for (const listed of Object.keys(NOT_FOR_PARTNERS)) expect(roots, listed).toContain(listed);
  });
});

/** A value of `type` the gateway accepts as a variable: enough to reach the api's scope check. */
function placeholder(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return placeholder(type.ofType);
  if (isListType(type)) return [];
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0]?.value;
  if (isInputObjectType(named))
    return Object.fromEntries(
      Object.values(named.getFields())
        .filter((field) => isNonNullType(field.type) && field.defaultValue === undefined)
        .map((field) => [field.name, placeholder(field.type)]),
    );
  if (isScalarType(named)) {
    if (named.name === 'Int' || named.name === 'Float') return 1;
    if (named.name === 'Boolean') return false;
    if (named.name === 'ID') return '00000000-0000-4000-8000-000000000000';
    return 'x';
  }
  return null;
}

function variablesOf(operation: SdkOperation): Record<string, unknown> {
  return Object.fromEntries(
    (operation.node.variableDefinitions ?? [])
      .filter((definition) => definition.type.kind === Kind.NON_NULL_TYPE && !definition.defaultValue)
      .map((definition) => [
        definition.variable.name.value,
        placeholder(typeFromAST(schema, definition.type) as GraphQLInputType),
      ]),
  );
}

/** What the answer says about scopes: the scope a refusal names, or first-party. */
function refusal(answer: { data?: Record<string, unknown> | null; errors?: unknown[] }) {
  const text = JSON.stringify(answer);
  const scope =
    /needs the ([a-z]+:[a-z]+) scope/.exec(text)?.[1] ?? /"scope":"([a-z]+:[a-z]+)"/.exec(text)?.[1];
  return {
    scope: scope ?? null,
    firstParty: /Connected apps cannot use this|first_party_only/.test(text),
  };
}

describe('the SDK’s typed operations against the gateway', () => {
  let stack: Stack;
  let app: RegisteredApp;
  let grower: { access: string };
  beforeAll(async () => {
    stack = await startStack();
    const staff = await stack.api.session({ staff: true });
    app = await registerApp(stack.api, staff.access, { scopes: [...PARTNER_SCOPES] });
    grower = await stack.api.session({ plan: 'B' });
  }, 120_000);
  afterAll(() => stack?.close());

  const tokenWith = async (scope: string) =>
    new Client(stack.gateway.url, (await connect(stack.api, app, grower.access, scope)).access, {
      'x-session-mode': 'token',
    });

  it('are refused without the scope their comment names, and none is the product’s own', async () => {
    const operations = sdkOperations().filter((operation) => operation.kind !== 'subscription');
    const everything = await tokenWith(PARTNER_SCOPES.join(' '));
    const clients = new Map<string, Client>();
    const mismatched: string[] = [];
    for (const operation of operations) {
      const variables = variablesOf(operation);
      const full = refusal(await everything.request(operation.text, variables));
      if (full.firstParty || full.scope) mismatched.push(`${operation.name}: refused with every scope`);
      if (operation.scope === 'none') continue;
      // A token with one other scope, of the same kind (read or write) where there is one.
      const [area, access] = operation.scope.split(':');
      const other =
        PARTNER_SCOPES.find((scope) => scope.endsWith(`:${access}`) && !scope.startsWith(`${area}:`)) ??
        'account:read';
      if (!clients.has(other)) clients.set(other, await tokenWith(other));
      const without = refusal(await (clients.get(other) as Client).request(operation.text, variables));
      if (without.scope !== operation.scope)
        mismatched.push(`${operation.name}: says ${operation.scope}, refused naming ${without.scope}`);
    }
    expect(mismatched).toEqual([]);
  }, 120_000);

  it('download a farm’s fields as a file with fields:read, and name the scope without it', async () => {
    const farm = await stack.api.call<{ id: number }>(grower.access, 'POST', '/farms/', {
      name: 'Export farm',
    });
    expect(farm.status).toBe(201);
    const [file] = sdkOperations().filter((operation) => operation.name === 'FarmFieldsFile');
    const variables = { farm: farm.body.id, format: 'GEOJSON' };
    const answer = await (await tokenWith('fields:read')).request<{
      farmFieldsFile: { filename: string; base64: string };
    }>(file?.text ?? '', variables);
    expect(answer.errors).toBeUndefined();
    expect(
      JSON.parse(Buffer.from(answer.data?.farmFieldsFile.base64 ?? '', 'base64').toString()),
    ).toMatchObject({
      type: 'FeatureCollection',
    });
    // Without the scope: the refusal names it, as every other query's does (it was a bare 403).
    const refused = await (await tokenWith('spray:read')).request(file?.text ?? '', variables);
    expect(refused.errors?.[0]).toMatchObject({
      extensions: { code: 'FORBIDDEN', reason: 'insufficient_scope', scope: 'fields:read' },
    });
  });
});

import {
  type DocumentNode,
  defaultFieldResolver,
  type ExecutionResult,
  type FieldNode,
  GraphQLError,
  type GraphQLField,
  type GraphQLLeafType,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  getArgumentValues,
  getNullableType,
  getOperationAST,
  getVariableValues,
  isLeafType,
  isNonNullType,
  isObjectType,
  Kind,
  locatedError,
  type OperationDefinitionNode,
} from 'graphql';

// A subscription runs graphql-js's whole execution for every event it delivers: it builds the
// execution context again (coercing every variable: the map's 36 node cursors, for each batch
// of fields), then walks the selection. For the map's subscription that was the largest part
// of the gateway's own work per event after the sockets. A "flat" subscription (one root field
// whose result is an object of scalar fields, with no fragments or directives: what the map
// and the developers' raw stream send) is run here instead: its variables and arguments are
// coerced once, when it starts, and each event calls the same resolvers and serializers that
// graphql-js would, with the same results and errors. Anything else takes graphql-js's path.

type Leaf = {
  key: string;
  node: FieldNode;
  /** Null for `__typename`. */
  field: GraphQLField<unknown, unknown> | null;
  type: GraphQLLeafType;
  nonNull: boolean;
};

export type FlatPlan = {
  operation: OperationDefinitionNode;
  parentType: GraphQLObjectType;
  root: FieldNode;
  key: string;
  field: GraphQLField<unknown, unknown>;
  type: GraphQLObjectType;
  nonNull: boolean;
  leaves: Leaf[];
};

/** Plans by schema, then by operation: kept while their document is (the SSE path keeps 500). */
const plans = new WeakMap<GraphQLSchema, WeakMap<OperationDefinitionNode, FlatPlan | null>>();

/**
 * How to run this (valid) document's operation without graphql-js per event, or null when it
 * is not a flat subscription. Worked out once per operation.
 */
export function flatPlan(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string | null,
): FlatPlan | null {
  const operation = getOperationAST(document, operationName);
  if (!operation) return null;
  const ofSchema = plans.get(schema) ?? new WeakMap<OperationDefinitionNode, FlatPlan | null>();
  plans.set(schema, ofSchema);
  let plan = ofSchema.get(operation);
  if (plan === undefined) {
    plan = planOf(schema, operation);
    ofSchema.set(operation, plan);
  }
  return plan;
}

const plainField = (node: { kind: Kind; directives?: readonly unknown[] }): node is FieldNode =>
  node.kind === Kind.FIELD && !(node as FieldNode).directives?.length;

function planOf(schema: GraphQLSchema, operation: OperationDefinitionNode): FlatPlan | null {
  const parentType = schema.getSubscriptionType();
  if (operation.operation !== 'subscription' || operation.directives?.length || !parentType) return null;
  const [root, ...others] = operation.selectionSet.selections;
  if (!root || others.length > 0 || !plainField(root)) return null;
  const field = parentType.getFields()[root.name.value];
  const type = field && getNullableType(field.type);
  if (!field?.subscribe || !isObjectType(type) || !root.selectionSet) return null;
  const leaves = new Map<string, Leaf>();
  for (const selection of root.selectionSet.selections) {
    if (!plainField(selection) || selection.arguments?.length || selection.selectionSet) return null;
    const key = selection.alias?.value ?? selection.name.value;
    if (selection.name.value === '__typename') {
      const typename = schema.getType('String') as GraphQLLeafType;
      leaves.set(key, { key, node: selection, field: null, type: typename, nonNull: true });
      continue;
    }
    const leaf = type.getFields()[selection.name.value];
    const leafType = leaf && getNullableType(leaf.type);
    if (!leaf || !isLeafType(leafType)) return null; // a list, an object, or not a field at all
    // The same key twice is the same field (validation says so): graphql-js merges them.
    if (!leaves.has(key))
      leaves.set(key, {
        key,
        node: selection,
        field: leaf,
        type: leafType,
        nonNull: isNonNullType(leaf.type),
      });
  }
  return {
    operation,
    parentType,
    root,
    key: root.alias?.value ?? root.name.value,
    field,
    type,
    nonNull: isNonNullType(field.type),
    leaves: [...leaves.values()],
  } satisfies FlatPlan;
}

const isPromise = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function';

/**
 * A field's value from its resolver, judged as graphql-js judges it (`judged`). A promise only
 * when the resolver gave one (then judged once it settles), and no closure otherwise: an event's fields are mostly read straight off it, and a promise for each of them
 * was the largest part of what this path allocated per event.
 */
function resolved(
  field: GraphQLField<unknown, unknown>,
  nonNull: boolean,
  parentType: GraphQLObjectType,
  source: unknown,
  args: Record<string, unknown>,
  context: unknown,
  info: GraphQLResolveInfo,
): unknown {
  const value = (field.resolve ?? defaultFieldResolver)(source, args, context, info);
  return isPromise(value)
    ? Promise.resolve(value).then((settled) => judged(settled, field, nonNull, parentType))
    : judged(value, field, nonNull, parentType);
}

/** A resolver's value as graphql-js takes it: an error returned is thrown, a null refused on a non-null field. */
function judged(
  value: unknown,
  field: GraphQLField<unknown, unknown>,
  nonNull: boolean,
  parentType: GraphQLObjectType,
): unknown {
  if (value instanceof Error) throw value;
  if (value == null && nonNull)
    throw new GraphQLError(`Cannot return null for non-nullable field ${parentType.name}.${field.name}.`);
  return value;
}

/**
 * Starts a flat subscription: its results, event after event, as graphql-js's `subscribe`
 * would give them (the one result `{ errors }` when its variables or its start are refused).
 */
export async function runFlat(
  schema: GraphQLSchema,
  plan: FlatPlan,
  variables: { readonly [name: string]: unknown } | null | undefined,
  context: unknown,
): Promise<ExecutionResult | AsyncGenerator<ExecutionResult>> {
  const coerced = getVariableValues(schema, plan.operation.variableDefinitions ?? [], variables ?? {}, {
    maxErrors: 50,
  });
  if (coerced.errors) return { errors: coerced.errors };
  const path = { prev: undefined, key: plan.key, typename: plan.parentType.name };
  const info: GraphQLResolveInfo = {
    fieldName: plan.field.name,
    fieldNodes: [plan.root],
    returnType: plan.field.type,
    parentType: plan.parentType,
    path,
    schema,
    fragments: {},
    rootValue: undefined,
    operation: plan.operation,
    variableValues: coerced.coerced,
  };
  const leafInfo = plan.leaves.map(
    (leaf): GraphQLResolveInfo => ({
      ...info,
      fieldName: leaf.node.name.value,
      fieldNodes: [leaf.node],
      returnType: leaf.field?.type ?? leaf.type,
      parentType: plan.type,
      path: { prev: path, key: leaf.key, typename: plan.type.name },
    }),
  );
  const fail = (error: unknown) => ({ errors: [locatedError(error, [plan.root], [plan.key])] });
  let args: Record<string, unknown>;
  let events: unknown;
  try {
    args = getArgumentValues(plan.field, plan.root, coerced.coerced);
    events = await plan.field.subscribe?.(undefined, args, context, info);
    if (events instanceof Error) throw events;
  } catch (error) {
    return fail(error);
  }
  if (typeof (events as AsyncIterable<unknown>)?.[Symbol.asyncIterator] !== 'function')
    return fail(new GraphQLError('Subscription field must return Async Iterable.'));
  const source = (events as AsyncIterable<unknown>)[Symbol.asyncIterator]();

  /** One event's result: the root field resolved from it, then each scalar field of that. */
  async function resultOf(payload: unknown): Promise<ExecutionResult> {
    const errors: GraphQLError[] = [];
    let object: Record<string, unknown> | null = null;
    try {
      let value = resolved(plan.field, plan.nonNull, plan.parentType, payload, args, context, info);
      if (isPromise(value)) value = await value;
      if (value != null) object = await leavesOf(value, errors);
    } catch (error) {
      errors.push(locatedError(error, [plan.root], [plan.key]));
    }
    const data = object === null && plan.nonNull ? null : { [plan.key]: object };
    return errors.length > 0 ? { errors, data } : { data };
  }

  /** The object's scalar fields, or null when a non-null one failed (its error is in `errors`). */
  async function leavesOf(parent: unknown, errors: GraphQLError[]): Promise<Record<string, unknown> | null> {
    const object: Record<string, unknown> = {};
    for (const [index, leaf] of plan.leaves.entries()) {
      if (!leaf.field) {
        object[leaf.key] = plan.type.name;
        continue;
      }
      try {
        let value = resolved(
          leaf.field,
          leaf.nonNull,
          plan.type,
          parent,
          {},
          context,
          leafInfo[index] as GraphQLResolveInfo,
        );
        if (isPromise(value)) value = await value;
        const serialized = value == null ? null : leaf.type.serialize(value);
        if (serialized === undefined)
          throw new Error(
            `Expected \`${leaf.type.name}.serialize\` to return non-nullable value, returned: undefined`,
          );
        object[leaf.key] = serialized;
      } catch (error) {
        errors.push(locatedError(error, [leaf.node], [plan.key, leaf.key]));
        if (leaf.nonNull) return null;
        object[leaf.key] = null;
      }
    }
    return object;
  }

  // As graphql-js maps a source stream: `return` reaches the source at once, even while an
  // event is being read (a client that leaves closes the node streams behind it).
  const results: AsyncGenerator<ExecutionResult> = {
    async next() {
      const event = await source.next();
      return event.done
        ? { done: true, value: undefined }
        : { done: false, value: await resultOf(event.value) };
    },
    async return() {
      await source.return?.();
      return { done: true, value: undefined };
    },
    async throw(error: unknown) {
      await source.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return results;
    },
    async [Symbol.asyncDispose]() {
      await results.return(undefined);
    },
  };
  return results;
}

import { type Change, CriticalityLevel, diff } from '@graphql-inspector/core';
import {
  type GraphQLArgument,
  type GraphQLEnumValue,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
} from 'graphql';

/**
 * The schema's promise to clients: nothing they use disappears or changes shape without warning.
 * A field, argument, input field or enum value may be removed only after it has carried
 * `@deprecated(reason: "… Since YYYY-MM-DD.")` in a released schema for this many days; every
 * other breaking change is refused outright (add the new thing beside the old one instead).
 */
export const DEPRECATION_PERIOD_DAYS = 90;

const SINCE = /\bsince (\d{4}-\d{2}-\d{2})\b/i;
const DAY_MS = 24 * 60 * 60 * 1000;

type Deprecable = GraphQLField<unknown, unknown> | GraphQLArgument | GraphQLInputField | GraphQLEnumValue;

/** What a deprecation's reason says, once its date is taken out. */
function wordsOf(reason: string): string {
  return reason
    .replace(SINCE, '')
    .replace(/[\s.,;:()—-]+/g, ' ')
    .trim();
}

/** The date a deprecation started, or null when its reason carries none. */
export function deprecatedSince(reason: string | null | undefined): Date | null {
  const date = reason ? SINCE.exec(reason)?.[1] : undefined;
  if (!date) return null;
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date ? null : parsed;
}

/** Every deprecated element of a schema, by its path (`Type.field`, `Type.field.arg`, `Enum.VALUE`). */
function deprecations(schema: GraphQLSchema): Map<string, string> {
  const found = new Map<string, string>();
  const note = (path: string, element: Deprecable) => {
    if (element.deprecationReason != null) found.set(path, element.deprecationReason);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        note(`${type.name}.${field.name}`, field);
        for (const arg of field.args) note(`${type.name}.${field.name}.${arg.name}`, arg);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) note(`${type.name}.${field.name}`, field);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) note(`${type.name}.${value.name}`, value);
    }
  }
  return found;
}

/**
 * The lint over a schema's deprecations: each names a reason and the date it began
 * (`Since YYYY-MM-DD`), not in the future. Returns one line per problem.
 */
export function deprecationProblems(schema: GraphQLSchema, today: Date): string[] {
  const problems: string[] = [];
  for (const [path, reason] of deprecations(schema)) {
    const since = deprecatedSince(reason);
    if (!since) problems.push(`${path}: @deprecated needs a date: end its reason with "Since YYYY-MM-DD."`);
    else if (since.getTime() > today.getTime())
      problems.push(`${path}: @deprecated is dated ${reason.match(SINCE)?.[1]}, after today`);
    if (!wordsOf(reason) || /^no longer supported$/i.test(wordsOf(reason)))
      problems.push(`${path}: @deprecated needs a reason that tells clients what to use instead`);
  }
  return problems;
}

export type Comparison = {
  /** Breaking changes with no deprecation period behind them: the check fails on any. */
  refused: Change[];
  /** Removals of elements deprecated for the whole period. */
  retired: Change[];
  dangerous: Change[];
  safe: Change[];
};

const REMOVALS = new Set<string>([
  'FIELD_REMOVED',
  'FIELD_ARGUMENT_REMOVED',
  'INPUT_FIELD_REMOVED',
  'ENUM_VALUE_REMOVED',
]);

/** The places of the released schema that name a type, each with the element that would carry its deprecation. */
function referencesTo(schema: GraphQLSchema, typeName: string): (string | null)[] {
  const places: (string | null)[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) || isInterfaceType(type)) {
      // Being a member of an interface or a union cannot be deprecated.
      if (type.getInterfaces().some((item) => item.name === typeName)) places.push(null);
      for (const field of Object.values(type.getFields())) {
        if (getNamedType(field.type).name === typeName) places.push(`${type.name}.${field.name}`);
        for (const arg of field.args)
          if (getNamedType(arg.type).name === typeName) places.push(`${type.name}.${field.name}.${arg.name}`);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields()))
        if (getNamedType(field.type).name === typeName) places.push(`${type.name}.${field.name}`);
    } else if (isUnionType(type) && type.getTypes().some((member) => member.name === typeName)) {
      places.push(null);
    }
  }
  return places;
}

/**
 * Compares the released schema with the current one. A removal passes when the released schema
 * had the element deprecated at least `periodDays` before `today` (an argument also when its
 * field was); a type's removal passes when every place that named it did.
 */
export async function compareSchemas(
  released: GraphQLSchema,
  current: GraphQLSchema,
  today: Date,
  periodDays = DEPRECATION_PERIOD_DAYS,
): Promise<Comparison> {
  const changes = await diff(released, current);
  const deprecated = deprecations(released);
  const pastPeriod = (path: string | null): boolean => {
    if (!path) return false;
    const since = deprecatedSince(deprecated.get(path));
    if (since && today.getTime() - since.getTime() >= periodDays * DAY_MS) return true;
    // An argument goes with its field.
    const parent = path.split('.').slice(0, 2).join('.');
    return parent !== path && pastPeriod(parent);
  };
  const comparison: Comparison = { refused: [], retired: [], dangerous: [], safe: [] };
  for (const change of changes) {
    const level = change.criticality.level;
    if (level === CriticalityLevel.NonBreaking) comparison.safe.push(change);
    else if (level === CriticalityLevel.Dangerous) comparison.dangerous.push(change);
    else if (REMOVALS.has(change.type) && pastPeriod(change.path ?? null)) comparison.retired.push(change);
    else if (
      change.type === 'TYPE_REMOVED' &&
      change.path &&
      referencesTo(released, change.path).every((place) => pastPeriod(place))
    )
      comparison.retired.push(change);
    else comparison.refused.push(change);
  }
  return comparison;
}

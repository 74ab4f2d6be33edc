import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { releasedChangelog, unreleasedSection } from '../scripts/schema/changelog';
import { compareSchemas, DEPRECATION_PERIOD_DAYS, deprecationProblems } from '../scripts/schema/compat';
import { currentSchema, releasedSchema } from '../scripts/schema/files';

// The schema check CI runs (`npm run schema:check`): a client built against the released schema
// keeps working, unless what it uses was deprecated, with a date, for the whole period first.
const today = new Date('2026-11-27T12:00:00Z');
const daysAgo = (days: number) => new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10);

const released = (extra = '') =>
  buildSchema(`
    type Query { field(uuid: ID!): Field fields(farm: ID, crop: String): [Field!]! ${extra} }
    type Field { uuid: ID! name: String! acres: Float! crop: Crop }
    enum Crop { CORN SOY WHEAT }
  `);

describe('the schema check', () => {
  it('refuses a field removed with no deprecation', async () => {
    const before = released();
    const after = buildSchema(`
      type Query { field(uuid: ID!): Field fields(farm: ID, crop: String): [Field!]! }
      type Field { uuid: ID! name: String! crop: Crop }
      enum Crop { CORN SOY WHEAT }
    `);
    const comparison = await compareSchemas(before, after, today);
    expect(comparison.refused.map((change) => change.path)).toEqual(['Field.acres']);
  });

  it('refuses a changed type and a new required argument, which no deprecation can excuse', async () => {
    const after = buildSchema(`
      type Query { field(uuid: ID!, farm: ID!): Field fields(farm: ID, crop: String): [Field!]! }
      type Field { uuid: ID! name: String! acres: Int! crop: Crop }
      enum Crop { CORN SOY WHEAT }
    `);
    const comparison = await compareSchemas(released(), after, today);
    expect(comparison.refused.map((change) => change.type).sort()).toEqual([
      'FIELD_ARGUMENT_ADDED',
      'FIELD_TYPE_CHANGED',
    ]);
  });

  it('passes a field removed after it was deprecated for the whole period', async () => {
    const before = buildSchema(`
      type Query { field(uuid: ID!): Field fields(farm: ID, crop: String): [Field!]! }
      type Field {
        uuid: ID! name: String!
        acres: Float! @deprecated(reason: "Use \`area\`, which names its unit. Since ${daysAgo(DEPRECATION_PERIOD_DAYS)}.")
        area: Float!
        crop: Crop
      }
      enum Crop { CORN SOY WHEAT @deprecated(reason: "Use CORN. Since ${daysAgo(200)}.") }
    `);
    const after = buildSchema(`
      type Query { field(uuid: ID!): Field fields(farm: ID, crop: String): [Field!]! }
      type Field { uuid: ID! name: String! area: Float! crop: Crop }
      enum Crop { CORN SOY }
    `);
    const comparison = await compareSchemas(before, after, today);
    expect(comparison.refused).toEqual([]);
    expect(comparison.retired.map((change) => change.path).sort()).toEqual(['Crop.WHEAT', 'Field.acres']);
  });

  it('refuses a removal whose deprecation is younger than the period', async () => {
    const young = buildSchema(`
      type Query { field(uuid: ID!): Field fields(farm: ID, crop: String): [Field!]! }
      type Field { uuid: ID! name: String! acres: Float! @deprecated(reason: "Use area. Since ${daysAgo(DEPRECATION_PERIOD_DAYS - 1)}.") area: Float! crop: Crop }
      enum Crop { CORN SOY WHEAT }
    `);
    const after = buildSchema(`
      type Query { field(uuid: ID!): Field fields(farm: ID, crop: String): [Field!]! }
      type Field { uuid: ID! name: String! area: Float! crop: Crop }
      enum Crop { CORN SOY WHEAT }
    `);
    const comparison = await compareSchemas(young, after, today);
    expect(comparison.refused.map((change) => change.path)).toEqual(['Field.acres']);
  });

  it('passes a type removed with the only field that returned it, both past their period', async () => {
    const before = buildSchema(`
      type Query { field(uuid: ID!): Field legacyWeather: Weather @deprecated(reason: "Use Field.weather. Since ${daysAgo(365)}.") }
      type Field { uuid: ID! weather: Weather2 }
      type Weather { wind: Float }
      type Weather2 { windMph: Float }
    `);
    const after = buildSchema(`
      type Query { field(uuid: ID!): Field }
      type Field { uuid: ID! weather: Weather2 }
      type Weather2 { windMph: Float }
    `);
    const comparison = await compareSchemas(before, after, today);
    expect(comparison.refused).toEqual([]);
    expect(comparison.retired.map((change) => change.type).sort()).toEqual(['FIELD_REMOVED', 'TYPE_REMOVED']);
  });

  it('passes additive changes and lists them in the changelog', async () => {
    const withNewField = buildSchema(`
      type Query { field(uuid: ID!): Field fields(farm: ID, crop: String, season: Int): [Field!]! farms: [ID!]! }
      type Field { uuid: ID! name: String! acres: Float! crop: Crop county: String }
      enum Crop { CORN SOY WHEAT }
    `);
    const comparison = await compareSchemas(released(), withNewField, today);
    expect(comparison.refused).toEqual([]);
    const section = unreleasedSection(comparison);
    expect(section).toContain("Field 'county' was added to object type 'Field'");
    expect(section).toContain("Argument 'season: Int' added to field 'Query.fields'");
    expect(section).not.toContain('Breaking');
  });

  it('dates the Unreleased section at a release and keeps the older ones', async () => {
    const comparison = await compareSchemas(released(), released('farms: [ID!]!'), today);
    const first = releasedChangelog('', null, '2026-01-05');
    const second = releasedChangelog(first, comparison, '2026-11-27');
    expect(second.indexOf('## Unreleased')).toBeLessThan(second.indexOf('## 2026-11-27'));
    expect(second.indexOf('## 2026-11-27')).toBeLessThan(second.indexOf('## 2026-01-05'));
    expect(second).toContain("Field 'farms' was added to object type 'Query'");
    expect(second).toMatch(/## Unreleased\n\nNothing since the last release\./);
  });
});

describe('the deprecation lint', () => {
  it('fails a deprecation without a date, with a date to come, or without a reason', () => {
    const schema = buildSchema(`
      type Query {
        a: Int @deprecated
        b: Int @deprecated(reason: "Use c.")
        c: Int @deprecated(reason: "Use d. Since 2027-03-01.")
        d: Int @deprecated(reason: "Since 2026-01-01.")
        e(old: Int @deprecated(reason: "Use f. Since 2026-02-30.")): Int
        f: Int @deprecated(reason: "Use g. Since 2026-01-01.")
      }
    `);
    const problems = deprecationProblems(schema, today);
    // A bare @deprecated is "No longer supported": neither a date nor a way forward.
    expect(problems.filter((line) => line.startsWith('Query.a:'))).toHaveLength(2);
    expect(problems).toContain('Query.b: @deprecated needs a date: end its reason with "Since YYYY-MM-DD."');
    expect(problems).toContain('Query.c: @deprecated is dated 2027-03-01, after today');
    expect(problems).toContain('Query.d: @deprecated needs a reason that tells clients what to use instead');
    expect(problems.some((line) => line.startsWith('Query.e.old:'))).toBe(true);
    expect(problems.some((line) => line.startsWith('Query.f:'))).toBe(false);
  });
});

describe('schema/ today', () => {
  it('keeps every promise of the released schema', async () => {
    const now = new Date();
    expect(deprecationProblems(currentSchema(), now)).toEqual([]);
    expect((await compareSchemas(releasedSchema(), currentSchema(), now)).refused).toEqual([]);
  });
});

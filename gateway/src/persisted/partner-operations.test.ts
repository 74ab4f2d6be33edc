import { operationMessages } from '@field-boundaries/contract/partner-operations';
import { specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { configWith } from '../config';
import { createSchema } from '../schema';
import { protection } from '../security/armor';
import { operationChecker, PartnerOperations } from './partner-operations';

const limits = protection(configWith({ apiUrl: 'http://127.0.0.1:9' }).limits);
const schema = createSchema();
const check = operationChecker(limits.parse, (document) =>
  validate(schema, document, [...specifiedRules, ...limits.validationRules]),
);
const hash = 'a'.repeat(64);

describe('checking a document a developer registers', () => {
  it('names the one query or mutation it holds, fragments and all', () => {
    expect(check('query Farms { myFarms { ...Named } } fragment Named on Farm { id name }')).toEqual({
      ok: true,
      name: 'Farms',
    });
    expect(check('mutation Rename($id: Int!) { renameFarm(id: $id, name: "North") { ok } }')).toEqual({
      ok: true,
      name: 'Rename',
    });
  });

  it('refuses what /graphql would refuse, in the words it would use', () => {
    expect(check('query Farms { myFarms { id harvest } }')).toEqual({
      ok: false,
      problem: operationMessages.invalid('Cannot query field "harvest" on type "Farm".'),
    });
    const deep = `query Deep { myFarms { fields { ${'crop { traits { '.repeat(6)}id${' } }'.repeat(6)} } } }`;
    expect(check(deep)).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^This document does not run against the schema: .*(depth|cost)/i),
    });
    expect(check(`query Big { ${'myFarms { id } '.repeat(1000)} }`)).toMatchObject({
      ok: false,
      problem: expect.stringMatching(
        /^This document does not run against the schema: Syntax Error: .*tokens/,
      ),
    });
  });

  it('asks for one named query or mutation', () => {
    const refused = (problem: string) => ({ ok: false, problem });
    expect(check('  ')).toEqual(refused(operationMessages.empty));
    expect(check('{ myFarms { id } }')).toEqual(refused(operationMessages.unnamed));
    expect(check('query A { myFarms { id } } query B { myFarms { name } }')).toEqual(
      refused(operationMessages.oneOperation),
    );
    expect(check('subscription Notices { sprayNotices { id } }')).toEqual(
      refused(operationMessages.subscription),
    );
    expect(check(`query Long { myFarms { id } } ${'#'.repeat(20_000)}`)).toEqual(
      refused(operationMessages.tooLong),
    );
  });
});

describe("the gateway's memory of apps' operations", () => {
  it('asks the api once a minute per app and hash, unknown ones too, and forgets on a change', async () => {
    let now = 0;
    const asked: string[] = [];
    const operations = new PartnerOperations(
      async (clientId, sha256) => {
        asked.push(`${clientId} ${sha256}`);
        return clientId === 'app_records' ? 'query Farms { myFarms { id } }' : null;
      },
      check,
      () => now,
    );
    expect(await operations.documentOf('app_records', hash)).toBe('query Farms { myFarms { id } }');
    expect(await operations.documentOf('app_other', hash)).toBeNull();
    now = 59_000;
    await operations.documentOf('app_records', hash);
    await operations.documentOf('app_other', hash);
    expect(asked).toHaveLength(2);
    operations.forget('app_other', hash);
    await operations.documentOf('app_other', hash);
    now = 61_000;
    await operations.documentOf('app_records', hash);
    expect(asked).toEqual(
      ['app_records', 'app_other', 'app_other', 'app_records'].map((app) => `${app} ${hash}`),
    );
  });

  it('lets the oldest go past its count or its characters', async () => {
    const asked: string[] = [];
    const operations = new PartnerOperations(
      async (clientId) => {
        asked.push(clientId);
        return 'x'.repeat(40);
      },
      check,
      () => 0,
      60_000,
      10,
      100,
    );
    // 40 characters each: a third pushes the first out.
    for (const app of ['a', 'b', 'c', 'b', 'a']) await operations.documentOf(app, hash);
    expect(asked).toEqual(['a', 'b', 'c', 'a']);
  });
});

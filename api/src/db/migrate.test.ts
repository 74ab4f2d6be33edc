import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitStatements } from './migrate';

describe('splitStatements', () => {
  it('splits on semicolons that end a line, and drops comment lines', () => {
    expect(
      splitStatements('-- a table\nCREATE TABLE a (id int);\n\nCREATE INDEX a_idx ON a (id);\n'),
    ).toEqual(['CREATE TABLE a (id int)', 'CREATE INDEX a_idx ON a (id)']);
  });

  it('keeps a function body between $$ quotes whole', () => {
    const sql = [
      'CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$',
      'BEGIN',
      '  PERFORM 1;',
      '  RETURN NEW;',
      'END;',
      '$$;',
      'CREATE TRIGGER t AFTER INSERT ON a FOR EACH ROW EXECUTE FUNCTION f();',
    ].join('\n');
    expect(splitStatements(sql)).toEqual([
      'CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  PERFORM 1;\n  RETURN NEW;\nEND;\n$$',
      'CREATE TRIGGER t AFTER INSERT ON a FOR EACH ROW EXECUTE FUNCTION f()',
    ]);
  });

  it('leaves no statement of a migration with an odd $$ open', () => {
    const dir = resolve(import.meta.dirname, '..', '..', 'migrations');
    for (const name of readdirSync(dir).filter((file) => file.endsWith('.sql')))
      for (const statement of splitStatements(readFileSync(join(dir, name), 'utf8')))
        expect((statement.match(/\$\$/g)?.length ?? 0) % 2, `${name}: ${statement.slice(0, 60)}`).toBe(0);
  });
});

import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ApolloServerErrorCode } from '@apollo/server/errors';
import { SENT_WEBHOOK_TYPES } from '@field-boundaries/contract/webhook-events';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';

// The partner docs (docs/partners/) against what the product does: every error code the
// gateway can answer is listed, and nothing it cannot; the shell webhook check accepts what the
// product signs and refuses what it does not; every event type is documented; links resolve.

const repository = resolve(import.meta.dirname, '..');
const docs = join(repository, 'docs/partners');
const read = (path: string) => readFileSync(path, 'utf8');

/** Source files of a folder, tests and generated code left out. */
function sources(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.|\.testing\./.test(entry.name),
    )
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !path.includes(`${join('src', 'generated')}`));
}

/** Every `extensions.code` the gateway writes, and those Apollo Server answers with itself. */
function codesTheGatewayAnswers(): Set<string> {
  const files = sources(join(repository, 'gateway/src')).map(read);
  const constants = new Map<string, string>();
  for (const text of files)
    for (const [, name, value] of text.matchAll(/export const ([A-Z][A-Z_]+) = '([A-Z][A-Z_]+)'/g))
      constants.set(name ?? '', value ?? '');
  const codes = new Set<string>(Object.values(ApolloServerErrorCode));
  for (const text of files) {
    for (const [, code] of text.matchAll(/\bcode: '([A-Z][A-Z_]+)'/g)) codes.add(code ?? '');
    for (const [, name] of text.matchAll(/\bcode: ([A-Z][A-Z_]+)\b/g))
      codes.add(constants.get(name ?? '') ?? '');
    // The upstream error mapper's table of HTTP statuses (gateway/src/upstream/errors.ts).
    for (const [, code] of text.matchAll(/^\s+\d{3}: '([A-Z][A-Z_]+)',$/gm)) codes.add(code ?? '');
  }
  // A Node stream's error code, not an answer (a write to a client that has gone).
  for (const code of codes) if (code.startsWith('ERR_') || code === '') codes.delete(code);
  return codes;
}

/** The codes of the table under "## `extensions.code`" in errors.md. */
function documentedCodes(): Set<string> {
  const section = read(join(docs, 'errors.md'))
    .split(/^## /m)
    .find((part) => part.startsWith('`extensions.code`'));
  return new Set([...(section ?? '').matchAll(/^\| `([A-Z][A-Z_]+)`/gm)].map((match) => match[1] ?? ''));
}

describe('the partner docs', () => {
  it('list every error code the gateway can answer, and none it cannot', () => {
    const answered = codesTheGatewayAnswers();
    expect(answered).toContain('GRAPHQL_VALIDATION_FAILED');
    expect(answered).toContain('RATE_LIMITED');
    expect([...documentedCodes()].sort()).toEqual([...answered].sort());
  });

  it('document every webhook event type with its schema', () => {
    const page = read(join(docs, 'webhooks.md'));
    for (const type of SENT_WEBHOOK_TYPES) {
      expect(page).toContain(`| \`${type}\``);
      expect(page).toContain(`(webhooks/schemas/${type}.json)`);
    }
  });

  it('link only to files that exist', () => {
    const pages = [
      ...readdirSync(docs).map((name) => join(docs, name)),
      join(repository, 'README.md'),
    ].filter((path) => path.endsWith('.md'));
    for (const page of pages)
      for (const [, target] of read(page).matchAll(/\]\(((?!https?:|#)[^)\s#]+)(?:#[^)]*)?\)/g))
        expect(existsSync(resolve(dirname(page), target ?? '')), `${page} → ${target}`).toBe(true);
  });

  describe('verify-webhook.sh', () => {
    const script = join(docs, 'examples/verify-webhook.sh');
    const secret = `whsec_${randomBytes(32).toString('base64')}`;
    const body = JSON.stringify({
      id: 'evt_7',
      type: 'field.updated',
      data: { name: 'Creek field — “north”', farmId: 3 },
    });
    const signed = (at: Date, text = body, key = secret) => ({
      id: 'evt_7',
      timestamp: String(Math.floor(at.getTime() / 1000)),
      signature: new Webhook(key).sign('evt_7', at, text),
    });
    const check = (headers: { id: string; timestamp: string; signature: string }, text = body) =>
      spawnSync('bash', [script, headers.id, headers.timestamp, headers.signature], {
        input: text,
        env: { PATH: process.env.PATH ?? '', WEBHOOK_SECRET: secret },
        encoding: 'utf8',
      });

    it('accepts a delivery signed as the product signs it, among other signatures', () => {
      const headers = signed(new Date());
      const answer = check({ ...headers, signature: `v1,bm90IGl0 ${headers.signature}` });
      expect(answer.stderr).toBe('');
      expect(answer.status).toBe(0);
    });

    it('refuses a changed body, another secret, and an old delivery', () => {
      const forged = check(signed(new Date()), body.replace('north', 'south'));
      expect([forged.status, forged.stderr]).toEqual([1, 'no signature matches\n']);
      const otherSecret = check(signed(new Date(), body, `whsec_${randomBytes(32).toString('base64')}`));
      expect(otherSecret.status).toBe(1);
      const replayed = check(signed(new Date(Date.now() - 10 * 60_000)));
      expect([replayed.status, replayed.stderr]).toEqual([
        1,
        'webhook-timestamp is more than five minutes from now\n',
      ]);
    });
  });
});

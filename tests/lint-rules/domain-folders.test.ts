import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// One name per domain, the same in every tier (docs/domains.md): the folders of api's modules, the
// gateway's resolvers and the web's features, and the schema's files, are each a domain of the
// map's table. The web may also hold the web-only areas the page names, and a tier may lack a
// domain only where the page says why.
const root = resolve(import.meta.dirname, '../..');

/** Where each tier keeps its domains, and how a domain shows there. */
const TIERS = {
  api: { folder: 'api/src/modules', entry: 'folder' },
  gateway: { folder: 'gateway/src/resolvers', entry: 'folder' },
  web: { folder: 'web/src/features', entry: 'folder' },
  schema: { folder: 'schema', entry: '.graphql' },
} as const;

type DomainMap = { domains: string[]; webOnly: string[]; notInWeb: string[] };

/** The domains of the page's table, its web-only areas, and the domains it says have no web folder. */
function domainMap(markdown: string): DomainMap {
  const named = (line: string | undefined) =>
    [...(line?.split(':')[1] ?? '').matchAll(/`([a-z-]+)`/g)].map((match) => match[1] as string);
  const lines = markdown.split('\n');
  return {
    domains: lines.flatMap((line) => {
      const first = /^\|\s*`([a-z-]+)`\s*\|/.exec(line);
      return first ? [first[1] as string] : [];
    }),
    webOnly: named(lines.find((line) => line.startsWith('- Web-only areas'))),
    notInWeb: named(lines.find((line) => line.startsWith('- Domains with no web folder'))),
  };
}

/** Each tier's domain names as its folders (or schema files) give them. */
function namesIn(tree: string): Record<keyof typeof TIERS, string[]> {
  const names = {} as Record<keyof typeof TIERS, string[]>;
  for (const [tier, { folder, entry }] of Object.entries(TIERS) as [
    keyof typeof TIERS,
    (typeof TIERS)[keyof typeof TIERS],
  ][])
    names[tier] = readdirSync(join(tree, folder), { withFileTypes: true })
      .filter((item) =>
        entry === 'folder' ? item.isDirectory() : item.isFile() && item.name.endsWith(entry),
      )
      .map((item) => item.name.replace(/\.graphql$/, ''))
      .sort();
  return names;
}

/** What breaks the map in `tree`: folders that are no domain, and domains a tier lacks unexplained. */
function problems(tree: string, map: DomainMap): string[] {
  const found: string[] = [];
  for (const [tier, names] of Object.entries(namesIn(tree))) {
    const allowed = tier === 'web' ? [...map.domains, ...map.webOnly] : map.domains;
    for (const name of names)
      if (!allowed.includes(name))
        found.push(`${TIERS[tier as keyof typeof TIERS].folder}/${name} is not a domain of docs/domains.md`);
    for (const domain of map.domains)
      if (!names.includes(domain) && !(tier === 'web' && map.notInWeb.includes(domain)))
        found.push(`${tier} has no ${domain}`);
  }
  return found;
}

const map = domainMap(readFileSync(join(root, 'docs/domains.md'), 'utf8'));
const scratch = mkdtempSync(join(tmpdir(), 'domain-folders-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A tree laid out like the repo, every tier holding exactly the map's domains, plus `extra`. */
function treeWith(extra: string[]): string {
  const tree = mkdtempSync(join(scratch, 'tree-'));
  for (const { folder } of Object.values(TIERS)) mkdirSync(join(tree, folder), { recursive: true });
  for (const domain of map.domains) {
    for (const tier of ['api', 'gateway', 'web'] as const)
      if (!(tier === 'web' && map.notInWeb.includes(domain)))
        mkdirSync(join(tree, TIERS[tier].folder, domain));
    writeFileSync(join(tree, 'schema', `${domain}.graphql`), '');
  }
  for (const path of extra) mkdirSync(join(tree, path), { recursive: true });
  return tree;
}

describe('folder names against docs/domains.md', () => {
  it('reads the domains, the web-only areas and the domains with no web folder from the page', () => {
    expect(map.domains).toContain('spray-planner');
    expect(map.domains).toContain('tank-mixes');
    expect(map.webOnly).toEqual(['help', 'legal']);
    expect(map.notInWeb).toEqual(['webhooks']);
  });

  it('fails on a stray domain folder in any tier, and on a domain a tier lacks', () => {
    expect(problems(treeWith([]), map)).toEqual([]);
    expect(problems(treeWith(['api/src/modules/spray', 'web/src/features/plans']), map)).toEqual([
      'api/src/modules/spray is not a domain of docs/domains.md',
      'web/src/features/plans is not a domain of docs/domains.md',
    ]);
    const tree = treeWith([]);
    rmSync(join(tree, 'gateway/src/resolvers/audit'), { recursive: true });
    writeFileSync(join(tree, 'schema/profile.graphql'), '');
    expect(problems(tree, map)).toEqual([
      'gateway has no audit',
      'schema/profile is not a domain of docs/domains.md',
    ]);
  });

  it('finds every folder of api, gateway, web and schema on the map, and every domain in each tier', () => {
    expect(problems(root, map)).toEqual([]);
  });
});

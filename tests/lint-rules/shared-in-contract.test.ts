import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// What the tiers share lives in contract/ (docs/domains.md, issue 57 item 3): the spec's messages
// and the rules a form checks before the api checks them again. Written twice, they drift (the
// card security code once took 3-4 digits in the api and 1-4 in the web). This reads every string
// and regular expression the api, the gateway and the web write in their code (tests and
// generated code aside) and fails on a message or a rule two of them define, naming where each
// stands.
const root = resolve(import.meta.dirname, '../..');

/** A message: a string of four words or more (a label such as 'Droplet class' is not one). */
const isMessage = (text: string) => text.trim().split(/\s+/).length >= 4;
/** A rule: a regular expression of ten characters or more (`/\s+/g` is not one). */
const isRule = (source: string) => source.length >= 10;

/**
 * Messages still written in both the api and the web, with why: each may only go. None is owed
 * today; a message added here must say which work moves it.
 */
const OWED: Record<string, string> = {};

function* codeFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'generated' && entry.name !== 'node_modules') yield* codeFiles(path);
    } else if (
      /\.tsx?$/.test(entry.name) &&
      !/\.(test|testing|d)\.tsx?$|^test-(utils|setup)\./.test(entry.name)
    )
      yield path;
  }
}

/** Each message and rule written in `code`, with its line: a rule as `/source/flags`, a template by its parts. */
function definedIn(code: string, fileName = 'file.tsx'): { text: string; line: number }[] {
  const file = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: { text: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    let text: string | null = null;
    if (ts.isRegularExpressionLiteral(node))
      text = isRule(node.text.slice(1, node.text.lastIndexOf('/'))) ? node.text : null;
    else if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      const words = node.text.replace(/\s+/g, ' ').trim();
      text = isMessage(words) ? words : null;
    }
    if (text) found.push({ text, line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Every message and rule a tier's code defines, with the first place it stands. */
function definitions(tier: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const path of codeFiles(join(root, tier, 'src')))
    for (const { text, line } of definedIn(readFileSync(path, 'utf8'), path))
      if (!found.has(text)) found.set(text, `${relative(root, path)}:${line}`);
  return found;
}

/** What both maps define, as `text — where in one, where in the other`. */
function definedInBoth(one: Map<string, string>, other: Map<string, string>): string[] {
  return [...one]
    .filter(([text]) => other.has(text))
    .map(([text, where]) => `${text} — ${where}, ${other.get(text)}`);
}

describe('messages and rules are written once, in contract/', () => {
  it('counts a message of four words or more, and a rule of ten characters or more, anywhere in code', () => {
    const code = [
      "const shown = 'Security code is a required field.';",
      'const year = /^(\\d{2}|\\d{4})$/; const spaces = /\\s+/g;',
      'const label = <Text>Droplet class</Text>; const line = <Text>Your card has expired.</Text>;',
      // A template of the code under test, not of this test.
      'const wait = `Please try again in $' + '{minutes} minutes.`;',
    ].join('\n');
    expect(definedIn(code).map(({ text, line }) => `${line}: ${text}`)).toEqual([
      '1: Security code is a required field.',
      '2: /^(\\d{2}|\\d{4})$/',
      '3: Your card has expired.',
      '4: Please try again in',
    ]);
  });

  it('finds no message or rule that two of the api, the gateway and the web define', () => {
    const [api, gateway, web] = ['api', 'gateway', 'web'].map(definitions) as [
      Map<string, string>,
      Map<string, string>,
      Map<string, string>,
    ];
    const both = [...definedInBoth(api, web), ...definedInBoth(api, gateway), ...definedInBoth(gateway, web)];
    const owed = Object.keys(OWED);
    expect(both.filter((line) => !owed.some((text) => line.startsWith(`${text} — `)))).toEqual([]);
    // An owed message that is now written once comes off the list.
    expect(owed.filter((text) => !both.some((line) => line.startsWith(`${text} — `)))).toEqual([]);
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { loadModule, parseSync } from 'libpg-query';
import ts from 'typescript';

// What tables a file's SQL names, read the way PostgreSQL reads it: the statements are found in
// the TypeScript syntax tree (string and template literals, `${…}` filled in from the file's own
// constants), then parsed by libpg-query, PostgreSQL's own parser compiled to WebAssembly. So
// lowercase keywords, comma joins, `public.fields`, `"fields"`, `USING` and PostGIS calls are read
// as the database reads them, not as a pattern guesses (issue 57: a regex let each of these by).
// pgsql-ast-parser was the other candidate, a grammar of its own: on 2026-12-07 it refused 27 of
// the modules' 266 statements (e.g. `FOR UPDATE SKIP LOCKED`-style and PostGIS-heavy ones), where
// libpg-query read every one.

/** libpg-query's WebAssembly, loaded once before the first parse. */
export const loadSqlParser = loadModule;

/** A literal whose text starts a statement, as PostgreSQL would take it (any case, any parentheses). */
const STATEMENT =
  /^\s*\(*\s*(select\b|insert\s+into\b|update\s|delete\s+from\b|merge\s+into\b|truncate\b|with\s+(recursive\s+)?[a-z_][a-z0-9_]*\s*(\(|,|as\b))/i;
/** What stands for a `${…}` the file does not define as a constant: an identifier fits most places. */
const UNKNOWN = 'sql_value';

export type SqlStatement = { line: number; sql: string };
export type Named = { name: string; write: boolean };

const CONTRACT_PACKAGE = '@field-boundaries/contract/';
const CONTRACT = resolve(import.meta.dirname, '../../../contract/src');

type Source = { file: ts.SourceFile; path: string };
/** Where an identifier's value is: the parameters of the call being read, or the file's declarations. */
type Scope = { source: Source; params: Map<string, string> };

const sources = new Map<string, Source>();

function sourceOf(path: string, code?: string): Source | null {
  const known = sources.get(path);
  if (known && code === undefined) return known;
  let text = code;
  if (text === undefined) {
    if (!existsSync(path)) return null;
    text = readFileSync(path, 'utf8');
  }
  const source = { file: ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true), path };
  if (code === undefined) sources.set(path, source);
  return source;
}

/** A top-level `const`, `function` or import named `name` in a file, followed through relative imports. */
function declaration(source: Source, name: string, depth = 0): { node: ts.Node; source: Source } | null {
  if (depth > 8) return null;
  for (const statement of source.file.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === name)
      return { node: statement, source };
    if (ts.isVariableStatement(statement))
      for (const variable of statement.declarationList.declarations)
        if (ts.isIdentifier(variable.name) && variable.name.text === name && variable.initializer)
          return { node: variable.initializer, source };
    if (
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      /^(\.|@field-boundaries\/contract\/)/.test(statement.moduleSpecifier.text) &&
      statement.importClause?.namedBindings &&
      ts.isNamedImports(statement.importClause.namedBindings)
    )
      for (const element of statement.importClause.namedBindings.elements)
        if (element.name.text === name) {
          const specifier = statement.moduleSpecifier.text;
          const from = specifier.startsWith('.')
            ? resolve(dirname(source.path), specifier)
            : resolve(CONTRACT, specifier.slice(CONTRACT_PACKAGE.length));
          const target = sourceOf(from.endsWith('.ts') ? from : `${from}.ts`);
          return target && declaration(target, (element.propertyName ?? element.name).text, depth + 1);
        }
  }
  // A constant inside a function (`const where = …` above its query) is read where it stands.
  let local: ts.Expression | null = null;
  const visit = (node: ts.Node) => {
    if (
      !local &&
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === name &&
      node.initializer &&
      ts.getCombinedNodeFlags(node) & ts.NodeFlags.Const
    )
      local = node.initializer;
    else if (!local) ts.forEachChild(node, visit);
  };
  visit(source.file);
  return local && { node: local, source };
}

/** What a function returns: an arrow's expression, or a body's first `return`. */
function returned(node: ts.Node): ts.Expression | null {
  if (!ts.isArrowFunction(node) && !ts.isFunctionDeclaration(node) && !ts.isFunctionExpression(node))
    return null;
  if (node.body && !ts.isBlock(node.body)) return node.body;
  let found: ts.Expression | null = null;
  const visit = (child: ts.Node) => {
    if (found || ts.isFunctionLike(child)) return;
    if (ts.isReturnStatement(child) && child.expression) found = child.expression;
    else ts.forEachChild(child, visit);
  };
  if (node.body) ts.forEachChild(node.body, visit);
  return found;
}

/**
 * The text an expression stands for, as far as the code says: literals, templates, constants and
 * calls of functions that build SQL (in this file or imported from another of ours), with the
 * call's arguments for their parameters; UNKNOWN where it cannot say (a request's value).
 */
function textOf(node: ts.Expression, scope: Scope, depth = 0): string {
  if (depth > 16) return UNKNOWN;
  const next = (expression: ts.Expression, inScope = scope) => textOf(expression, inScope, depth + 1);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isNumericLiteral(node))
    return node.text;
  if (ts.isTemplateExpression(node))
    return (
      node.head.text + node.templateSpans.map((span) => next(span.expression) + span.literal.text).join('')
    );
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))
    return next(node.expression);
  // `${desc ? 'DESC' : 'ASC'}`: either branch makes the same statement for this test's purpose.
  if (ts.isConditionalExpression(node)) return next(node.whenTrue);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken)
    return next(node.left) + next(node.right);
  if (ts.isIdentifier(node)) {
    const param = scope.params.get(node.text);
    if (param !== undefined) return param;
    const found = declaration(scope.source, node.text);
    return found && ts.isExpression(found.node) && !ts.isFunctionLike(found.node)
      ? next(found.node, { source: found.source, params: new Map() })
      : UNKNOWN;
  }
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
    const found = declaration(scope.source, node.expression.text);
    const body = found && returned(found.node);
    if (!found || !body || !ts.isFunctionLike(found.node)) return UNKNOWN;
    const params = new Map<string, string>();
    found.node.parameters.forEach((param, index) => {
      const argument = node.arguments[index] ?? param.initializer;
      if (ts.isIdentifier(param.name)) params.set(param.name.text, argument ? next(argument) : UNKNOWN);
    });
    return next(body, { source: found.source, params });
  }
  return UNKNOWN;
}

/** Every statement a TypeScript file's literals hold, with the line it starts on. */
export function sqlIn(path: string, code?: string): SqlStatement[] {
  const source = sourceOf(path, code);
  if (!source) return [];
  const scope: Scope = { source, params: new Map() };
  const found: SqlStatement[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateExpression(node)
    ) {
      const sql = textOf(node, scope);
      if (STATEMENT.test(sql))
        found.push({ line: source.file.getLineAndCharacterOfPosition(node.getStart()).line + 1, sql });
      if (ts.isTemplateExpression(node)) return; // its parts are inside the statement just read
    }
    ts.forEachChild(node, visit);
  };
  visit(source.file);
  return found;
}

type Tree = { [key: string]: unknown };
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null;

/** Each node of a parse tree under `key` (e.g. every `ViewStmt`), in any depth. */
function* nodesNamed(tree: unknown, key: string): Generator<Tree> {
  if (Array.isArray(tree)) for (const item of tree) yield* nodesNamed(item, key);
  else if (isTree(tree))
    for (const [name, value] of Object.entries(tree)) {
      if (name === key && isTree(value)) yield value;
      yield* nodesNamed(value, key);
    }
}

/** Every relation a parse tree names: a RangeVar, whether wrapped (`{RangeVar: …}`) or typed in place (`relation`). */
function* relationsIn(tree: unknown): Generator<Tree> {
  if (Array.isArray(tree)) for (const item of tree) yield* relationsIn(item);
  else if (isTree(tree)) {
    if (typeof tree.relname === 'string') yield tree;
    for (const value of Object.values(tree)) yield* relationsIn(value);
  }
}

const WRITES = ['InsertStmt', 'UpdateStmt', 'DeleteStmt', 'MergeStmt', 'TruncateStmt'];

/** The tables and views a statement names (schema and quotes dropped), and which it writes. Throws what PostgreSQL would say of bad SQL. */
export function namedBy(sql: string): Named[] {
  const tree = parseSync(sql);
  const written = new Set<Tree>();
  for (const kind of WRITES)
    for (const statement of nodesNamed(tree, kind)) {
      if (isTree(statement.relation)) written.add(statement.relation);
      for (const relation of relationsIn(statement.relations)) written.add(relation);
    }
  const found = new Map<string, Named>();
  for (const relation of relationsIn(tree)) {
    const name = String(relation.relname);
    const write = written.has(relation);
    found.set(`${name} ${write}`, { name, write });
  }
  return [...found.values()];
}

/** The views a migration leaves made and dropped, in its order. */
export function viewChanges(sql: string): { view: string; made: boolean }[] {
  const changes: { view: string; made: boolean }[] = [];
  for (const { stmt } of parseSync(sql).stmts ?? []) {
    const node = stmt as Tree;
    if (isTree(node.ViewStmt) && isTree(node.ViewStmt.view))
      changes.push({ view: String(node.ViewStmt.view.relname), made: true });
    const drop = node.DropStmt;
    if (isTree(drop) && drop.removeType === 'OBJECT_VIEW')
      for (const object of (drop.objects ?? []) as Tree[]) {
        const parts = [...nodesNamed(object, 'String')].map((part) => String(part.sval));
        changes.push({ view: parts.at(-1) ?? '', made: false });
      }
  }
  return changes;
}

import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// docs/spray-start-walk.md writes down the path of "Start spraying", from the click to the
// neighbour's toast, as `file:function` hops (issue 57 item 2). This holds the list to the code, so
// the page cannot drift from it: each function exists; each hop is called by the one before it
// (or the one it names with "from"), or is reached over a wire whose text stands on both sides
// ("via"); what a hop asks on the way is called by it, in the order listed; an api hop calls no
// other module's service or store that the list leaves out; inside the api no module is entered
// again once left; and the walk stays under 15 hops.
const root = resolve(import.meta.dirname, '../..');
const WALK = 'docs/spray-start-walk.md';

type Step = {
  line: number;
  /** 0 for a hop, 1 for what a hop asks, 2 for what that asks. */
  depth: number;
  path: string;
  name: string;
  /** The hop that calls this one, by number; absent: the one before. */
  from?: number;
  /** A wire between tiers: this text stands in the caller, that one in the callee. */
  via?: [string, string];
  /** The call as the caller writes it, where the callee is handed in (`this.deps.judge(`). */
  as?: string;
  hop?: number;
};

/** The steps between the page's walk markers, in their order. */
function readWalk(page: string): Step[] {
  const body = page.split('<!-- walk -->')[1]?.split('<!-- /walk -->')[0] ?? '';
  const steps: Step[] = [];
  // The indents of the asks open under the current hop: a deeper one is asked by the one above.
  let open: number[] = [];
  for (const [index, text] of body.split('\n').entries()) {
    const entry = /^( *)(?:(\d+)\.|-) `([^`:]+):([\w.]+)`(.*)$/.exec(text);
    if (!entry) continue;
    const [, indent = '', hop, path = '', name = '', rest = ''] = entry;
    if (hop) open = [];
    else {
      while ((open.at(-1) ?? -1) >= indent.length) open.pop();
      open.push(indent.length);
    }
    const via = /via `([^`]+)` → `([^`]+)`/.exec(rest);
    const from = /from (\d+)/.exec(rest);
    const as = /as `([^`]+)`/.exec(rest);
    steps.push({
      line: index + 1,
      depth: hop ? 0 : open.length,
      path,
      name,
      ...(hop ? { hop: Number(hop) } : {}),
      ...(from ? { from: Number(from[1]) } : {}),
      ...(via ? { via: [via[1] as string, via[2] as string] as [string, string] } : {}),
      ...(as ? { as: as[1] as string } : {}),
    });
  }
  return steps;
}

/** The name a declaration gives, for the kinds a walk can stop in. */
function nameOf(node: ts.Node): string | null {
  if (
    (ts.isFunctionDeclaration(node) ||
      ts.isClassDeclaration(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isPropertyAssignment(node) ||
      ts.isPropertyDeclaration(node) ||
      ts.isVariableDeclaration(node)) &&
    node.name &&
    (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))
  )
    return node.name.text;
  return null;
}

/** The text of `Outer.inner` in a file: a declaration of `inner` inside one of `Outer`; null when none. */
function definitionText(path: string, dotted: string): string | null {
  const file = resolve(root, path);
  if (!existsSync(file)) return null;
  const source = ts.createSourceFile(
    path,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const names = dotted.split('.');
  // A local variable of the same name (`const notices = …` inside a method) is no stop: a
  // function, method or property of that name comes first.
  const found: ts.Node[] = [];
  const visit = (node: ts.Node, matched: number) => {
    let now = matched;
    if (nameOf(node) === names[matched]) {
      now = matched + 1;
      if (now === names.length) found.push(node);
    }
    if (now < names.length) ts.forEachChild(node, (child) => visit(child, now));
  };
  visit(source, 0);
  const best = found.find((node) => !ts.isVariableDeclaration(node)) ?? found[0];
  return best ? best.getText(source) : null;
}

/** Where the caller's text calls a function of this name (`name(` standing alone or after a dot); -1 when it does not. */
function callAt(text: string, name: string): number {
  const match = new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}\\s*\\(`).exec(text);
  return match ? match.index : -1;
}

/** The api module a path lies in (api/src/modules/<module>/…), else null. */
const moduleOf = (path: string) => /^api\/src\/modules\/([^/]+)\//.exec(path)?.[1] ?? null;

/** What is wrong with a walk, each as one line naming the step; empty when the walk holds. */
function faultsOf(steps: Step[]): string[] {
  const faults: string[] = [];
  const texts = steps.map((step) => definitionText(step.path, step.name));
  const hops = steps.filter((step) => step.depth === 0);
  steps.forEach((step, index) => {
    if (texts[index] === null) faults.push(`${step.path}:${step.name} is not defined there`);
  });
  if (faults.length > 0) return faults;

  // Each step's caller, and where in the caller's text the call (or the wire) stands.
  const callerOf = (index: number): number | null => {
    const step = steps[index] as Step;
    if (step.depth === 0) {
      const hop = step.hop as number;
      if (hop === 1) return null;
      const wanted = step.from ?? hop - 1;
      return steps.findIndex((each) => each.depth === 0 && each.hop === wanted);
    }
    for (let at = index - 1; at >= 0; at--) if ((steps[at] as Step).depth === step.depth - 1) return at;
    return null;
  };
  const positions = new Map<number, { callee: number; at: number }[]>();
  steps.forEach((step, index) => {
    const caller = callerOf(index);
    if (caller === null) return;
    const callerText = texts[caller] as string;
    const where = `${step.path}:${step.name}`;
    let at: number;
    if (step.via) {
      at = callerText.indexOf(step.via[0]);
      if (at === -1) faults.push(`${where}: its caller does not hold ${step.via[0]}`);
      if (!(texts[index] as string).includes(step.via[1]))
        faults.push(`${where} does not hold ${step.via[1]}`);
    } else {
      at = step.as ? callerText.indexOf(step.as) : callAt(callerText, step.name.split('.').at(-1) as string);
      if (at === -1) faults.push(`${where} is not called by ${steps[caller]?.path}:${steps[caller]?.name}`);
    }
    positions.set(caller, [...(positions.get(caller) ?? []), { callee: index, at }]);
  });
  // What one caller calls comes in the order listed.
  for (const [caller, calls] of positions)
    calls.forEach((call, order) => {
      const before = calls[order - 1];
      if (before && before.at !== -1 && call.at !== -1 && call.at < before.at) {
        const step = steps[call.callee] as Step;
        faults.push(
          `${step.path}:${step.name} is called before ${steps[before.callee]?.name} by ${steps[caller]?.name}, not after`,
        );
      }
    });

  // An api hop calls no other module's service or store the walk leaves out.
  steps.forEach((step, index) => {
    if (step.depth !== 0 || moduleOf(step.path) === null) return;
    const listed = steps
      .filter((each, at) => at > index && each.depth === 1 && callerOf(at) === index)
      .map((each) => each.as ?? each.name.split('.').at(-1));
    const text = texts[index] as string;
    const source = readFileSync(resolve(root, step.path), 'utf8');
    const fromModules = [...source.matchAll(/^import \{([^}]*)\} from '\.\.\/[\w-]+\//gm)].flatMap((line) =>
      (line[1] as string)
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== '' && !name.startsWith('type ')),
    );
    const called = [
      ...[...text.matchAll(/this\.deps\.\w+\.(\w+)\(/g)].map((call) => call[1] as string),
      ...[...text.matchAll(/this\.deps\.\w+\(/g)].map((call) => call[0]),
      ...fromModules.filter((name) => callAt(text, name) !== -1),
    ];
    for (const name of called)
      if (!listed.includes(name))
        faults.push(`${step.path}:${step.name} calls ${name}, which the walk leaves out`);
  });

  // Inside the api, each request enters every module but its own once: no return once left.
  let request: string[] = [];
  const requests: string[][] = [];
  for (const step of steps) {
    const module = moduleOf(step.path);
    if (step.depth === 0 && (step.via || module === null)) {
      if (request.length > 0) requests.push(request);
      request = [];
    }
    if (module !== null && request.at(-1) !== module) request.push(module);
  }
  if (request.length > 0) requests.push(request);
  for (const modules of requests) {
    const home = modules[0];
    const visits = modules.filter((module) => module !== home);
    for (const [index, module] of visits.entries())
      if (visits.indexOf(module) !== index)
        faults.push(`the api returns to ${module} after leaving it (${modules.join(' → ')})`);
  }
  if (hops.length >= 15) faults.push(`the walk takes ${hops.length} hops; it must take fewer than 15`);
  return faults;
}

describe('the walk of "Start spraying" in docs/', () => {
  const steps = readWalk(readFileSync(resolve(root, WALK), 'utf8'));

  it('runs from the button to the neighbour’s toast in fewer than 15 hops', () => {
    const hops = steps.filter((step) => step.depth === 0);
    expect(hops[0]?.path).toBe('web/src/features/spray-planner/StartSprayingModal.tsx');
    expect(hops.at(-1)?.path).toBe('web/src/features/spray-planner/useSprayFeed.ts');
    expect(hops.map((hop) => hop.hop)).toEqual(hops.map((_hop, index) => index + 1));
    expect(hops.length).toBeLessThan(15);
  });

  it('matches the code: each hop defined, called in the order listed, no module of the api entered twice', () => {
    expect(faultsOf(steps)).toEqual([]);
  });

  it('fails on a walk the code does not take', () => {
    const hop5 = steps.findIndex((step) => step.name === 'SprayPlanner.setSpray');
    const asked = steps.filter((step, index) => index > hop5 && step.depth === 1);
    const [farms, catalogue] = asked;
    // A function that is not there, two asks swapped, a module entered again, an ask left out.
    const renamed = steps.map((step) =>
      step === farms ? { ...step, name: 'FieldsService.farmFields' } : step,
    );
    expect(faultsOf(renamed)).toContain(
      'api/src/modules/farms/service.ts:FieldsService.farmFields is not called by api/src/modules/spray-planner/service.ts:SprayPlanner.setSpray',
    );
    const swapped = steps.map((step) =>
      step === farms ? catalogue : step === catalogue ? farms : step,
    ) as Step[];
    expect(faultsOf(swapped).join('\n')).toMatch(/is called before .* by SprayPlanner\.setSpray, not after/);
    const twice = [...steps];
    twice.splice(steps.indexOf(catalogue as Step) + 1, 0, farms as Step);
    expect(faultsOf(twice).join('\n')).toMatch(/the api returns to farms after leaving it/);
    expect(faultsOf(steps.filter((step) => step !== catalogue))).toContain(
      'api/src/modules/spray-planner/service.ts:SprayPlanner.setSpray calls sprayTank, which the walk leaves out',
    );
    expect(
      faultsOf(steps.map((step) => (step === farms ? { ...step, name: 'FieldsService.nothing' } : step))),
    ).toEqual(['api/src/modules/farms/service.ts:FieldsService.nothing is not defined there']);
  });
});

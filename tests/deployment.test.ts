import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

/** The lines of one top-level service of docker-compose.yml, up to the next service. */
function composeService(name: string): string[] {
  const lines = readFileSync(join(root, 'docker-compose.yml'), 'utf8').split('\n');
  const start = lines.indexOf(`  ${name}:`);
  if (start < 0) throw new Error(`docker-compose.yml has no service ${name}`);
  const end = lines.findIndex((line, i) => i > start && /^ {2}\S/.test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

describe('deployment', () => {
  // The benchmarks measure the image's CMD (bench/support.ts reads it); compose must run the
  // same process, not a TypeScript loader beside it.
  it('compose runs the gateway with the image command', () => {
    const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^CMD \["node", .*"gateway\/dist\/main\.mjs"\]$/m);
    const gateway = composeService('gateway');
    expect(gateway.some((line) => /^ {4}build: \.$/.test(line))).toBe(true);
    expect(gateway.filter((line) => /^ {4}(command|entrypoint):/.test(line))).toEqual([]);
  });

  // `npm ci` installs the workspaces whose package.json it finds: one left out of the image's
  // first copy is not installed, and cannot be built (the SDK was missing).
  it('the image installs every workspace and builds each one that has a build', () => {
    const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
    const manifest = (path: string) =>
      JSON.parse(readFileSync(join(root, path), 'utf8')) as {
        workspaces?: string[];
        scripts?: Record<string, string>;
      };
    const rootBuild = manifest('package.json').scripts?.build ?? '';
    const install = dockerfile.indexOf('RUN npm ci');
    expect(dockerfile).toMatch(/^RUN npm run build\b/m);
    for (const workspace of manifest('package.json').workspaces ?? []) {
      const copied = dockerfile.indexOf(`COPY ${workspace}/package.json ${workspace}/`);
      expect({ workspace, copiedBeforeInstall: copied >= 0 && copied < install }).toEqual({
        workspace,
        copiedBeforeInstall: true,
      });
      if (manifest(join(workspace, 'package.json')).scripts?.build)
        expect(`${rootBuild}\n${dockerfile}`, `${workspace} is built`).toContain(
          `npm run build -w ${workspace}`,
        );
    }
  });

  // The benchmarks start the api with compose's flags (bench/support.ts reads them): compose must
  // start node itself, whose memory and flags are the api's, not an npx or tsx wrapper.
  it('compose runs the api with node itself, flags before the TypeScript loader', () => {
    const command = composeService('api').find((line) => /^ {4}command:/.test(line)) ?? '';
    const args = JSON.parse(command.replace(/^ {4}command: /, '')) as string[];
    expect(args[0]).toBe('node');
    expect(args.slice(-3)).toEqual(['--import', 'tsx', 'api/src/main.ts']);
  });

  // npm 11 skips the install scripts of dependencies that allowScripts does not name. `node`
  // (the Node 24 the README relies on) and esbuild (the gateway's bundle) need theirs; the two
  // postinstalls denied only print notices.
  it('allowScripts reviews every install script, allowing node and esbuild', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    expect(pkg.allowScripts).toMatchObject({ node: true, esbuild: true });
    const unreviewed = execFileSync('npm', ['install-scripts', 'ls'], { cwd: root, encoding: 'utf8' });
    expect(unreviewed).toContain('No packages with unreviewed install scripts');
  });
});

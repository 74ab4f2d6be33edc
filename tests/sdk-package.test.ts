import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// What `npm publish -w sdk` would release (sdk/README.md, "Publishing"): CI runs it as a dry run
// (.ci/run), and tests/getting-started.test.ts installs the packed tarball and runs it. This holds
// the manifest to what a release needs: public under its scope, the files a partner gets, built
// before packing, licensed, and a changelog that knows the version.

const sdk = join(import.meta.dirname, '..', 'sdk');
const manifest = JSON.parse(readFileSync(join(sdk, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  license: string;
  private?: boolean;
  files: string[];
  publishConfig?: { access?: string };
  scripts: Record<string, string>;
  exports: Record<string, { types: string; default: string }>;
  bin: Record<string, string>;
};

describe('the SDK as published', () => {
  it('is a public, licensed package that builds before it is packed', () => {
    expect(manifest.name).toBe('@field-boundaries/sdk');
    expect(manifest.private).toBeUndefined();
    expect(manifest.publishConfig?.access).toBe('public');
    expect(manifest.license).toBe('MIT');
    expect(readFileSync(join(sdk, 'LICENSE'), 'utf8')).toContain('MIT License');
    expect(manifest.scripts.prepack).toBe('npm run build');
  });

  it('packs the built code and its documents, and every entry point is in them', () => {
    expect([...manifest.files].sort()).toEqual([
      'CHANGELOG.md',
      'LICENSE',
      'README.md',
      'dist',
      'examples/first-call.mjs',
    ]);
    for (const file of ['CHANGELOG.md', 'LICENSE', 'README.md', 'examples/first-call.mjs'])
      expect(existsSync(join(sdk, file))).toBe(true);
    const entries = Object.values(manifest.exports).flatMap((entry) => [entry.types, entry.default]);
    for (const entry of entries) expect(entry, entry).toMatch(/^\.\/dist\//);
    // A bin written "./dist/…" was dropped from the package by `npm publish` ("script name … was
    // invalid and removed", seen in the dry run): npm wants the path as `npm pkg fix` writes it.
    for (const target of Object.values(manifest.bin)) expect(target).toMatch(/^dist\/bin\//);
  });

  it('has a changelog that names the version, and the semver policy the release follows', () => {
    const changelog = readFileSync(join(sdk, 'CHANGELOG.md'), 'utf8');
    expect(changelog).toContain(`## ${manifest.version}`);
    expect(changelog).toContain('semantic versioning');
    expect(readFileSync(join(sdk, 'README.md'), 'utf8')).toContain('npm publish --dry-run -w sdk');
    expect(readFileSync(join(sdk, '..', '.ci', 'run'), 'utf8')).toContain('npm publish --dry-run -w sdk');
  });
});

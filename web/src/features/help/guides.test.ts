import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { guideParts, guides, namesIn } from './guides';

// Each name a guide tells a grower to look for (**Claim field**, **Field details**) must be a label
// the screens show: a string or a JSX text in web/src, outside Help itself and the tests. A
// button renamed without its guide fails here.
const root = join(import.meta.dirname, '../..');

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return relative(root, path) === join('features', 'help') ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [readFileSync(path, 'utf8')]
      : [];
  });
}

const screens = sources(root).join('\n');
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the screens' code shows `name` whole: a quoted string, a JSX text, or a template's start. */
function shown(name: string, code: string): boolean {
  return new RegExp(`(['"\`]|>\\s*)${literal(name)}(['"\`]|\\s*[<{]| \\$\\{)`).test(code);
}

describe('the Help guides', () => {
  it('name only buttons, menus and labels the screens have', () => {
    const missing = guides.flatMap((guide) =>
      namesIn(guide)
        .filter((name) => !shown(name, screens))
        .map((name) => `${guide.title}: ${name}`),
    );
    expect(missing).toEqual([]);
    // The check itself finds what is there and misses what is not.
    expect(shown('Claim field', screens)).toBe(true);
    expect(shown('Claim the field', screens)).toBe(false);
  });

  it('mark the names in every guide', () => {
    for (const guide of guides) expect(namesIn(guide).length).toBeGreaterThan(2);
    expect(guideParts('press **Claim field**.')).toEqual([
      { text: 'press ', name: false },
      { text: 'Claim field', name: true },
      { text: '.', name: false },
    ]);
  });
});

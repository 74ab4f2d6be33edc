import { afterAll, beforeAll } from 'vitest';

// The PGlite pass (vitest.config.ts, `api-pglite`) runs its files one after another in one
// process: what a file sets in process.env ends with the file, as it did in a process of its own.
let kept: NodeJS.ProcessEnv = {};
beforeAll(() => {
  kept = { ...process.env };
});
afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in kept)) delete process.env[name];
  Object.assign(process.env, kept);
});

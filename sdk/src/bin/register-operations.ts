#!/usr/bin/env node
import { registerCommand } from '../register-command.js';

// `npx field-boundaries-register-operations` (see ../register-command.ts).
registerCommand(process.env).then(
  (lines) => {
    for (const line of lines) console.log(line);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);

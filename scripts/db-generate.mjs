#!/usr/bin/env node
// Writes the next migration from the schema (server/db/schema.ts and the tables it re-exports).
// Usage: npm run db:generate -- <name>. Runs under a lock file, so two people working in one checkout
// cannot both write migration N.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Usage: npm run db:generate -- <name_in_snake_case>');
  process.exit(2);
}
const lock = 'server/db/migrations/.generating';
for (let tries = 0; ; tries += 1) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (tries > 600)
      throw new Error(`${lock} has been held for 10 minutes; remove it if nobody is generating.`);
    await sleep(1000);
  }
}
try {
  const run = spawnSync('npx', ['drizzle-kit', 'generate', '--name', name], { stdio: 'inherit' });
  process.exitCode = run.status ?? 1;
} finally {
  rmdirSync(lock);
}

// `npm run test:api [files…]`: the API server's tests (server/test/*.test.ts unless files are named).
//
// Several files share a process (server/test/run-files.ts runs each in a `describe` of its own, with a
// fresh database from the template): a process per file spent about 7 CPU-seconds starting up each
// time, more than most files' tests. The files are dealt into small groups, the largest first, and a group
// runs per core at a time, so the cores stay busy until the end and a slow group does not hold the run.
// Each group's output is printed whole when it ends; the run fails if any group failed.
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const TEST_DIR = path.join('server', 'test');
/** Files per process: fewer start-ups against finer sharing of the cores at the end of a run. */
const FILES_PER_GROUP = 6;
/** Processes at a time (API_TEST_PROCESSES): one per core by default. */
const PARALLEL = Number(process.env.API_TEST_PROCESSES) || os.availableParallelism();

const named = process.argv.slice(2);
const files = (
  named.length > 0
    ? named
    : readdirSync(TEST_DIR)
        .filter((name) => name.endsWith('.test.ts'))
        .map((name) => path.join(TEST_DIR, name))
)
  // A file's size is a fair guess at its time: the largest start first, so none is left for the end.
  .map((file) => ({ file, size: statSync(file).size }))
  .sort((a, b) => b.size - a.size);

const groupCount = Math.max(1, Math.ceil(files.length / FILES_PER_GROUP));
const groups = Array.from({ length: groupCount }, () => ({ files: [], size: 0 }));
for (const entry of files) {
  const lightest = groups.reduce((a, b) => (b.size < a.size ? b : a));
  lightest.files.push(entry.file);
  lightest.size += entry.size;
}
const queue = groups.filter((group) => group.files.length > 0).sort((a, b) => b.size - a.size);

function runGroup({ files: groupFiles }) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--test-reporter=spec', path.join(TEST_DIR, 'run-files.ts')],
      {
        env: { ...process.env, API_TEST_FILES: groupFiles.join(path.delimiter) },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const started = Date.now();
let failed = 0;
async function slot() {
  for (let group = queue.shift(); group; group = queue.shift()) {
    if ((await runGroup(group)) !== 0) failed += 1;
  }
}
await Promise.all(Array.from({ length: PARALLEL }, slot));
const seconds = Math.round((Date.now() - started) / 1000);
process.stdout.write(
  `\n${files.length} API test files in ${groupCount} processes, ${seconds} s: ` +
    `${failed === 0 ? 'all passed' : `${failed} process(es) had failures`}\n`,
);
process.exit(failed === 0 ? 0 : 1);

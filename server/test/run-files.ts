// Runs several API test files in one process, one `describe` per file (scripts/test-api.mjs hands each
// process its share in API_TEST_FILES). A process per file paid about 7 CPU-seconds of start-up every
// time (loading the server's modules through tsx, compiling its route schemas, starting PGlite): more
// than the tests themselves on this 2-core machine.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, describe } from 'node:test';
import { closeTestFile } from './helpers';

const files = (process.env.API_TEST_FILES ?? '').split(path.delimiter).filter(Boolean);
if (files.length === 0) throw new Error('API_TEST_FILES names no test file');

for (const file of files) {
  describe(path.relative(process.cwd(), file), async () => {
    // The file's own tests and hooks are registered into this suite as it is imported, and its
    // database and apps are closed after them, as if it had had a process of its own.
    await import(pathToFileURL(path.resolve(file)).href);
    after(closeTestFile);
  });
}

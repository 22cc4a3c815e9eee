import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { loadConfig } from '../config';

const root = path.resolve(__dirname, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const envExample = readFileSync(path.join(root, '.env.example'), 'utf8');

/** The variables `loadConfig` reads from `env`, whatever they are set to. */
function variablesRead(env: Record<string, string>): Set<string> {
  const read = new Set<string>();
  loadConfig(
    new Proxy(env, {
      get(target, name) {
        if (typeof name === 'string') read.add(name);
        return target[name as string];
      },
    }),
  );
  return read;
}

/** The variables of README's Configuration table, as often as they appear there. */
const readmeVariables = () => {
  const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Architecture'));
  return [...table.matchAll(/^\| `([A-Z0-9_]+)`(?:, `([A-Z0-9_]+)`)?/gm)].flatMap((m) =>
    m.slice(1).filter(Boolean),
  );
};

describe('configuration documented', () => {
  test('every variable the API reads is in README and .env.example', () => {
    const read = new Set([
      ...variablesRead({}),
      // Read only when their feature is on.
      ...variablesRead({
        MEDIA_STORE: 's3',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_BUCKET: 'photos',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        METRICS_PORT: '9464',
      }),
    ]);
    assert.ok(read.size > 40, `only ${read.size} variables read: the recording missed some`);
    const inReadme = new Set(readmeVariables());
    for (const name of read) {
      assert.ok(inReadme.has(name), `${name} is missing from README's Configuration table`);
      assert.match(envExample, new RegExp(`^(# )?${name}=`, 'm'), `${name} is missing from .env.example`);
    }
  });

  test("README's Configuration table lists each variable once, and .env.example holds them all", () => {
    const listed = readmeVariables();
    assert.deepEqual(
      listed.filter((name, index) => listed.indexOf(name) !== index),
      [],
    );
    for (const name of listed)
      assert.match(envExample, new RegExp(`^(# )?${name}=`, 'm'), `${name} is missing from .env.example`);
  });
});

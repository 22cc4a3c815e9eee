import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ESLint } from 'eslint';

const ROOT = path.resolve(__dirname, '..', '..');
// The fixtures exist only as text: the cycle rule, which reads files from disk, has nothing to follow.
const eslint = new ESLint({ cwd: ROOT, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

/** The feature-boundary messages of `code` as if it were the file at `file` (relative to the project). */
async function lint(code: string, file: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.filter((message) => message.ruleId === 'import/no-restricted-paths');
}

const ACCESS_GROUPS_FILE = 'components/accessGroups/boundary-fixture.ts';
const CASES: { name: string; file: string; from: string; refused: RegExp | null }[] = [
  {
    name: 'another feature’s file, by alias',
    file: ACCESS_GROUPS_FILE,
    from: '@/components/users/UserPicker',
    refused: /only through its index\.ts/,
  },
  {
    name: 'another feature’s file, by a relative path',
    file: ACCESS_GROUPS_FILE,
    from: '../users/UserPicker',
    refused: /only through its index\.ts/,
  },
  { name: 'another feature’s index.ts', file: ACCESS_GROUPS_FILE, from: '@/components/users', refused: null },
  { name: 'a shared kit', file: ACCESS_GROUPS_FILE, from: '@/components/ui/Spinner', refused: null },
  { name: 'its own files', file: ACCESS_GROUPS_FILE, from: './GroupPicker', refused: null },
  {
    name: 'a kit that imports a feature',
    file: 'components/kit/boundary-fixture.ts',
    from: '@/components/users',
    refused: /import no feature/,
  },
];

describe('features apart (lint)', () => {
  for (const { name, file, from, refused } of CASES) {
    test(`${name}: ${refused ? 'refused' : 'allowed'}`, async () => {
      const messages = await lint(`export * from '${from}';\n`, file);
      if (refused === null) assert.deepEqual(messages, []);
      else {
        assert.equal(messages.length, 1);
        assert.match(messages[0].message, refused);
      }
    });
  }
});

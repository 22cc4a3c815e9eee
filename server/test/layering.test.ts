import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ESLint } from 'eslint';

const ROOT = path.resolve(__dirname, '..', '..');
// The fixtures exist only as text: the cycle rule, which reads files from disk, has nothing to follow.
const eslint = new ESLint({ cwd: ROOT, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

/** The lint messages of `code` as if it were the file at `file` (relative to the project). */
async function lint(code: string, file: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports');
}

describe('the server layering rule (lint)', () => {
  test('a route that imports a table is refused', async () => {
    const messages = await lint(
      "import { casinos } from '../../db/schema';\nexport const table = casinos;\n",
      'server/routes/api/layering-fixture.ts',
    );
    assert.equal(messages.length, 1);
    assert.match(messages[0].message, /never a table itself/);
  });

  test('a route may import the schema’s types and constants', async () => {
    const messages = await lint(
      "import { OVERLAY_POSITIONS, type Overlay } from '../../db/schema';\n" +
        'export const positions: readonly string[] = OVERLAY_POSITIONS;\nexport type Row = Overlay;\n',
      'server/routes/api/layering-fixture.ts',
    );
    assert.deepEqual(messages, []);
  });

  test('a repository may import tables', async () => {
    const messages = await lint(
      "import { casinos } from '../db/schema';\nexport const table = casinos;\n",
      'server/repositories/layering-fixture.ts',
    );
    assert.deepEqual(messages, []);
  });
});

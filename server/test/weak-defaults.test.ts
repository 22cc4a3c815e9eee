import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, resolveJwtSecret } from '../config';
import { PASSWORD_STRENGTH_MESSAGES, weakPasswordProblem } from '../lib/password-strength';
import { passwordProblems } from '../services/accounts';
import { hashPassword, needsRehash, verifyPassword } from '../services/passwords';
import { build, TEST_JWT_SECRET, uniqueIp } from './helpers';

describe('passwords anyone would guess', () => {
  test('repeated, sequential and common passwords are refused with a clear message', () => {
    for (const password of [
      'aaaaaaaaaaaa',
      'abcabcabcabc',
      '123456789012',
      'qwertyuiopas',
      'passwordpassword',
    ])
      assert.equal(weakPasswordProblem(password), PASSWORD_STRENGTH_MESSAGES.guessable, password);
    for (const password of ['password1234', 'Password2024!', 'letmein12345', '1q2w3e4r5t6y'])
      assert.equal(weakPasswordProblem(password), PASSWORD_STRENGTH_MESSAGES.common, password);
    for (const password of ['demo-admin-password', 'correct horse battery', 'Zt7#kq!2Lm9x'])
      assert.equal(weakPasswordProblem(password), null, password);
    assert.deepEqual(passwordProblems('aaaaaaaaaaaa', { email: 'ann@example.com' }), [
      PASSWORD_STRENGTH_MESSAGES.guessable,
    ]);
  });
});

describe('password hashing cost', () => {
  test("new hashes use OWASP's scrypt parameters (N=2^17, r=8, p=1) by default", async () => {
    assert.equal(loadConfig({}).passwordHashCost, 17);
    const hash = await hashPassword('a-long-enough-password', { N: 2 ** 17, r: 8, p: 1 });
    assert.match(hash, /^scrypt\$131072\$8\$1\$/);
    assert.equal(await verifyPassword('a-long-enough-password', hash), true);
    assert.throws(() => loadConfig({ PASSWORD_HASH_COST: '21' }), ConfigError);
  });

  describe('a sign-in rehashes a password stored with weaker parameters', () => {
    let app: FastifyInstance;
    before(async () => {
      app = await build({ PASSWORD_HASH_COST: '15' });
    });

    test('the old hash still signs in, and is replaced by one of today’s cost', async () => {
      const password = 'an-older-long-password';
      const email = `rehash-${Date.now()}@example.com`;
      const user = await app.repos.users.create({
        email,
        password: await hashPassword(password, { N: 2 ** 14, r: 8, p: 1 }),
        firstName: 'Old',
        lastName: 'Hash',
        isSuperuser: false,
        status: 'AC',
        mfaEnabled: false,
        mfaSecret: null,
      });
      assert.equal(needsRehash(user.password), true);
      const res = await app.inject({
        method: 'POST',
        url: '/v1/auth/login/',
        payload: { email, password },
        remoteAddress: uniqueIp(),
      });
      assert.equal(res.statusCode, 200, res.body);
      const stored = (await app.repos.users.findById(user.id))!.password;
      assert.match(stored, /^scrypt\$32768\$8\$1\$/);
      assert.equal(needsRehash(stored), false);
      assert.equal(await verifyPassword(password, stored), true);
    });
  });
});

describe('JWT_SECRET', () => {
  test('a secret of few different characters or one chunk repeated stops the start', () => {
    for (const secret of [
      'a'.repeat(32),
      'abcd'.repeat(10),
      '0123456789'.repeat(4),
      'ab1ab1ab1ab1ab1ab1ab1ab1ab1ab1ab1ab1',
    ])
      assert.throws(() => resolveJwtSecret(loadConfig({ JWT_SECRET: secret })), /too easy to guess/, secret);
    assert.equal(resolveJwtSecret(loadConfig({ JWT_SECRET: TEST_JWT_SECRET })), TEST_JWT_SECRET);
  });
});

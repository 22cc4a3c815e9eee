import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { delayAfter } from '../repositories/login-failures';
import { generateTotpSecret } from '../services/totp';
import { build, createUser, totpCode, uniqueIp } from './helpers';

let app: FastifyInstance;
before(async () => {
  app = await build({
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '5',
    LOGIN_MAX_FAILURES_PER_IP: '8',
    LOGIN_FAILURE_WINDOW: '600',
  });
});

const attempt = (email: string, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/v1/auth/login/', payload: { email, password }, remoteAddress });

describe('sign-in throttling: per account and client, growing waits', () => {
  test('the waits: nothing for the free failures, then 1 s, 2 s, 4 s … up to the window', () => {
    assert.deepEqual(
      [0, 4, 5, 6, 7, 8].map((n) => delayAfter(n, 5, 600)),
      [0, 0, 1, 2, 4, 8],
    );
    assert.equal(delayAfter(40, 5, 600), 600);
  });

  test('concurrent attempts cannot race past the limit: the check and the record are one step', async () => {
    const { email } = await createUser(app);
    const ip = uniqueIp();
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 27 }, () => attempt(email, 'wrong-password', ip)));
    const seconds = (Date.now() - started) / 1000;
    const codes = answers.map((res) => res.statusCode);
    // 5 free failures, then one more after 1 s, 2 s, 4 s … of waiting (a slow machine waits some).
    const allowed = 5 + Math.floor(Math.log2(seconds + 1));
    const checked = codes.filter((code) => code === 401).length;
    assert.ok(checked >= 5 && checked <= allowed, `${checked} checked in ${seconds} s: ${codes.join(',')}`);
    assert.equal(codes.filter((code) => code === 429).length, 27 - checked);
  });

  test('failures from one address do not lock the account out for another address', async () => {
    const { email, password } = await createUser(app);
    const attacker = uniqueIp();
    for (let i = 0; i < 7; i += 1) await attempt(email, 'wrong-password', attacker);
    assert.equal((await attempt(email, password, attacker)).statusCode, 429);
    assert.equal((await attempt(email, password, uniqueIp())).statusCode, 200);
  });

  test('each further failure waits longer; after the wait the right password signs in', async () => {
    const { email, password } = await createUser(app);
    const ip = uniqueIp();
    for (let i = 0; i < 5; i += 1) assert.equal((await attempt(email, 'wrong', ip)).statusCode, 401);
    let res = await attempt(email, password, ip);
    assert.equal(res.statusCode, 429);
    assert.equal(res.headers['retry-after'], '1');
    assert.equal(res.json().detail, 'Too many failed sign-in attempts. Try again in 1 second.');
    await sleep(1100);
    assert.equal((await attempt(email, 'wrong', ip)).statusCode, 401);
    res = await attempt(email, password, ip);
    assert.equal(res.statusCode, 429);
    assert.equal(res.headers['retry-after'], '2');
    await sleep(2100);
    assert.equal((await attempt(email, password, ip)).statusCode, 200);
    // The success cleared this address's failures: mistakes are free again.
    for (let i = 0; i < 5; i += 1) assert.equal((await attempt(email, 'wrong', ip)).statusCode, 401);
  });

  test('one address failing over many accounts waits too; other addresses do not', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 8; i += 1)
      assert.equal((await attempt(`ghost${i}-${Date.now()}@example.com`, 'wrong', ip)).statusCode, 401);
    const { email, password } = await createUser(app);
    const res = await attempt(email, password, ip);
    assert.equal(res.statusCode, 429);
    assert.ok(Number(res.headers['retry-after']) > 0);
    assert.equal((await attempt(email, password, uniqueIp())).statusCode, 200);
  });

  /** A user with a second factor, past the password step from `address`: sends codes from `address`. */
  async function atCodeStep(address: string) {
    const secret = generateTotpSecret();
    const { email, password } = await createUser(app, { mfaSecret: secret });
    const ephemeral = (await attempt(email, password, address)).json().ephemeral_token;
    const sendCode = (code: string, from = address) =>
      app.inject({
        method: 'POST',
        url: '/v1/auth/login/code/',
        payload: { code, ephemeral_token: ephemeral },
        remoteAddress: from,
      });
    return { secret, sendCode };
  }

  test('wrong codes count per account and client: the same account from another address is not held', async () => {
    const address = uniqueIp();
    const { secret, sendCode } = await atCodeStep(address);
    for (let i = 0; i < 5; i += 1) assert.equal((await sendCode('000000')).statusCode, 400);
    assert.equal((await sendCode(totpCode(secret))).statusCode, 429);
    assert.equal((await sendCode(totpCode(secret), uniqueIp())).statusCode, 200);
  });

  test("wrong codes for other accounts never make one account's right code wait", async () => {
    const attacker = uniqueIp();
    for (let account = 0; account < 4; account += 1) {
      const { sendCode } = await atCodeStep(attacker);
      for (let i = 0; i < 5; i += 1) assert.notEqual((await sendCode('000000')).statusCode, 200);
    }
    const victim = await atCodeStep(uniqueIp());
    assert.equal((await victim.sendCode(totpCode(victim.secret))).statusCode, 200);
  });
});

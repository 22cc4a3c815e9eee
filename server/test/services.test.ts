import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ajvErrorsToDrf } from '../lib/validation';
import { parseIpOrNetwork } from '../repositories/mfa-whitelist';
import { ACCOUNT_MESSAGES, decodeUid, encodeUid, passwordProblems } from '../services/accounts';
import {
  DEFAULT_PASSWORD_HASH_COST,
  hashPassword,
  setPasswordHashCost,
  verifyPassword,
} from '../services/passwords';
import { decodeToken, issueToken, nowSeconds } from '../services/tokens';
import { currentStep, generateTotp, generateTotpSecret, matchTotp } from '../services/totp';
import { testConfig } from './helpers';

const SECRET = 'unit-test-secret-unit-test-secret-unit-test';

describe('passwords', () => {
  // The other files of a shared test process hash at the tests' lower cost (helpers.ts).
  before(() => setPasswordHashCost(DEFAULT_PASSWORD_HASH_COST));
  after(() => setPasswordHashCost(testConfig().passwordHashCost));

  test('scrypt hash format, per-user salt, verification', async () => {
    const a = await hashPassword('correct horse battery staple');
    const b = await hashPassword('correct horse battery staple');
    assert.match(a, /^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    assert.notEqual(a, b);
    assert.equal(await verifyPassword('correct horse battery staple', a), true);
    assert.equal(await verifyPassword('wrong', a), false);
    assert.equal(await verifyPassword('x', 'not-a-hash'), false);
    assert.equal(await verifyPassword('x', 'scrypt$99999999$8$1$AA$AA'), false);
  });
});

describe('tokens', () => {
  test('round trip, type, expiry and signature checks', () => {
    const { token, claims } = issueToken('access', { user_id: 7, sid: 'family' }, 60, SECRET);
    assert.deepEqual(decodeToken(token, SECRET, 'access'), claims);
    assert.equal(decodeToken(token, SECRET, 'refresh'), null);
    assert.equal(decodeToken(token, `${SECRET}x`, 'access'), null);
    assert.equal(decodeToken(token, SECRET, 'access', nowSeconds() + 61), null);
    const [, payload, signature] = token.split('.');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    assert.equal(decodeToken(`${none}.${payload}.${signature}`, SECRET, 'access'), null);
    assert.equal(decodeToken(`${none}.${payload}.`, SECRET, 'access'), null);
    assert.equal(decodeToken('', SECRET, 'access'), null);
  });
});

describe('totp', () => {
  test('accepts one step either side and reports the step', () => {
    const secret = generateTotpSecret();
    const now = Date.now();
    assert.equal(matchTotp(secret, generateTotp(secret, now), now), currentStep(now));
    assert.equal(matchTotp(secret, generateTotp(secret, now - 30_000), now), currentStep(now) - 1);
    assert.equal(matchTotp(secret, generateTotp(secret, now + 30_000), now), currentStep(now) + 1);
    assert.equal(matchTotp(secret, generateTotp(secret, now - 90_000), now), null);
    assert.equal(matchTotp(secret, 'abcdef', now), null);
  });
});

describe('validation errors in DRF shape', () => {
  test('fields, nesting, lists of objects and of values, non-field errors', () => {
    const body = { name: '', tasks: [{ amount: 1 }, { amount: -1 }], tags: ['ok', 5], nested: { flag: 'x' } };
    const result = ajvErrorsToDrf(
      [
        { keyword: 'minLength', instancePath: '/name', params: { limit: 1 } },
        { keyword: 'required', instancePath: '', params: { missingProperty: 'email' } },
        { keyword: 'minimum', instancePath: '/tasks/1/amount', params: { limit: 0 } },
        { keyword: 'type', instancePath: '/tags/1', params: { type: 'string' } },
        { keyword: 'type', instancePath: '/nested/flag', params: { type: 'boolean' } },
        { keyword: 'format', instancePath: '/email2', params: { format: 'email' } },
        { keyword: 'type', instancePath: '/count', params: { type: 'integer' } },
      ],
      body,
    );
    assert.deepEqual(result, {
      name: ['This field may not be blank.'],
      email: ['This field is required.'],
      tasks: [{}, { amount: ['Ensure this value is greater than or equal to 0.'] }],
      tags: { 1: ['Not a valid string.'] },
      nested: { flag: ['Must be a valid boolean.'] },
      email2: ['Enter a valid email address.'],
      count: ['A valid integer is required.'],
    });
    assert.deepEqual(
      ajvErrorsToDrf([{ keyword: 'type', instancePath: '', params: { type: 'object' } }], 'text'),
      {
        non_field_errors: ['Invalid data. Expected a dictionary, but got str.'],
      },
    );
    assert.deepEqual(
      ajvErrorsToDrf([{ keyword: 'type', instancePath: '/a', params: { type: 'string' } }], { a: null }),
      {
        a: ['This field may not be null.'],
      },
    );
  });
});

describe('account helpers', () => {
  test('djoser uid round trip; malformed uids are null', () => {
    assert.equal(encodeUid(42), 'NDI');
    assert.equal(decodeUid(encodeUid(42)), 42);
    for (const uid of ['', '!!', 'MA', Buffer.from('-1').toString('base64url'), encodeUid(2 ** 31)])
      assert.equal(decodeUid(uid), null, uid);
  });

  test('password rules', () => {
    assert.deepEqual(passwordProblems('long-enough-password', { email: 'ann@example.com' }), []);
    assert.deepEqual(passwordProblems('short', { email: 'ann@example.com' }), [
      ACCOUNT_MESSAGES.passwordTooShort,
    ]);
    assert.deepEqual(passwordProblems('Ann@Example.com', { email: 'ann@example.com' }), [
      ACCOUNT_MESSAGES.passwordLikeEmail,
    ]);
    assert.deepEqual(passwordProblems('ann', { email: 'ann@example.com' }), [
      ACCOUNT_MESSAGES.passwordTooShort,
      ACCOUNT_MESSAGES.passwordLikeEmail,
    ]);
  });

  test('a password too close to the email or the name is refused (the similarity rule of Django)', () => {
    const ann = { email: 'annabel.lee@example.com', firstName: 'Annabel', lastName: 'Montgomery-Smith' };
    for (const close of ['annabel.lee@example.com1', 'Xannabel.lee@example.com', 'annabel.lee@examp1e']) {
      assert.deepEqual(passwordProblems(close, ann), [ACCOUNT_MESSAGES.passwordLikeEmail], close);
    }
    for (const close of ['montgomery-smith!', 'Annabel Montgomery', 'smithmontgomery']) {
      assert.deepEqual(passwordProblems(close, ann), [ACCOUNT_MESSAGES.passwordLikeName], close);
    }
    for (const unlike of ['long-enough-password', 'correct horse battery', 'violet-harbour-1987']) {
      assert.deepEqual(passwordProblems(unlike, ann), [], unlike);
    }
  });

  test('whitelist addresses and networks', () => {
    assert.equal(parseIpOrNetwork(' 192.0.2.1 '), '192.0.2.1');
    assert.equal(parseIpOrNetwork('::ffff:192.0.2.1'), '192.0.2.1');
    assert.equal(parseIpOrNetwork('192.0.2.1/32'), '192.0.2.1');
    assert.equal(parseIpOrNetwork('10.0.0.0/8'), '10.0.0.0/8');
    assert.equal(parseIpOrNetwork('2001:db8::/32'), '2001:db8::/32');
    for (const bad of ['', 'x', '10.0.0.0/', '10.0.0.0/33', '2001:db8::/129', 'fe80::1%eth0', '1.2.3.4/-1'])
      assert.equal(parseIpOrNetwork(bad), null, bad);
  });
});

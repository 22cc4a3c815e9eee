import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES } from '../services/auth';
import { generateTotpSecret } from '../services/totp';
import { build, createUser, totpCode, uniqueIp } from './helpers';

let app: FastifyInstance;
before(async () => {
  app = await build();
});

async function passwordStep(email: string, password: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/auth/login/',
    payload: { email, password },
    remoteAddress: uniqueIp(),
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().ephemeral_token;
}

const codeStep = (ephemeralToken: string, code: string) =>
  app.inject({
    method: 'POST',
    url: '/v1/auth/login/code/',
    payload: { code, ephemeral_token: ephemeralToken },
    remoteAddress: uniqueIp(),
  });

describe('an ephemeral sign-in token answers one sign-in', () => {
  test('a second code with the same token is refused, even a fresh valid one', async () => {
    const secret = generateTotpSecret();
    const { email, password } = await createUser(app, { mfaSecret: secret });
    const ephemeral = await passwordStep(email, password);
    assert.equal((await codeStep(ephemeral, totpCode(secret, -1))).statusCode, 200);
    const again = await codeStep(ephemeral, totpCode(secret, 1));
    assert.equal(again.statusCode, 400);
    assert.deepEqual(again.json(), { non_field_errors: [AUTH_MESSAGES.signInExpired] });
    // A new password step gives a token that works.
    const next = await passwordStep(email, password);
    assert.equal((await codeStep(next, totpCode(secret, 1))).statusCode, 200);
  });

  test('two requests racing with one token: one session', async () => {
    const secret = generateTotpSecret();
    const { email, password } = await createUser(app, { mfaSecret: secret });
    const ephemeral = await passwordStep(email, password);
    const answers = await Promise.all([
      codeStep(ephemeral, totpCode(secret, 0)),
      codeStep(ephemeral, totpCode(secret, 1)),
    ]);
    assert.deepEqual(answers.map((res) => res.statusCode).sort(), [200, 400]);
  });
});

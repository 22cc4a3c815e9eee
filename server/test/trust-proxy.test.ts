import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig } from '../config';
import { build, DEMO_USERS } from './helpers';

describe('TRUST_PROXY', () => {
  test('explicit proxies or a hop count only: "true" (anyone) stops the start', () => {
    for (const everyone of ['true', 'TRUE', 'yes', 'on', '*'])
      assert.throws(() => loadConfig({ TRUST_PROXY: everyone }), ConfigError, everyone);
    for (const bad of ['proxy.example.com', '10.0.0.0/33', '10.0.0.1,x', '1.2.3'])
      assert.throws(() => loadConfig({ TRUST_PROXY: bad }), ConfigError, bad);
    assert.equal(loadConfig({}).trustProxy, false);
    assert.equal(loadConfig({ TRUST_PROXY: 'off' }).trustProxy, false);
    assert.equal(loadConfig({ TRUST_PROXY: '1' }).trustProxy, 1);
    assert.deepEqual(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1,loopback' }).trustProxy, [
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
  });

  describe('X-Forwarded-For is believed from the listed proxy only', () => {
    let app: FastifyInstance;
    const PROXY = '10.77.0.1';
    const WHITELISTED = '203.0.113.77';
    before(async () => {
      app = await build({ TRUST_PROXY: PROXY });
      await app.repos.mfaWhitelist.add(WHITELISTED);
    });
    const signIn = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/v1/auth/login/',
        payload: { email: DEMO_USERS.mfa.email, password: DEMO_USERS.mfa.password },
        headers: { 'x-forwarded-for': WHITELISTED },
        remoteAddress,
      });

    test('through the proxy, the whitelisted client skips the code step', async () => {
      const res = await signIn(PROXY);
      assert.equal(res.statusCode, 200, res.body);
      assert.ok(res.json().access);
    });

    test('any other client claiming the whitelisted address still needs the code', async () => {
      const res = await signIn('10.77.0.2');
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(Object.keys(res.json()), ['ephemeral_token']);
    });
  });
});

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { describe, test } from 'node:test';
import { makeCampaign, makeCompetition, makePlayer } from './engine-fixtures';
import { build, connectSocket, signInAs } from './helpers';

describe('events reach the staff screens', () => {
  test('a bet posted with a key shows on the leaderboard and a campaigns_updated reaches the socket', async () => {
    const app = await build();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const admin = await signInAs(app, 'admin');
    const adminId = (await admin({ method: 'GET', url: '/v1/auth/me/' })).json().id as number;
    const socket = await connectSocket(
      `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
      adminId,
    );
    socket.send({ action: 'login', token: admin.access });
    socket.send({ action: 'get_notifications' });
    assert.ok(Array.isArray(await socket.next()), 'signed in: the notification list');

    const campaign = await makeCampaign(app, 'tournament');
    await makeCompetition(
      app,
      campaign.id,
      { kind: 'tournament', tournamentType: 'most_points' },
      [{ type: 'turnover', amount: 1, points: 1 }],
      [{ lower: 1, upper: 1, cash: 100 }],
    );
    const player = await makePlayer(app);
    const key = (
      await admin({ method: 'POST', url: '/v1/integrations/keys/', payload: { name: 'Live' } })
    ).json().key as string;
    const res = await app.inject({
      method: 'POST',
      url: '/v1/events/',
      headers: { authorization: `Api-Key ${key}` },
      payload: {
        events: [
          {
            kind: 'gameround',
            unique_id: randomUUID(),
            player: player.hash,
            occurred_at: new Date().toISOString(),
            game: 1,
            round_id: randomUUID(),
            bet: '3',
            currency: 'EUR',
          },
        ],
      },
    });
    assert.equal(res.statusCode, 202, res.body);
    await app.engine.worker.drain();

    const message = (await socket.next()) as { action: string; campaigns: number[] };
    assert.equal(message.action, 'campaigns_updated');
    assert.ok(message.campaigns.includes(campaign.id));
    const board = await admin({
      method: 'GET',
      url: `/v1/campaigns/campaigns/${campaign.id}/leaderboard/?player=${player.hash}`,
    });
    assert.equal(board.statusCode, 200, board.body);
    assert.equal(board.json().results[0]?.points, 3);
  });
});

import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { describe, test } from 'node:test';
import { makeCampaign, makeCompetition, makePlayer } from './engine-fixtures';
import { PERMISSIONS } from '../../contract/permissions';
import {
  build,
  connectSocket,
  postEvents,
  signInAs,
  userWithPermissions,
  wireRound,
  type AuthedInject,
} from './helpers';

/** A running tournament scoring a point per unit of turnover, with a cash prize for first place. */
async function makeTournament(app: FastifyInstance, creatorId?: number) {
  const campaign = await makeCampaign(app, 'tournament', creatorId === undefined ? {} : { creatorId });
  await makeCompetition(
    app,
    campaign.id,
    { kind: 'tournament', tournamentType: 'most_points' },
    [{ type: 'turnover', amount: 1, points: 1 }],
    [{ lower: 1, upper: 1, cash: 100 }],
  );
  return campaign;
}

/** Posts one round of `bet` EUR by the player with an integration key, as a platform would. */
const postBet = (app: FastifyInstance, key: string, player: string, bet: string) =>
  postEvents(app, key, [wireRound(player, bet)]);

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

    const campaign = await makeTournament(app);
    const player = await makePlayer(app);
    const key = (
      await admin({ method: 'POST', url: '/v1/integrations/keys/', payload: { name: 'Live' } })
    ).json().key as string;
    await postBet(app, key, player.hash, '3');
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

  test('campaigns_updated names to each socket only the campaigns its user may see', async () => {
    const app = await build();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const signedInSocket = async (userId: number, inject: AuthedInject) => {
      const socket = await connectSocket(baseUrl, userId);
      socket.send({ action: 'login', token: inject.access });
      socket.send({ action: 'get_notifications' });
      assert.ok(Array.isArray(await socket.next()), 'signed in: the notification list');
      return socket;
    };
    const ownerA = await userWithPermissions(app, [PERMISSIONS.viewOwnCampaign]);
    const ownerB = await userWithPermissions(app, [PERMISSIONS.viewOwnCampaign]);
    const noCampaigns = await userWithPermissions(app, [PERMISSIONS.viewPlayerReport]);
    const socketA = await signedInSocket(ownerA.user.id, ownerA.inject);
    const socketB = await signedInSocket(ownerB.user.id, ownerB.inject);
    const socketNone = await signedInSocket(noCampaigns.user.id, noCampaigns.inject);

    const campaignA = await makeTournament(app, ownerA.user.id);
    const campaignB = await makeTournament(app, ownerB.user.id);
    const player = await makePlayer(app);
    const admin = await signInAs(app, 'admin');
    const key = (
      await admin({ method: 'POST', url: '/v1/integrations/keys/', payload: { name: 'Visibility' } })
    ).json().key as string;
    await postBet(app, key, player.hash, '2');
    await app.engine.worker.drain();

    assert.deepEqual(await socketA.next(), { action: 'campaigns_updated', campaigns: [campaignA.id] });
    assert.deepEqual(await socketB.next(), { action: 'campaigns_updated', campaigns: [campaignB.id] });
    // Messages of one socket arrive in order: had the push reached this user, it would come before the list.
    socketNone.send({ action: 'get_notifications' });
    assert.ok(Array.isArray(await socketNone.next()), 'no campaigns_updated for a user who sees no campaign');
  });
});

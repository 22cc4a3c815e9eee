import { expect, test, type APIRequestContext } from '@playwright/test';

import { campaignTypeLabel } from '../utils/campaignTypes';
import { PlayerPage, PlayerReportsPage, PlayersPage } from './pages/CasinoScreens';
import { PHONE, PhoneFit } from './pages/PhoneFit';
import { apiAs } from './support/api';
import { signInAs } from './support/signIn';

interface Statistics {
  campaigns_eligible_for: { id: number; name: string; type: string }[];
  campaigns_participated_in: { id: number }[];
  campaigns_with_statistics: { id: number; name: string; completed: string | null }[];
  opt_outs: { target_group: number; campaign: { id: number; name: string } | null }[];
}

const statisticsOf = async (admin: APIRequestContext, id: number): Promise<Statistics> =>
  (await admin.get(`v1/player/players/${id}/statistics/`)).json();

/** The first demo player (of those with a history) whose statistics satisfy `wanted`. */
async function findPlayer(admin: APIRequestContext, wanted: (statistics: Statistics) => boolean) {
  for (let id = 1; id <= 60; id += 1) {
    const statistics = await statisticsOf(admin, id);
    if (wanted(statistics)) return { id, statistics };
  }
  throw new Error('No demo player fits');
}

test('players: filter by attributes, export, and open a player with their history', async ({ page }) => {
  const players = new PlayersPage(page);
  await signInAs(page, 'admin');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Players' }).click();
  await expect(players.heading()).toBeVisible();

  await players.filterBy('Market', ['Finland (FI)']);
  await players.filterBy('VIP level', ['Gold']);
  await expect.poll(() => new URL(page.url()).searchParams.get('markets')).toBe('FI');
  await expect(players.table().locator('tbody tr').first()).toContainText('Finland (FI)');
  await expect(players.table().locator('tbody tr').first()).toContainText('Gold');

  const exported = await players.exportPlayers();
  expect(exported.name).toBe('player_export.csv');
  const rows = exported.text.trim().split('\r\n').slice(1);
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.every((row) => row.split(',')[3] === 'FI' && row.split(',')[4] === 'Gold')).toBe(true);

  // Player 8 has casino transactions and sportsbook bets (demo data).
  await players.goto();
  await players.searchFor('8');
  await players.open(8);
  const player = new PlayerPage(page);
  await expect(player.total('Turnover')).toHaveText(/^[\d,]+\.\d\d [A-Z]{3}$/);
  await expect(player.total('Deposits')).toHaveText(/^[\d,]+\.\d\d [A-Z]{3}$/);
  await expect(player.total('Revenue')).toHaveText(/^-?[\d,]+\.\d\d [A-Z]{3}$/);

  const transactions = player.table('Transactions');
  await expect(transactions.locator('tbody tr').first()).toContainText(/\d\d\.\d\d\.\d{4} \d\d:\d\d:\d\d/);
  await player.filterHistory('Transactions', 'Type', ['Deposit']);
  await expect(transactions.locator('tbody tr').first()).toContainText('Deposit');
  await expect(transactions.locator('tbody tr').filter({ hasText: /\bBet\b/ })).toHaveCount(0);

  await player.tab('Sportsbook').click();
  await expect(page).toHaveURL(/tab=sportsbook/);
  await expect(player.table('Sportsbook transactions').locator('tbody tr').first()).toContainText(
    /Single|Combo|System/,
  );
});

test('players: opt a player in to a campaign and revoke an opt-out', async ({ page }) => {
  const admin = await apiAs();
  const withOptOut = await findPlayer(admin, (statistics) =>
    statistics.opt_outs.some((optOut) => optOut.campaign !== null),
  );
  const optOut = withOptOut.statistics.opt_outs.find((item) => item.campaign !== null)!;
  const joinable = await findPlayer(admin, (statistics) => {
    const joined = new Set(statistics.campaigns_participated_in.map((item) => item.id));
    return statistics.campaigns_eligible_for.some((item) => !joined.has(item.id));
  });
  const joined = new Set(joinable.statistics.campaigns_participated_in.map((item) => item.id));
  const campaign = joinable.statistics.campaigns_eligible_for.find((item) => !joined.has(item.id))!;

  await signInAs(page, 'admin');
  const player = new PlayerPage(page);
  await player.goto(joinable.id, 'campaigns');
  await player.optIn(`${campaign.name} (${campaignTypeLabel(campaign.type)})`);
  await expect(page.getByText(`The player has been opted in to ${campaign.name}.`)).toBeVisible();
  await expect(
    player.table('Campaigns the player joined').getByRole('rowheader', { name: campaign.name }),
  ).toBeVisible();

  await player.goto(withOptOut.id, 'campaigns');
  await player.revokeOptOut(optOut.campaign!.name);
  await expect(page.getByText('The opt-out has been revoked.')).toBeVisible();
  const after = await statisticsOf(admin, withOptOut.id);
  expect(after.opt_outs.filter((item) => item.target_group === optOut.target_group)).toHaveLength(
    withOptOut.statistics.opt_outs.filter((item) => item.target_group === optOut.target_group).length - 1,
  );
  await admin.dispose();
});

test('player reports: the activity of the last days, and a player log extracted', async ({ page }) => {
  const admin = await apiAs();
  const { id, statistics } = await findPlayer(admin, (item) => item.campaigns_with_statistics.length > 0);
  const campaign = statistics.campaigns_with_statistics[0];
  const detail = await (await admin.get(`v1/campaigns/campaigns/${campaign.id}/`)).json();
  await admin.dispose();

  await signInAs(page, 'admin');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Player Activity' })
    .click();
  const reports = new PlayerReportsPage(page);
  await expect(page.getByRole('heading', { name: 'Player activity', level: 1 })).toBeVisible();
  await expect(page.getByText('Players per day')).toBeVisible();
  await expect(page.locator('dl div').filter({ hasText: 'Deposited' }).locator('dd')).toHaveText(
    /^[\d,]+\.\d\d [A-Z]{3}$/,
  );
  await page.getByRole('radio', { name: 'Last 7 days' }).check();
  await expect(page.getByLabel('First day', { exact: true })).not.toHaveValue('');

  await reports.gotoLogs();
  const log = await reports.extractLog(
    campaign.name,
    `${campaign.name} (${campaignTypeLabel(detail.type)}, #${campaign.id})`,
    String(id),
  );
  expect(log.name).toBe(`player_${id}_campaign_${campaign.id}_log.csv`);
  expect(log.text.split('\r\n')[0]).toBe('time,campaign,player,hash,event,detail,amount,currency');
  expect(log.text).toContain(',joined,');
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test('the players list, a player and the reports fit without sideways scrolling', async ({ page }) => {
    await signInAs(page, 'admin');
    const fit = new PhoneFit(page);
    const players = new PlayersPage(page);
    await players.goto();
    await expect(players.table().locator('tbody tr')).toHaveCount(10);
    await fit.expectFits();
    await fit.expectInReach(page.getByRole('link', { name: /^Open player/ }).first());
    const player = new PlayerPage(page);
    await player.goto(8);
    await expect(player.table('Transactions').locator('tbody tr').first()).toBeVisible();
    await fit.expectFits();
    await player.goto(8, 'campaigns');
    await expect(player.table('Prize payouts')).toBeVisible();
    await fit.expectFits();
    const reports = new PlayerReportsPage(page);
    await reports.gotoActivity();
    await expect(page.getByText('Players per day')).toBeVisible();
    await fit.expectFits();
    await reports.gotoLogs();
    await fit.expectFits();
  });
});

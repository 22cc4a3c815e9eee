import { expect, test, type Page } from '@playwright/test';

import { CampaignLivePage } from './pages/CampaignLivePage';
import { IntegrationsPage } from './pages/IntegrationsPage';
import { apiAs } from './support/api';
import {
  anyGameId,
  baseCurrency,
  createActiveMission,
  createActiveTournament,
  deposit,
  gameRound,
  platformWithKey,
  uniqueEventId,
} from './support/engine';
import { signInAs } from './support/signIn';

/** Marks the loaded document, so a test can prove later that the page was never reloaded. */
const markDocument = (page: Page) =>
  page.evaluate(() => Object.assign(window, { __engineMark: 'not reloaded' }));
const documentMark = (page: Page) =>
  page.evaluate(() => (window as unknown as { __engineMark?: string }).__engineMark);

test('staff create an integration key; events posted with it move a tournament and a mission on screen without a reload; the revoked key is refused', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const admin = await apiAs();
  const [game, currency] = [await anyGameId(admin), await baseCurrency(admin)];
  const tournament = await createActiveTournament(admin, game);
  const mission = await createActiveMission(admin);
  await admin.dispose();
  const [leader, runnerUp] = [`e2e-leader-${uniqueEventId()}`, `e2e-runner-${uniqueEventId()}`];

  await signInAs(page, 'admin');
  const integrations = new IntegrationsPage(page);
  await integrations.openFromMenu();
  const keyName = `E2E platform ${uniqueEventId()}`;
  const key = await integrations.createKey(keyName);
  await expect(integrations.row(keyName)).toContainText('Active');
  await expect(integrations.row(keyName)).toContainText('Never');
  const platform = await platformWithKey(key);
  const post = (events: unknown[]) => platform.post('v1/events/', { data: { events } });

  // The tournament's leaderboard follows the posted rounds without a reload.
  const live = new CampaignLivePage(page);
  await page.goto(`/campaigns/statistics?id=${tournament.id}`);
  await expect(live.standings()).toContainText('No scores yet');
  await markDocument(page);
  const rounds = await post([
    gameRound(leader, game, '1.00', currency),
    gameRound(leader, game, '1.00', currency),
    gameRound(runnerUp, game, '1.00', currency),
  ]);
  expect(rounds.status(), await rounds.text()).toBe(202);
  expect(await rounds.json()).toEqual({ accepted: 3, duplicates: 0 });
  await expect(live.position(leader)).toHaveText('1st');
  await expect(live.points(leader)).toHaveText('20');
  await expect(live.position(runnerUp)).toHaveText('2nd');
  await expect(live.points(runnerUp)).toHaveText('10');
  await expect(live.figure('Participants')).toHaveText('2');
  const more = await post([
    gameRound(runnerUp, game, '1.00', currency),
    gameRound(runnerUp, game, '1.00', currency),
  ]);
  expect(more.status()).toBe(202);
  // 30 points to 20: the runner-up now leads.
  await expect(live.position(runnerUp)).toHaveText('1st');
  await expect(live.points(runnerUp)).toHaveText('30');
  await expect(live.position(leader)).toHaveText('2nd');
  expect(await documentMark(page)).toBe('not reloaded');

  // The mission's progress for one player follows their deposits.
  await page.goto(`/campaigns/statistics?id=${mission.id}`);
  await markDocument(page);
  expect((await post([deposit(leader, '5.00', currency)])).status()).toBe(202);
  await live.showProgress(leader);
  await expect(live.task('Deposit')).toContainText(`5.00 ${currency} of 20.00 ${currency}`);
  await expect(live.task('Deposit')).toContainText('Open');
  expect((await post([deposit(leader, '15.00', currency)])).status()).toBe(202);
  await expect(live.task('Deposit')).toContainText('Done');
  await expect(live.figure('Completions')).toHaveText('1');
  expect(await documentMark(page)).toBe('not reloaded');

  // Revoked in the screen: the next post is refused.
  await page.goto('/integrations');
  await expect(integrations.row(keyName)).not.toContainText('Never');
  await integrations.revoke(keyName);
  const refused = await post([deposit(leader, '1.00', currency)]);
  expect(refused.status()).toBe(401);
  await platform.dispose();
});

import { expect, test, type APIRequestContext } from '@playwright/test';

import { AlertsDropdown } from './pages/AlertsDropdown';
import { PayoutsPage } from './pages/PayoutsPage';
import { PHONE, PhoneFit } from './pages/PhoneFit';
import { apiAs } from './support/api';
import {
  baseCurrency,
  createActiveMission,
  deposit,
  platformWithNewKey,
  setPlatformAccountClosed,
  uniqueEventId,
} from './support/engine';
import { signInAs } from './support/signIn';

/** A player nobody else uses, who completes the mission's deposit task (20 in all) and wins its prize. */
async function completeMission(admin: APIRequestContext): Promise<string> {
  const player = `e2e-payee-${uniqueEventId()}`;
  const platform = await platformWithNewKey(admin);
  const posted = await platform.post('v1/events/', {
    data: { events: [deposit(player, '20.00', await baseCurrency(admin))] },
  });
  expect(posted.status(), await posted.text()).toBe(202);
  await platform.dispose();
  return player;
}

/**
 * Waits until the engine and the delivery have brought the player's payout of the campaign to `state`
 * (their deposit completes other running missions too: each has its own payout).
 */
async function payoutReaches(admin: APIRequestContext, campaign: number, player: string, state: string) {
  await expect
    .poll(
      async () => {
        const answer = await admin.get('v1/payouts/', { params: { player, campaign } });
        const { results } = (await answer.json()) as { results: Array<{ state: string }> };
        return results[0]?.state;
      },
      { timeout: 30_000 },
    )
    .toBe(state);
}

test("a held campaign's payout is released by a second user, never by its creator", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await apiAs();
  const campaign = await createActiveMission(admin, { hold_payouts: true }, 'Held payouts');
  const player = await completeMission(admin);
  await payoutReaches(admin, campaign.id, player, 'held');
  await admin.dispose();

  // The campaign's creator may approve payouts, but not those of their own campaign.
  await signInAs(page, 'admin');
  const asCreator = new PayoutsPage(page);
  await asCreator.gotoPayouts(campaign.id, player);
  const creatorRow = asCreator.playerRows(player);
  await expect(creatorRow).toContainText(campaign.name);
  await asCreator.expectState(creatorRow, 'Held');
  await asCreator.act(creatorRow, 'Release');
  await expect(asCreator.dialog('Release').getByRole('alert')).toContainText('You created this campaign');
  await asCreator.dialog('Release').getByRole('button', { name: 'Back' }).click();
  await asCreator.expectState(creatorRow, 'Held');

  // The demo's approver releases it; the delivery then pays it.
  const approverContext = await browser.newContext();
  const approverPage = await approverContext.newPage();
  await signInAs(approverPage, 'approver');
  const asApprover = new PayoutsPage(approverPage);
  await asApprover.gotoPayouts(campaign.id, player);
  const approverRow = asApprover.playerRows(player);
  await asApprover.act(approverRow, 'Release');
  await expect(approverPage.getByText('The payout has been released.')).toBeVisible();
  await asApprover.expectState(approverRow, 'Paid');
  await approverContext.close();
});

test('a payout the platform refused is retried by keyboard on a phone and shows paid', async ({ page }) => {
  test.setTimeout(120_000);
  const admin = await apiAs();
  const campaign = await createActiveMission(admin, {}, 'Refused payout');
  const player = `e2e-closed-${uniqueEventId()}`;
  await setPlatformAccountClosed(player, true);
  const platform = await platformWithNewKey(admin);
  const posted = await platform.post('v1/events/', {
    data: { events: [deposit(player, '20.00', await baseCurrency(admin))] },
  });
  expect(posted.status(), await posted.text()).toBe(202);
  await platform.dispose();
  await payoutReaches(admin, campaign.id, player, 'failed');
  await admin.dispose();

  await page.setViewportSize(PHONE);
  await signInAs(page, 'admin');
  const payouts = new PayoutsPage(page);
  await payouts.gotoPayouts(campaign.id, player);
  const row = payouts.playerRows(player);
  await payouts.expectState(row, 'Failed');
  await expect(row).toContainText("The player's account is closed on the platform.");
  await new PhoneFit(page).expectFits();

  // The account reopened, staff send it again without the mouse.
  await setPlatformAccountClosed(player, false);
  await payouts.actByKeyboard(row, 'Retry');
  await expect(page.getByText('The payout will be sent again.')).toBeVisible();
  await payouts.expectState(row, 'Paid');
  await new PhoneFit(page).expectFits();
});

test("passing a campaign's cost alarm notifies staff", async ({ page }) => {
  test.setTimeout(120_000);
  const admin = await apiAs();
  // The prize (5) passes an alarm of 1 as soon as one player completes the mission.
  const campaign = await createActiveMission(admin, { cost_alarm: 1 }, 'Cost alarm');
  await signInAs(page, 'admin');
  await completeMission(admin);
  await admin.dispose();

  // The scheduler raises the alarm on its next round; the notification arrives over the socket.
  const alerts = new AlertsDropdown(page);
  await alerts.open();
  await expect(alerts.dropdown()).toContainText(`Campaign cost alarm: ${campaign.name}`, {
    timeout: 90_000,
  });
});

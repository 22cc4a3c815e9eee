import { expect, test } from '@playwright/test';

import { CampaignLivePage } from './pages/CampaignLivePage';
import { CampaignStatisticsPage } from './pages/CampaignStatisticsPage';
import { CampaignsPage } from './pages/CampaignsPage';
import { apiAs } from './support/api';
import { signInAs } from './support/signIn';

/** A finished mission of the demo seed (finished is final, so no other test changes it): it has players. */
const SEEDED_CAMPAIGN = 'Weekend Mission (finished)';

test('an admin opens a campaign’s statistics from the list’s row menu and sees the chart and table', async ({
  page,
}) => {
  await signInAs(page, 'admin');

  const campaigns = new CampaignsPage(page);
  await campaigns.goto(`?search=${encodeURIComponent(SEEDED_CAMPAIGN)}`);
  await expect(campaigns.row(SEEDED_CAMPAIGN)).toContainText('Finished');
  await campaigns.chooseAction(SEEDED_CAMPAIGN, 'Statistics');

  const statistics = new CampaignStatisticsPage(page);
  await statistics.expectLoaded(SEEDED_CAMPAIGN);

  const admin = await apiAs();
  const answer = await admin.get(`v1/campaigns/campaigns/${statistics.id()}/statistics/`);
  expect(answer.status()).toBe(200);
  const report = (await answer.json()) as { cost: number; base_currency: string; series: unknown[] };
  const liveAnswer = await admin.get(`v1/campaigns/campaigns/${statistics.id()}/live/`);
  expect(liveAnswer.status()).toBe(200);
  const live = (await liveAnswer.json()) as { participants: number };
  await admin.dispose();
  expect(report.series.length).toBeGreaterThan(0);

  // The live figures (the engine's) come first; the totals of the days follow.
  await expect(new CampaignLivePage(page).figure('Participants')).toHaveText(
    new Intl.NumberFormat('en').format(live.participants),
  );
  // Money with its currency: the report's base currency.
  await expect(statistics.total('Cost')).toHaveText(
    `${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(report.cost)} ${report.base_currency}`,
  );
  await expect(statistics.rows()).toHaveCount(report.series.length);
  await expect(statistics.rows().first().getByRole('rowheader')).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);

  await expect(statistics.chart('Players per day')).toBeVisible();
  await expect(statistics.lines('Players per day')).toHaveCount(2);
  await statistics.legendButton('Players per day', 'Completions').click();
  await expect(statistics.lines('Players per day')).toHaveCount(1);
  await expect(statistics.lines('Prizes and cost')).toHaveCount(2);

  await statistics.backLink().click();
  await expect(campaigns.heading()).toBeVisible();
});

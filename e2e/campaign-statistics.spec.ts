import { expect, test } from '@playwright/test';

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
  const report = (await answer.json()) as { participants: number; series: unknown[] };
  await admin.dispose();
  expect(report.series.length).toBeGreaterThan(0);

  await expect(statistics.total('Participants')).toHaveText(
    new Intl.NumberFormat('en').format(report.participants),
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

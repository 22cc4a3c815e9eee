import { expect, test } from '@playwright/test';

import { MarketingPage } from './pages/MarketingPage';
import { OverviewPage } from './pages/OverviewPage';
import { PHONE, PhoneFit } from './pages/PhoneFit';
import { signInAs } from './support/signIn';

/** A day `days` from today, as the address carries it (YYYY-MM-DD, the browser's time). */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const asTyped = (day: string) => day.split('-').reverse().join('.');

test('overview: the month and week of every campaign, moved by keyboard and buttons, clashes linked to the campaigns', async ({
  page,
}) => {
  const overview = new OverviewPage(page);
  await signInAs(page, 'admin');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Overview' }).click();
  await expect(overview.heading()).toBeVisible();
  await expect(overview.grid()).toBeVisible();
  await expect(overview.viewButton('Month')).toHaveAttribute('aria-pressed', 'true');
  // The demo's active campaigns run today.
  await expect(overview.dayPanel().getByRole('listitem').first()).toBeVisible();

  // The keyboard moves the chosen day, and the view follows it into the next month.
  await overview.pressInGrid('ArrowRight');
  await expect.poll(() => overview.query('date')).toBe(dayFromToday(1));
  await expect(overview.chosenDay()).toBeFocused();
  const month = await overview.period().textContent();
  await page.keyboard.press('PageDown');
  await expect(overview.period()).not.toHaveText(month ?? '');
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(overview.period()).toHaveText(month ?? '');

  // Two weeks on, the demo's active and scheduled campaigns for the same market run together.
  await overview.goto(`?view=week&date=${dayFromToday(15)}`);
  await expect(overview.viewButton('Week')).toHaveAttribute('aria-pressed', 'true');
  await expect(overview.grid().getByRole('row')).toHaveCount(1);
  await expect(overview.grid().getByRole('gridcell')).toHaveCount(7);
  await expect(overview.clashes().getByRole('heading')).toHaveText(/^Clashes \(\d+\)$/);
  const clash = overview.clashes().getByRole('listitem').first();
  await expect(clash).toContainText('both run from');
  await expect(overview.dayPanel()).toContainText('Clashes with');

  await page.getByRole('button', { name: 'Next week' }).click();
  await expect.poll(() => overview.query('date')).toBe(dayFromToday(22));
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect.poll(() => overview.query('date')).toBe(dayFromToday(15));

  const campaign = clash.getByRole('link').first();
  const name = (await campaign.textContent()) ?? '';
  await campaign.click();
  await expect(page).toHaveURL(/\/campaigns\/edit\?id=\d+/);
  await expect(page.getByText(name).first()).toBeVisible();
});

test('marketing: the last 30 days by default, presets and typed dates, charts with their tables and campaigns', async ({
  page,
}) => {
  const marketing = new MarketingPage(page);
  await signInAs(page, 'admin');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Marketing' }).click();
  await expect(marketing.heading()).toBeVisible();
  await expect(marketing.preset(30)).toHaveAttribute('aria-pressed', 'true');
  await expect(marketing.from()).toHaveValue(asTyped(dayFromToday(-29)));
  // The demo's campaigns had players over the last weeks.
  await expect(marketing.totals()).toContainText(/Cost \(EUR\)\s*[\d,]+\.\d\d EUR/);
  await expect(marketing.chart(/^Participants and prizes paid per day, from/)).toBeVisible();

  await marketing.preset(7).click();
  await expect.poll(() => marketing.query('start')).toBe(dayFromToday(-6));
  await expect(marketing.from()).toHaveValue(asTyped(dayFromToday(-6)));

  // A wrong date is said at its field and kept; a right one is shown.
  await marketing.choosePeriod(asTyped(dayFromToday(-10)), '31.02.2026');
  await expect(marketing.to()).toHaveAccessibleDescription(/Enter a date as DD\.MM\.YYYY\./);
  await expect(marketing.to()).toHaveValue('31.02.2026');
  await marketing.choosePeriod(asTyped(dayFromToday(-10)), asTyped(dayFromToday(0)));
  await expect.poll(() => marketing.query('start')).toBe(dayFromToday(-10));
  await expect(marketing.preset(7)).toHaveAttribute('aria-pressed', 'false');

  const costs = await marketing.openTable('Cost per day (EUR)');
  await expect(costs.locator('tbody tr')).toHaveCount(11);
  await expect(costs.locator('tbody tr').first()).toContainText('EUR');

  const top = marketing.figure('Top campaigns by participants');
  const first = top.getByRole('link').first();
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/campaigns\/statistics\?id=\d+/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test('the overview and marketing fit without sideways scrolling', async ({ page }) => {
    await signInAs(page, 'admin');
    await new OverviewPage(page).goto();
    await new PhoneFit(page).expectFits();
    await new MarketingPage(page).goto();
    await new PhoneFit(page).expectFits();
  });
});

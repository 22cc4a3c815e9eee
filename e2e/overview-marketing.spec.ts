import { expect, test } from '@playwright/test';

import { MarketingPage } from './pages/MarketingPage';
import { OverviewPage } from './pages/OverviewPage';
import { PHONE, PhoneFit } from './pages/PhoneFit';
import { apiAs } from './support/api';
import { uniqueCampaignName } from './support/campaigns';
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
  await expect(overview.clashes().getByRole('heading', { level: 2 })).toHaveText(
    /^Clashes to review \(\d+\)$/,
  );
  const clash = await overview.firstClashGroup();
  await expect(clash).toContainText(/clashes with \d+ campaigns?/);
  await expect(clash.getByRole('listitem').first()).toContainText(/ from \d\d\.\d\d\.\d{4} \d\d:\d\d/);
  await expect(overview.dayPanel()).toContainText('Clashes with');
  // Read while this week's clashes are surely on screen: just after a move the list may still be the
  // other week's, so the link is found again by its name once back.
  const name = (await clash.getByRole('link').first().textContent()) ?? '';
  const week = (await overview.period().textContent()) ?? '';

  await page.getByRole('button', { name: 'Next week' }).click();
  await expect.poll(() => overview.query('date')).toBe(dayFromToday(22));
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect.poll(() => overview.query('date')).toBe(dayFromToday(15));
  await expect(overview.period()).toHaveText(week);

  const back = await overview.firstClashGroup();
  await back.getByRole('link', { name, exact: true }).first().click();
  await expect(page).toHaveURL(/\/campaigns\/edit\?id=\d+/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('overview: every campaign of a busy day is reached from the month view, and a clash staff accept stops warning', async ({
  page,
}) => {
  const admin = await apiAs();
  const prefix = uniqueCampaignName('Busy day');
  const ids: number[] = [];
  // Seven missions on the same games from one far-off morning: more than a week's row has room for.
  for (let n = 1; n <= 7; n += 1) {
    const created = await admin.post('v1/campaigns/campaigns/', {
      data: {
        name: `${prefix} #${n}`,
        type: 'mission',
        mission: {
          tasks: [{ type: 'turnover', amount: 50, games: [1], prizes: [{ kind: 'cash', amount: 5 }] }],
        },
        start_date: '2032-02-18T09:00:00Z',
        end_date: '2032-02-20T09:00:00Z',
        titles: { en: `${prefix} #${n}` },
      },
    });
    expect(created.status()).toBe(201);
    ids.push(((await created.json()) as { id: number }).id);
  }

  const overview = new OverviewPage(page);
  await signInAs(page, 'admin');
  await overview.goto('?date=2032-02-01');
  await overview.moreOn(/more on \w+ 18\.02\.2032/).click();
  await expect(overview.dayHeading()).toHaveText(/18\.02\.2032/);
  await expect(overview.dayHeading()).toBeFocused();
  for (let n = 1; n <= 7; n += 1) await expect(overview.dayCampaign(`${prefix} #${n}`)).toBeVisible();

  // They clash on game 1; accepting one pair moves it to the accepted list for everyone.
  const before = Number(
    (await overview.clashes().getByRole('heading', { level: 2 }).textContent())?.match(/\d+/)?.[0],
  );
  const group = await overview.firstClashGroup();
  await group
    .getByRole('button', { name: /^Accept the clash of / })
    .first()
    .click();
  await expect(overview.clashes().getByRole('heading', { level: 2 })).toHaveText(
    `Clashes to review (${before - 1})`,
  );
  await expect(overview.clashes().getByText(/^Accepted clashes \(\d+\)$/)).toBeVisible();
  await admin.dispose();
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

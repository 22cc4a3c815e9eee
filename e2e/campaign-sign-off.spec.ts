import { mkdirSync } from 'node:fs';

import { expect, test, type APIRequestContext } from '@playwright/test';

import { CampaignBuilderPage, dateInput } from './pages/CampaignBuilderPage';
import { CampaignPlayersStep } from './pages/CampaignPlayersStep';
import { CampaignTypeChoicePage } from './pages/CampaignsPage';
import { apiAs } from './support/api';
import { uniqueCampaignName } from './support/campaigns';
import { signInAs } from './support/signIn';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Where the prize editor's screenshots go, to be looked at (not compared). */
const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results/prize-editor';

interface WirePlayer {
  id: number;
  hash: string;
  blocked: boolean;
  self_excluded: boolean;
}

async function firstPlayer(admin: APIRequestContext, query: string): Promise<WirePlayer> {
  const page = (await (await admin.get(`v1/player/players/?limit=1&order_by=id&${query}`)).json()) as {
    results: WirePlayer[];
  };
  return page.results[0];
}

/** A draft mission whose one task has no prize yet: publishing it is refused. */
async function draftWithoutPrizes(admin: APIRequestContext, name: string): Promise<number> {
  const created = await admin.post('v1/campaigns/campaigns/', {
    data: {
      name,
      type: 'mission',
      mission: { tasks: [{ type: 'deposit', amount: 20, prizes: [] }] },
      start_date: new Date(Date.now() + DAY_MS).toISOString(),
      end_date: new Date(Date.now() + 8 * DAY_MS).toISOString(),
      titles: { en: name },
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

test('dates are typed as DD.MM.YYYY HH:mm (24-hour) in the builder and saved as typed', async ({ page }) => {
  const admin = await apiAs();
  await signInAs(page, 'admin');
  await page.goto('/campaigns/create');
  await new CampaignTypeChoicePage(page)
    .types()
    .filter({ hasText: /^Mission$/ })
    .click();
  const builder = new CampaignBuilderPage(page);
  await builder.expectStep('Title and dates');
  await expect(page.getByRole('textbox', { name: /^Start/ })).toHaveAttribute(
    'placeholder',
    'DD.MM.YYYY HH:mm',
  );
  await builder.fillTitleAndDates({ name: uniqueCampaignName('Typed dates'), startInDays: 2, endInDays: 9 });
  await builder.saveAndContinue('Settings');
  const saved = (await (await admin.get(`v1/campaigns/campaigns/${builder.campaignId()}/`)).json()) as {
    start_date: string;
    end_date: string;
  };
  const [day, month, year] = dateInput(2).split(' ')[0].split('.');
  expect(new Date(saved.start_date).toISOString()).toBe(`${year}-${month}-${day}T10:00:00.000Z`);
});

test('a CSV naming a self-excluded player is refused for that line; the step says who was left out', async ({
  page,
}) => {
  const admin = await apiAs();
  const eligible = await firstPlayer(admin, 'customer_states=active');
  const selfExcluded = await firstPlayer(admin, 'customer_states=self_excluded');
  expect(selfExcluded.self_excluded).toBe(true);
  const id = await draftWithoutPrizes(admin, uniqueCampaignName('Safe audience'));

  await signInAs(page, 'admin');
  const players = new CampaignPlayersStep(page);
  await players.goto(id);
  await expect(
    page.getByText(/^Left out for responsible gambling: [\d,]+ self-excluded and [\d,]+ blocked/),
  ).toBeVisible();
  await players.uploadPlayersCsv({
    name: 'players.csv',
    content: `hash\n${eligible.hash}\n${selfExcluded.hash}\n`,
  });
  await players.expectReport({
    fileName: 'players.csv',
    count: 1,
    selfExcluded: [selfExcluded.hash],
    blocked: [],
  });
  const campaign = (await (await admin.get(`v1/campaigns/campaigns/${id}/`)).json()) as {
    target_group: number;
  };
  const group = (await (await admin.get(`v1/player/target-groups/${campaign.target_group}/`)).json()) as {
    manually_added_players: number[];
  };
  expect(group.manually_added_players).toEqual([eligible.id]);
});

test('a refused publish names the step and field, and its link focuses that field with its error', async ({
  page,
}) => {
  const admin = await apiAs();
  const id = await draftWithoutPrizes(admin, uniqueCampaignName('Refused publish'));
  await signInAs(page, 'admin');
  await page.goto(`/campaigns/edit?id=${id}&step=overview`);
  const builder = new CampaignBuilderPage(page);
  await builder.expectStep('Overview');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page
    .getByRole('dialog', { name: 'Publish this campaign?' })
    .getByRole('button', { name: 'Publish' })
    .click();
  const link = page.getByRole('link', {
    name: 'Settings → Task 1 → Prizes: A task needs at least one prize.',
  });
  await expect(link).toBeVisible();
  await expect(page.getByText('Campaign has not been updated!')).toHaveCount(0);

  await link.click();
  await builder.expectStep('Settings');
  const addPrize = builder.task(1).getByRole('button', { name: 'Add a prize' });
  await expect(addPrize).toBeFocused();
  await expect(addPrize).toHaveAccessibleDescription('A task needs at least one prize.');
  await expect(builder.task(1).getByRole('alert')).toHaveText('A task needs at least one prize.');

  // The prize editor, one card per prize, at a laptop's and a phone's width: looked at, and held to
  // "nothing spills out of its box".
  await addPrize.click();
  const prize = page.getByRole('group', { name: 'Task 1, Prize 1' });
  await prize.getByLabel('Prize 1: cash amount (EUR)').fill('25');
  mkdirSync(SHOTS, { recursive: true });
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await prize.scrollIntoViewIfNeeded();
    await prize.screenshot({ path: `${SHOTS}/prize-${width}.png` });
    await builder.task(1).screenshot({ path: `${SHOTS}/task-${width}.png` });
    const spills = await prize.evaluate((card) =>
      [...card.querySelectorAll<HTMLElement>('*')].some(
        (element) => element.getBoundingClientRect().right > card.getBoundingClientRect().right + 1,
      ),
    );
    expect(spills, `something spills out of the prize card at ${width} px`).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
});

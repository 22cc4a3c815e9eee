import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { http, HttpResponse } from 'msw';

import { PrizesEditor } from '@/components/campaigns/prizes/PrizesEditor';
import { prizeBody } from '@/components/campaigns/prizes/prizeBody';
import { emptyPrize } from '@/components/campaigns/prizes/prizeForm';
import { prizeSchema } from '@/components/campaigns/prizes/prizeSchema';
import type { Me } from '@/types/api';
import { demoUser, renderWithStore, signedInState } from '../support/render';
import { API, server } from '../support/server';

function renderEditor(casino: Partial<Me['casino']> = {}) {
  let values: unknown = null;
  renderWithStore(
    <Formik initialValues={{ prizes: [emptyPrize()] }} onSubmit={(submitted) => void (values = submitted)}>
      <Form>
        <PrizesEditor name="prizes" ownerLabel="Place 1" />
        <button type="submit">Save</button>
      </Form>
    </Formik>,
    { preloadedState: signedInState(demoUser({}, casino)) },
  );
  const prize = () => screen.getByRole('group', { name: 'Place 1, Prize 1' });
  const kinds = () =>
    within(within(prize()).getByLabelText('Prize 1: kind'))
      .getAllByRole('option')
      .map((option) => option.textContent);
  return { prize, kinds, submitted: () => values };
}

describe('the prize editor', () => {
  it('offers the five kinds with action codes everywhere, and the platform kinds only on their platform', () => {
    const { kinds } = renderEditor({ platformCodename: 'softswiss' });
    expect(kinds()).toEqual(['Cash', 'Bonus', 'Deposit bonus', 'Free spins', 'Catalog item']);
  });

  it('fills cash in every currency from the base amount and the exchange rates', async () => {
    const user = userEvent.setup();
    const { prize, submitted } = renderEditor({ exchangeRates: { EUR: 1, USD: 1.1, SEK: 11.5 } });
    await user.type(within(prize()).getByLabelText('Prize 1: cash amount (EUR)'), '10');
    await user.click(
      within(prize()).getByRole('button', { name: 'Convert from EUR with the exchange rates' }),
    );
    expect(within(prize()).getByLabelText('Prize 1: USD')).toHaveValue(11);
    expect(within(prize()).getByLabelText('Prize 1: SEK')).toHaveValue(115);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const sent = (submitted() as { prizes: Parameters<typeof prizeBody>[0][] }).prizes.map(prizeBody);
    expect(sent[0]).toMatchObject({ kind: 'cash', amount: 10, cashAmounts: { USD: 11, SEK: 115 } });
  });

  it('reads as one card: name and Remove on top, kind and amount first, then the amount in each currency', () => {
    const { prize } = renderEditor({ exchangeRates: { EUR: 1, USD: 1.1, SEK: 11.5 } });
    // In reading (and tab) order.
    const controls = [...prize().querySelectorAll<HTMLInputElement>('select, input, button')].map(
      (control) => control.getAttribute('aria-label') ?? control.labels?.[0]?.textContent,
    );
    expect(controls.slice(0, 5)).toEqual([
      'Remove prize 1 of place 1',
      'Prize 1: kind',
      'Prize 1: cash amount (EUR)',
      'Prize 1: USD',
      'Prize 1: SEK',
    ]);
    expect(within(prize()).getByRole('group', { name: 'Prize 1: cash per currency' })).toBeInTheDocument();
  });

  it('offers the platform bonus ids of platformConfiguration for the kinds that carry one', async () => {
    const user = userEvent.setup();
    const { prize } = renderEditor({
      platformConfiguration: {
        bonusPrizesBonusIds: [7, 8],
        cashPrizesBonusIds: [],
        freeSpinsBonusIds: [],
        bonusPrizeSettings: {},
        cashPrizeSettings: {},
        freeSpinsPrizeSettings: {},
      },
    });
    expect(within(prize()).queryByLabelText('Prize 1: platform bonus')).not.toBeInTheDocument();
    await user.selectOptions(within(prize()).getByLabelText('Prize 1: kind'), 'bonus');
    const select = within(prize()).getByLabelText('Prize 1: platform bonus');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['None', 'Bonus 7', 'Bonus 8']);
  });

  it('picks themill loot boxes and bonuses from the platform', async () => {
    server.use(
      http.get(`${API}v1/platforms/themill/boxes/`, () =>
        HttpResponse.json([
          { id: 3, name: 'Gold box', description: '', image: null, is_active: true, rewards_count: 4 },
          { id: 4, name: 'Retired box', description: '', image: null, is_active: false, rewards_count: 1 },
        ]),
      ),
    );
    const user = userEvent.setup();
    const { prize, kinds } = renderEditor({ platformCodename: 'themill' });
    expect(kinds()).toContain('Loot box');
    expect(kinds()).toContain('Platform bonus');
    expect(kinds()).not.toContain('Fast Track prize');
    await user.selectOptions(within(prize()).getByLabelText('Prize 1: kind'), 'loot_box');
    const boxes = await within(prize()).findByLabelText('Prize 1: loot box');
    expect(
      within(boxes)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', 'Gold box']);
  });

  it('offers Fast Track action groups on fasttrack, and says when they cannot be loaded', async () => {
    server.use(
      http.get(`${API}v1/platforms/fasttrack/action-groups/`, () => new HttpResponse(null, { status: 502 })),
    );
    const user = userEvent.setup();
    const { prize, kinds } = renderEditor({ platformCodename: 'fasttrack' });
    expect(kinds()).toContain('Fast Track prize');
    await user.selectOptions(within(prize()).getByLabelText('Prize 1: kind'), 'fast_track_prize');
    expect(await within(prize()).findByRole('alert')).toHaveTextContent('could not be loaded');
  });
});

describe('prize rules', () => {
  it.each([
    [{ kind: 'cash' }, 'amount', 'Enter the prize amount.'],
    [{ kind: 'deposit_bonus' }, 'depositBonusPercentage', 'Enter the deposit bonus percentage.'],
    [{ kind: 'free_spins' }, 'freeSpinsNumber', 'Enter the number of free spins.'],
    [{ kind: 'catalog_item' }, 'catalogItemId', 'Choose a catalog item.'],
    [{ kind: 'fast_track_prize' }, 'actionGroupId', 'Choose an action group.'],
    [{ kind: 'loot_box' }, 'lootBoxId', 'Choose a loot box.'],
    [{ kind: 'platform_bonus' }, 'platformBonusId', 'Choose a bonus.'],
  ] as const)('%o needs its %s', async (kind, field, message) => {
    const values = { ...emptyPrize(), ...kind };
    await expect(prizeSchema.validateAt(field, values)).rejects.toThrow(message);
  });
});

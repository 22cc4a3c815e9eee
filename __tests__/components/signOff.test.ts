import { prizeText, signOffOf } from '@/components/campaigns/builder/signOff';
import { TASK_TYPE_LABELS } from '@/components/campaigns/mission/taskLabels';
import { prizeBody } from '@/components/campaigns/prizes/prizeBody';
import { emptyPrize } from '@/components/campaigns/prizes/prizeForm';
import type { CampaignDetail, Prize } from '@/types/campaigns';

/** A prize as the server sends it: the form's empty prize as saved (every field but the two the server adds), with `fields` set. */
const prize = (fields: Partial<Prize>): Prize => ({
  ...(prizeBody(emptyPrize()) as Omit<Prize, 'id' | 'actionCode'>),
  id: 1,
  actionCode: null,
  ...fields,
});

const campaign = (fields: Partial<CampaignDetail>) => ({ costAlarm: null, ...fields }) as CampaignDetail;

describe('the overview sign-off', () => {
  it('says each prize with its value in the base currency', () => {
    expect(prizeText(prize({ amount: 25 }), 'EUR')).toBe('25.00 EUR cash');
    expect(prizeText(prize({ kind: 'free_spins', freeSpinsNumber: 10, betLevel: 0.2 }), 'EUR')).toBe(
      '10 free spins at 0.20 EUR',
    );
    expect(prizeText(prize({ kind: 'deposit_bonus', depositBonusPercentage: 50, amount: 100 }), 'EUR')).toBe(
      '50% deposit bonus up to 100.00 EUR',
    );
    expect(prizeText(prize({ kind: 'catalog_item', catalogItemId: 3 }), 'EUR')).toBe('Catalog item');
  });

  it('a mission: every task with prizes and games; at most every player completing every task, repeats too', () => {
    const mission = {
      repeatable: true,
      repeatCount: 2,
      tasks: [
        { type: 'deposit', prizes: [prize({ amount: 5 })] },
        {
          type: 'gameplay',
          games: [1, 2, 3],
          prizes: [
            prize({ kind: 'free_spins', freeSpinsNumber: 10, betLevel: 0.5 }),
            prize({ kind: 'catalog_item' }),
          ],
        },
      ],
    };
    const signOff = signOffOf(campaign({ mission } as never), 1000, 'EUR', TASK_TYPE_LABELS);
    expect(signOff.items).toEqual([
      { label: 'Task 1: Deposit', prizes: '5.00 EUR cash', games: null },
      { label: 'Task 2: Gameplay', prizes: '10 free spins at 0.50 EUR + Catalog item', games: '3 games' },
    ]);
    expect(signOff.cost).toEqual({
      amount: (5 + 5) * 2 * 1000,
      basis: 'maximum',
      reason: 'every one of the 1,000 players completing every task',
      unvalued: 1,
    });
    expect(signOffOf(campaign({ mission } as never), null, 'EUR', TASK_TYPE_LABELS).cost).toBeNull();
  });

  it("a tournament: each place's prizes times its winners; a prize drop: each prize times its drops", () => {
    const tournament = {
      places: [
        { lowerPosition: 1, upperPosition: 1, prizes: [prize({ amount: 100 })] },
        { lowerPosition: 2, upperPosition: 5, prizes: [prize({ amount: 10 })] },
      ],
      tasks: [{ type: 'gameplay', points: 5, games: [4] }],
    };
    const competition = signOffOf(campaign({ tournament } as never), null, 'EUR', TASK_TYPE_LABELS);
    expect(competition.items.map((item) => `${item.label}: ${item.prizes}`)).toEqual([
      'Place 1: 100.00 EUR cash',
      'Places 2–5: 10.00 EUR cash each',
      'Task 1: 5 points',
    ]);
    expect(competition.cost).toMatchObject({ amount: 140, basis: 'expected' });
    const drop = signOffOf(
      campaign({
        prizeDrop: { allGames: true, games: [], prizes: [{ prize: prize({ amount: 20 }), quantity: 3 }] },
      } as never),
      null,
      'EUR',
      TASK_TYPE_LABELS,
    );
    expect(drop.items).toEqual([
      { label: 'Prize 1, dropped 3 ×', prizes: '20.00 EUR cash', games: 'all games' },
    ]);
    expect(drop.cost).toMatchObject({ amount: 60, basis: 'expected' });
  });
});

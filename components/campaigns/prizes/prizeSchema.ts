import * as yup from 'yup';

import type { PrizeKind } from '@/types/campaigns';
import { optionalNumber, positive, wholePositive } from '../numberSchemas';

const kindIs =
  (...kinds: PrizeKind[]) =>
  (kind: PrizeKind) =>
    kinds.includes(kind);

/** The server's publish rules of a prize, said as the user types. */
export const prizeSchema = yup.object({
  kind: yup.string().required(),
  amount: yup.string().when('kind', {
    is: kindIs('cash', 'bonus'),
    then: () => positive('The amount').required('Enter the prize amount.'),
    otherwise: () =>
      yup.string().when('kind', { is: 'deposit_bonus', then: () => positive('The bonus amount') }),
  }),
  cashAmounts: yup.lazy((value: Record<string, string> | undefined) =>
    yup.object(
      Object.fromEntries(
        Object.keys(value ?? {}).map((currency) => [currency, positive(`The ${currency} amount`)]),
      ),
    ),
  ),
  depositBonusPercentage: yup.string().when('kind', {
    is: 'deposit_bonus',
    then: () =>
      positive('The percentage')
        .max(1000, 'The percentage must be 1000 or less.')
        .required('Enter the deposit bonus percentage.'),
  }),
  freeSpinsNumber: yup.string().when('kind', {
    is: 'free_spins',
    then: () => wholePositive('The number of free spins').required('Enter the number of free spins.'),
  }),
  betLevel: yup.string().when('kind', { is: 'free_spins', then: () => positive('The bet level') }),
  wagering: yup.string().when('kind', {
    is: kindIs('bonus', 'deposit_bonus', 'free_spins'),
    then: () => optionalNumber('The wagering').min(0, 'The wagering cannot be negative.'),
  }),
  catalogItemId: yup.string().when('kind', {
    is: 'catalog_item',
    then: () => wholePositive('The catalog item').required('Choose a catalog item.'),
  }),
  actionGroupId: yup
    .string()
    .when('kind', { is: 'fast_track_prize', then: (s) => s.required('Choose an action group.') }),
  lootBoxId: yup.string().when('kind', { is: 'loot_box', then: (s) => s.required('Choose a loot box.') }),
  platformBonusId: yup
    .string()
    .when('kind', { is: 'platform_bonus', then: (s) => s.required('Choose a bonus.') }),
});

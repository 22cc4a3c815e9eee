import * as yup from 'yup';

import { optionalNumber, wholePositive } from '../numberSchemas';
import { prizeSchema } from '../prizes/prizeSchema';
import { quantityExceedsDrops, totalQuantity, type PrizeDropValues } from './prizeDropForm';

/** The server's draft rules, said before the round trip; what publishing needs is the overview's. */
export const prizeDropSchema = yup.object({
  prizeDrop: yup.object({
    minBet: optionalNumber('The minimum bet').min(0, 'The minimum bet cannot be negative.'),
    allGames: yup.boolean(),
    drops: wholePositive('The number of drops').test('quantities-fit', function quantitiesFit(drops) {
      const total = totalQuantity((this.parent as PrizeDropValues['prizeDrop']).prizes);
      return (
        drops === undefined ||
        total <= drops ||
        this.createError({ message: quantityExceedsDrops(total, drops) })
      );
    }),
    prizes: yup.array(
      prizeSchema.shape({
        quantity: wholePositive('The quantity').required('Enter how many of this prize drop.'),
      }),
    ),
  }),
});

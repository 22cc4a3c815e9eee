import { createdId, type SettingsLevel, type SettingsSync } from '../builder/settingsCalls';
import { campaignRecordLevel } from '../builder/settingsLevels';
import { prizeBody } from '../prizes/prizeBody';
import { prizeDropBody, type DropPrizeValues, type PrizeDropValues } from './prizeDropForm';
import { PRIZE_DROPS_URL } from './prizeDropUrls';

/*
 * How a prize drop's settings are saved (spec §7 Prize drops and prizes), apart from
 * `prizeDropCalls.ts` that reads them: loaded with the first save.
 */

const dropPrizesUrl = (drop: number) => `${PRIZE_DROPS_URL}${drop}/prizes/`;

/**
 * A drop's prizes: prizes of their own (`POST v1/prizes/prize/`) referenced by id with a quantity. A
 * prize is never changed in place, so a changed prize is a new prize (its kind is the whole prize) and
 * only the quantity is ever PATCHed.
 */
const dropPrizeLevel: SettingsLevel<DropPrizeValues> = {
  kind: (prize) => JSON.stringify(prizeBody(prize)),
  body: (prize) => ({ quantity: Number(prize.quantity) }),
  // A lower quantity goes before the drop's count, which may be lowered in the same save.
  makesRoom: (prize, saved) => Number(prize.quantity) < Number(saved.quantity),
  async create(call, prize, drop, remember) {
    // A prize made by an earlier attempt whose drop entry was refused is not made again.
    const id =
      prize.id ??
      (await createdId(call({ url: 'v1/prizes/prize/', method: 'post', data: prizeBody(prize) })));
    remember(id);
    await call({
      url: dropPrizesUrl(drop),
      method: 'post',
      data: { prize: id, quantity: Number(prize.quantity) },
    });
    return id;
  },
  update: (call, prize, id, drop) =>
    call({
      url: dropPrizesUrl(drop),
      method: 'patch',
      data: { prize: id, quantity: Number(prize.quantity) },
    }),
  remove: (call, prize, drop) =>
    call({ url: dropPrizesUrl(drop), method: 'delete', data: { prize: prize.id } }),
};

const prizeDropLevel: SettingsLevel<PrizeDropValues['prizeDrop']> = {
  ...campaignRecordLevel(PRIZE_DROPS_URL, prizeDropBody),
  children: { prizes: dropPrizeLevel as SettingsLevel },
};

/** A prize drop's settings: the drop, and its prizes one by one. */
export const prizeDropSync: SettingsSync = { field: 'prizeDrop', level: prizeDropLevel as SettingsLevel };

import { selectCasino } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { baseCurrencyOf } from '@/utils/format';

/**
 * The signed-in casino's base currency ('' before the casino is known): what minimum bets, cost alarms
 * and a campaign's cost are counted in, so every screen can show it beside the amount.
 */
export function useBaseCurrency(): string {
  const casino = useAppSelector(selectCasino);
  return baseCurrencyOf(casino?.exchangeRates ?? {});
}

import type { Casino } from '../db/schema';

/**
 * The casino's base currency: the one whose exchange rate is 1 (rates are units per base unit), else
 * its first currency.
 */
export function baseCurrencyOf(casino: Pick<Casino, 'exchangeRates' | 'currencies'> | undefined): string {
  if (!casino) return 'EUR';
  const base = Object.entries(casino.exchangeRates).find(([, rate]) => rate === 1)?.[0];
  return base ?? casino.currencies[0] ?? Object.keys(casino.exchangeRates)[0] ?? 'EUR';
}

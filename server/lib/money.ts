const MONEY_FORMAT = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Money as staff read it in texts the server writes (notifications, messages): thousands separators,
 * two decimals and the currency — 4,990.00 EUR — the same form the web app's `formatAmount` shows.
 */
export const formatAmount = (value: number, currency: string): string =>
  `${MONEY_FORMAT.format(value)} ${currency}`.trim();

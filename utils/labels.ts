/** Readable names for the codes and snake_case values data carries (`self_excluded`, `DE`, `EUR`). */

/** `self_excluded` → "Self excluded", `live casino` → "Live casino"; names already capitalised stay. */
export function humanize(value: string): string {
  const text = value.replace(/_/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency', fallback: 'code' });

/** `DE` → "Germany (DE)"; a code the browser does not know stays as it is. */
export function marketLabel(code: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  const name = regionNames.of(code);
  return name && name !== code ? `${name} (${code})` : code;
}

/** `EUR` → "EUR – Euro". */
export function currencyLabel(code: string): string {
  if (!/^[A-Z]{3}$/.test(code)) return code;
  const name = currencyNames.of(code);
  return name && name !== code ? `${code} – ${name}` : code;
}

/** Minimal cookie reading and writing for the Next.js server (the browser uses js-cookie). */

export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  (header ?? '').split(';').forEach((part) => {
    const index = part.indexOf('=');
    if (index < 0) return;
    const name = part.slice(0, index).trim();
    if (!name || name in cookies) return;
    try {
      cookies[name] = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      cookies[name] = part.slice(index + 1).trim();
    }
  });
  return cookies;
}

export interface CookieOptions {
  /** Lifetime in days; 0 or less deletes the cookie. */
  days: number;
  secure: boolean;
}

export function serializeCookie(name: string, value: string, { days, secure }: CookieOptions): string {
  const maxAge = Math.max(0, Math.floor(days * 86400));
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${maxAge}`, 'SameSite=Lax'];
  if (maxAge === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

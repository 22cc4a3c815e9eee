import { NextResponse, type NextRequest } from 'next/server';

import { runtimeConfigFromEnv } from '@/services/runtimeConfig';

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

/** A per-request nonce lets Next.js's own inline scripts run while any injected script is refused. */
export function contentSecurityPolicy(nonce: string, isDev: boolean, https: boolean): string {
  const { apiBaseUrl, wsBaseUrl } = runtimeConfigFromEnv();
  const api = originOf(apiBaseUrl);
  const ws = originOf(wsBaseUrl);
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${isDev ? " 'unsafe-eval'" : ''}`,
    // Sass modules and the rich-text editor set inline styles; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' blob: data: ${api}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self' ${api} ${ws}${isDev ? ' ws:' : ''}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const https =
    request.headers.get('x-forwarded-proto')?.split(',')[0].trim() === 'https' ||
    request.nextUrl.protocol === 'https:';
  const csp = contentSecurityPolicy(nonce, process.env.NODE_ENV === 'development', https);

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('Content-Security-Policy', csp);

  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  if (https) response.headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  return response;
}

export const config = {
  matcher: [
    {
      source: '/((?!_next/static|_next/image|favicon.ico|.*\\.(?:svg|png|jpg|ico|webmanifest)$).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};

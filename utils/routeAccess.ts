import type { SessionStatus } from '@/types/session';
import { DEFAULT_LOGGED_IN_ROUTE, isGuestRoute, routes } from './routes';

export type RouteAccess =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; rememberDestination: boolean }
  | { kind: 'error'; statusCode: 401 | 503 };

/** Spec §2 routing rules, decided the same way on the server (302) and in the browser (replace). */
export function resolveRouteAccess(pathname: string, status: SessionStatus): RouteAccess {
  const guest = isGuestRoute(pathname);
  if (status === 'active') {
    return guest || pathname === '/'
      ? { kind: 'redirect', to: DEFAULT_LOGGED_IN_ROUTE, rememberDestination: false }
      : { kind: 'allow' };
  }
  if (guest) return { kind: 'allow' };
  if (status === 'unreachable') return { kind: 'error', statusCode: 503 };
  if (status === 'expired') return { kind: 'error', statusCode: 401 };
  return { kind: 'redirect', to: routes.login(), rememberDestination: pathname !== '/' };
}

import type { Me } from '@/types/api';
import type { SessionStatus } from '@/types/session';
import { isAllowed } from './permissions';
import { routeEntry } from './routeRegistry';
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

/**
 * What a signed-in user's page answers (the server sends it as the HTTP status, so a soft 404 or 403
 * page is not a 200): 404 on a platform the route is not for, 403 outside its permission gate.
 */
export function pageStatus(pathname: string, user: Pick<Me, 'permissions' | 'casino'>): 200 | 403 | 404 {
  const route = routeEntry(pathname);
  if (route?.platforms && !(route.platforms as readonly string[]).includes(user.casino.platformCodename))
    return 404;
  if (route?.gate && !isAllowed(user.permissions, route.gate)) return 403;
  return 200;
}

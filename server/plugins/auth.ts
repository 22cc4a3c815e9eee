import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Permission } from '../../contract/permissions';
import { authenticationFailed, MESSAGES, notAuthenticated, permissionDenied } from '../lib/errors';
import fp from 'fastify-plugin';
import type { AuthUser } from '../services/auth';
import type { SessionClaims } from '../services/tokens';

export interface RequirePermissionsOptions {
  /** true: every listed permission is needed; default: any one of them. */
  all?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless a valid access token of a live session of an active user is sent. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler (after `authenticate`): 403 unless the user holds any (or all) of `permissions`. */
    requirePermissions(
      permissions: Permission | readonly Permission[],
      options?: RequirePermissionsOptions,
    ): preHandlerAsyncHookHandler;
  }

  interface FastifyRequest {
    /** The signed-in user, loaded once per request by `authenticate`. */
    user: AuthUser | null;
    session: SessionClaims | null;
  }
}

export const AUTH_HEADER_TYPE = 'JWT';

/**
 * The raw token of `Authorization: JWT <token>`, the simplejwt way: no header, or another scheme, is
 * "not provided"; our scheme with not exactly one value is a bad header.
 */
export function rawToken(request: Pick<FastifyRequest, 'headers'>): string {
  const header = request.headers.authorization;
  if (!header) throw notAuthenticated();
  const parts = header.trim().split(/\s+/);
  if (parts[0] !== AUTH_HEADER_TYPE) throw notAuthenticated();
  if (parts.length !== 2) throw authenticationFailed(MESSAGES.badHeader, 'bad_authorization_header');
  return parts[1];
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);
    app.decorateRequest('session', null);

    app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
      const { user, session } = await app.authService.authenticateAccessToken(rawToken(request));
      request.user = user;
      request.session = session;
    });

    app.decorate(
      'requirePermissions',
      (permissions: Permission | readonly Permission[], options: RequirePermissionsOptions = {}) => {
        const required: readonly Permission[] = typeof permissions === 'string' ? [permissions] : permissions;
        return async function requirePermissions(request: FastifyRequest) {
          const user = request.user;
          if (!user) throw notAuthenticated();
          if (required.length === 0 || user.isSuperuser) return;
          const ok = options.all
            ? required.every((p) => user.hasPermission(p))
            : required.some((p) => user.hasPermission(p));
          if (!ok) throw permissionDenied();
        };
      },
    );
  },
  { name: 'auth', dependencies: ['services'] },
);

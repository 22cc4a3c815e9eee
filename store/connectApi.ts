import Router from 'next/router';

import { configureApi } from '@/services/api';
import { getActiveSocket } from '@/services/notificationsSocket';
import { rememberRedirection } from '@/services/session';
import { broadcastSessionEvent } from '@/services/sessionChannel';
import { routes } from '@/utils/routes';
import { escapeHtml } from '@/utils/html';
import { expirationBarHidden, pendingRequestsChanged } from './appSlice';
import { loggedOut } from './authSlice';
import type { AppStore } from './index';
import { messageShown } from './snackbarSlice';

/** Wires the API client to the browser's store: error notices, the loader, the end of a session. */
export function connectApiToStore(store: AppStore): void {
  configureApi({
    baseUrl: store.getState().app.config.apiBaseUrl,
    hooks: {
      onError: (message) => store.dispatch(messageShown({ type: 'error', content: escapeHtml(message) })),
      onActivity: (pending) => store.dispatch(pendingRequestsChanged(pending)),
      onTokensRefreshed: ({ access }) => {
        store.dispatch(expirationBarHidden());
        getActiveSocket()?.login(access);
        broadcastSessionEvent({ type: 'refreshed' });
      },
      onSessionEnded: () => {
        store.dispatch(loggedOut());
        const { pathname, search, href } = window.location;
        if (pathname !== routes.login()) {
          rememberRedirection(`${pathname}${search}`, href);
          void Router.replace(routes.login());
        }
      },
    },
  });
}

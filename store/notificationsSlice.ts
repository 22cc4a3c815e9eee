import { createAsyncThunk, createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { isAlertKind } from '@/contract/notifications';
import { getActiveSocket, type SocketMessage } from '@/services/notificationsSocket';
import type { Notification } from '@/types/api';

export const DROPDOWN_LIMIT = 5;

export interface NotificationsState {
  items: Notification[];
  /** The socket has delivered a list at least once. */
  loaded: boolean;
}

const initialState: NotificationsState = { items: [], loaded: false };

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    /** Spec §4: an incoming array replaces the list. */
    notificationsReceived(state, action: PayloadAction<Notification[]>) {
      state.items = action.payload;
      state.loaded = true;
    },
    notificationsCleared(state) {
      state.items = [];
      state.loaded = false;
    },
  },
  selectors: {
    selectNotifications: (state) => state.items,
    selectNotificationsLoaded: (state) => state.loaded,
  },
});

export const { notificationsReceived, notificationsCleared } = notificationsSlice.actions;
export const { selectNotifications, selectNotificationsLoaded } = notificationsSlice.selectors;

export const selectUnreadCount = createSelector(
  [selectNotifications],
  (items) => items.filter((item) => !item.hasBeenRead).length,
);

export const selectLatestNotifications = createSelector([selectNotifications], (items) =>
  items.slice(0, DROPDOWN_LIMIT),
);

/**
 * Alerts are the warnings that need action (contract/notifications `ALERT_KINDS`: cost alarms, failed
 * payouts, refused player uploads) not yet dealt with; opening one marks it read, which deals with it.
 */
export const selectAlerts = createSelector([selectNotifications], (items) =>
  items.filter((item) => !item.hasBeenRead && isAlertKind(item.kind)),
);

/**
 * Sends a notification action over the socket (spec §7: read, remove, read all, remove all). The server
 * answers with the new list, which `notificationsReceived` stores; a closed socket drops it silently
 * (spec §8), as the list is sent again on the next login.
 */
export const notificationActionSent = createAsyncThunk(
  'notifications/actionSent',
  async (message: Exclude<SocketMessage, { action: 'login' }>) => {
    getActiveSocket()?.send(message);
  },
);

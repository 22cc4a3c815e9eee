import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type SnackbarType = 'success' | 'error' | 'info' | 'warning';

export interface SnackbarMessage {
  id: string;
  type: SnackbarType;
  /** HTML; sanitised where it is shown. */
  content: string;
  preventAutoDismissal?: boolean;
}

export interface SnackbarState {
  /** Oldest first; one is shown at a time. */
  queue: SnackbarMessage[];
}

const initialState: SnackbarState = { queue: [] };

export const snackbarSlice = createSlice({
  name: 'snackbar',
  initialState,
  reducers: {
    messageShown: {
      reducer(state, action: PayloadAction<SnackbarMessage>) {
        state.queue.push(action.payload);
      },
      prepare: (message: Omit<SnackbarMessage, 'id'>) => ({ payload: { ...message, id: nanoid() } }),
    },
    /** Spec §4: dismiss removes the oldest message. */
    messageDismissed(state) {
      state.queue.shift();
    },
  },
  selectors: {
    selectCurrentMessage: (state) => state.queue[0] ?? null,
  },
});

export const { messageShown, messageDismissed } = snackbarSlice.actions;
export const { selectCurrentMessage } = snackbarSlice.selectors;

/** Tells the other tabs of this browser what happened to the shared session (spec §4, issue: tabs agree). */
export type SessionEvent = { type: 'loggedOut' } | { type: 'refreshed' };

const CHANNEL_NAME = 'backoffice-session';
let channel: BroadcastChannel | null | undefined;

function getChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
  }
  return channel;
}

export function broadcastSessionEvent(event: SessionEvent): void {
  getChannel()?.postMessage(event);
}

export function onSessionEvent(listener: (event: SessionEvent) => void): () => void {
  const current = getChannel();
  if (!current) return () => undefined;
  const handler = (message: MessageEvent<SessionEvent>) => listener(message.data);
  current.addEventListener('message', handler);
  return () => current.removeEventListener('message', handler);
}

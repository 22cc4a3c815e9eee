import type { Notification } from '@/types/api';
import { fromWire } from '@/utils/wire';

/** Spec §7 "Websocket": the messages the back-office sends. */
export type SocketMessage =
  | { action: 'login'; token: string }
  | { action: 'get_notifications' }
  | { action: 'remove_notification'; id: number }
  | { action: 'remove_all_notifications' }
  | { action: 'read_notification'; id: number }
  | { action: 'read_all_notifications' };

export interface NotificationsSocketOptions {
  /** The runtime-configured base URL plus the user id. */
  url: string;
  getToken: () => string | undefined;
  onNotifications: (notifications: Notification[]) => void;
  /** The engine changed these campaigns' live figures (`{"action": "campaigns_updated", "campaigns": [ids]}`). */
  onCampaignsUpdated: (campaignIds: number[]) => void;
}

/** The engine's push: an object, so it never passes for the notification list (an array). */
function updatedCampaigns(data: unknown): number[] | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { action, campaigns } = data as { action?: unknown; campaigns?: unknown };
  if (action !== 'campaigns_updated' || !Array.isArray(campaigns)) return undefined;
  return campaigns.filter((id): id is number => Number.isInteger(id));
}

const MAX_RECONNECT_DELAY_MS = 30_000;

/**
 * One connection per signed-in tab. Open and login failures are silent (spec §8); a dropped connection
 * is opened again with exponential backoff, and logs in again each time.
 */
export class NotificationsSocket {
  private socket: WebSocket | null = null;
  private attempts = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  constructor(private readonly options: NotificationsSocketOptions) {}

  connect(): void {
    this.stopped = false;
    try {
      this.socket = new WebSocket(this.options.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket.onopen = () => {
      this.login();
      this.send({ action: 'get_notifications' });
    };
    this.socket.onmessage = (event: MessageEvent) => {
      try {
        // Backing off ends with the first answer, not on open: a server that closes the socket at once
        // (too many sockets, a refused login) is not asked again every second.
        this.attempts = 0;
        const data: unknown = JSON.parse(String(event.data));
        // Spec §4: an incoming array replaces the list; of the rest only the engine's push is for us.
        if (Array.isArray(data)) this.options.onNotifications(fromWire(data) as Notification[]);
        else {
          const campaignIds = updatedCampaigns(data);
          if (campaignIds?.length) this.options.onCampaignsUpdated(campaignIds);
        }
      } catch {
        // A message that is not JSON is ignored.
      }
    };
    this.socket.onclose = () => {
      this.socket = null;
      if (!this.stopped) this.scheduleReconnect();
    };
  }

  /** Logs in with the current access token; called again after every token refresh. */
  login(token = this.options.getToken()): void {
    if (token) this.send({ action: 'login', token });
  }

  send(message: SocketMessage): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  close(): void {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    this.socket?.close();
    this.socket = null;
  }

  private scheduleReconnect(): void {
    const delay = Math.min(MAX_RECONNECT_DELAY_MS, 1000 * 2 ** this.attempts) * (0.75 + Math.random() / 2);
    this.attempts += 1;
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
  }
}

let activeSocket: NotificationsSocket | null = null;

/** The tab's open socket, for actions taken from the header and the notifications page. */
export function getActiveSocket(): NotificationsSocket | null {
  return activeSocket;
}

export function setActiveSocket(socket: NotificationsSocket | null): void {
  activeSocket = socket;
}

type Listener = (event: MessageEvent) => void;

/**
 * An in-memory BroadcastChannel: Node's own keeps Jest from exiting, and this one lets a test play
 * "another tab" by posting on a second instance. (msw uses channels too, with Node's AbortSignal.)
 */
export class FakeBroadcastChannel {
  private static readonly channels = new Set<FakeBroadcastChannel>();
  private readonly listeners = new Set<Listener>();
  onmessage: Listener | null = null;

  constructor(readonly name: string) {
    FakeBroadcastChannel.channels.add(this);
  }

  addEventListener(type: string, listener: Listener, options?: { signal?: AbortSignal }): void {
    if (type !== 'message') return;
    this.listeners.add(listener);
    options?.signal?.addEventListener('abort', () => this.listeners.delete(listener));
  }

  removeEventListener(type: string, listener: Listener): void {
    this.listeners.delete(listener);
  }

  postMessage(data: unknown): void {
    FakeBroadcastChannel.channels.forEach((other) => {
      if (other === this || other.name !== this.name) return;
      const event = new MessageEvent('message', { data });
      other.onmessage?.(event);
      other.listeners.forEach((listener) => listener(event));
    });
  }

  close(): void {
    FakeBroadcastChannel.channels.delete(this);
  }
}

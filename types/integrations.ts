/** A key an operator's platform signs its event batches with (GET v1/integrations/keys/). */
export interface IntegrationKey {
  id: number;
  name: string;
  /** The key's first characters, so staff can tell keys apart; the rest is never shown again. */
  prefix: string;
  created: string;
  lastUsed: string | null;
  /** When it was revoked; a revoked key stays listed so staff can see what stopped working. */
  revoked: string | null;
  creator: { id: number; name: string } | null;
}

/** POST v1/integrations/keys/ answers the key itself, this once. */
export interface CreatedIntegrationKey extends IntegrationKey {
  key: string;
}

/** GET v1/events/status/: how far the engine has got with what the platform sent. */
export interface EngineStatus {
  received: number;
  processed: number;
  /** Events stored and not processed yet. */
  backlog: number;
  /** Age of the oldest waiting event; null when nothing waits. */
  oldestWaitingSeconds: number | null;
  processedLastMinute: number;
  /** Events set aside after failing on their own (our API's addition; another backend may leave it out). */
  setAside?: number;
}

import { Client } from 'pg';

/** The Postgres channel auth-service's sessions trigger notifies with the id of each session it revokes. */
export const SESSION_REVOKED_CHANNEL = 'session_revoked';

export interface RevocationNoticesOptions {
  /** This service's own DATABASE_URL: a notification reaches every session of the database, whatever its role may read. */
  databaseUrl: string;
  connectTimeoutMs: number;
  onRevoked: (sessionId: string) => void;
  /** Told when listening stops and starts again (not an alert: the poll covers, and a database outage is reported apart). */
  onStatus?: (message: string) => void;
  /** Waits before reconnecting after a lost connection (the poll covers the gap). */
  reconnectDelayMs?: number;
}

const DEFAULT_RECONNECT_DELAY_MS = 2_000;

/**
 * Listens for auth-service's revocations (LISTEN session_revoked), so an ended session is refused here
 * within moments instead of at the next poll. The poll stays the fallback: while this connection is down,
 * nothing is lost but speed.
 */
export class RevocationNotices {
  private client: Client | undefined;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;
  private failing = false;

  constructor(private readonly options: RevocationNoticesOptions) {}

  /** Resolves once listening (or once the first attempt failed; it retries on its own). */
  async start(): Promise<void> {
    this.stopped = false;
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.options.databaseUrl, connectionTimeoutMillis: this.options.connectTimeoutMs, keepAlive: true });
    client.on('notification', ({ channel, payload }) => {
      if (channel === SESSION_REVOKED_CHANNEL && payload) this.options.onRevoked(payload);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${SESSION_REVOKED_CHANNEL}`);
      if (this.stopped) {
        await client.end();
        return;
      }
      this.client = client;
      if (this.failing) this.options.onStatus?.('Listening for revoked sessions again');
      this.failing = false;
    } catch (error) {
      this.lost(client, error);
    }
  }

  private lost(client: Client, error: unknown): void {
    if (this.stopped || (this.client !== undefined && this.client !== client)) return;
    this.client = undefined;
    void client.end().catch(() => undefined);
    // One line per outage, not per attempt.
    if (!this.failing) this.options.onStatus?.(`Not listening for revoked sessions (the poll goes on): ${String(error)}`);
    this.failing = true;
    clearTimeout(this.retry);
    this.retry = setTimeout(() => void this.connect(), this.options.reconnectDelayMs ?? DEFAULT_RECONNECT_DELAY_MS);
    this.retry.unref();
  }
}

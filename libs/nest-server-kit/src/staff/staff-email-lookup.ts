import type { LoggerService } from '@nestjs/common';

/** A staff member's e-mail address is looked up at most this often per instance. */
const LOOKUP_INTERVAL_MS = 5 * 60 * 1000;
const LOOKUP_TIMEOUT_MS = 3000;

/**
 * How a service other than auth learns a staff member's e-mail address (for the e-mails it sends them):
 * from auth-service's GET /api/auth/me, asked with that staff member's own session token while they use
 * the service. No service holds a credential to read other people's accounts.
 */
export class StaffEmailLookup {
  private readonly lookedUpAt = new Map<string, number>();

  constructor(
    /** auth-service's GET /api/auth/me (StaffAuthConfig's accountUrl). */
    private readonly accountUrl: string,
    private readonly store: (userId: string, email: string | null) => Promise<void>,
    private readonly logger: LoggerService,
  ) {}

  /** Looks the address up in the background, unless it was looked up for this user in the last 5 minutes. */
  noteSession(userId: string, token: string | undefined): void {
    const last = this.lookedUpAt.get(userId);
    if (!token || (last !== undefined && Date.now() - last < LOOKUP_INTERVAL_MS)) return;
    this.lookedUpAt.set(userId, Date.now());
    void this.lookUp(userId, token);
  }

  private async lookUp(userId: string, token: string): Promise<void> {
    try {
      const response = await fetch(this.accountUrl, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const account = (await response.json()) as { id?: unknown; email?: unknown };
      if (account.id !== userId) throw new Error('the answer is about someone else');
      await this.store(userId, typeof account.email === 'string' ? account.email : null);
    } catch (error) {
      this.logger.warn(`The e-mail address of staff member ${userId} could not be looked up: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

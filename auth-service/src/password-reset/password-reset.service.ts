import { BadRequestException, GoneException, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RequestOrigin } from '@site/nest-server-kit';
import { DataSource } from 'typeorm';
import { AuditLogger } from '../audit/audit-logger';
import { hashSecretToken, newSecretToken } from '../common/secret-token';
import type { MailConfig } from '../mail/mail.config';
import { MailOutboxService } from '../mail/mail-outbox.service';
import { passwordProblem } from '../passwords/password-strength';
import { SessionsService } from '../sessions/sessions.service';
import { UsersService } from '../users/users.service';

const VALID_SECONDS = 60 * 60;
/** Unused links per user within the hour: more requests send nothing, so nobody can flood a mailbox. */
const MAX_OPEN_LINKS = 3;
export const RESET_GONE_MESSAGE = 'This link has expired or was already used. Ask for a new one on the login page.';

export interface ResetLink {
  url: string;
  expiresAt: string;
}

/**
 * "Forgot password": a one-time link (1 hour) by e-mail. The request is answered before anything is looked
 * up, so the answer and its timing are the same whether the address belongs to someone or not.
 */
@Injectable()
export class PasswordResetService implements OnApplicationShutdown {
  private readonly logger = new Logger(PasswordResetService.name);
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly outbox: MailOutboxService,
    private readonly audit: AuditLogger,
    private readonly config: ConfigService,
  ) {}

  /** Starts the work and returns at once; the caller answers 202 whatever happens. */
  request(email: string, origin: RequestOrigin): void {
    const work = this.sendLink(email, origin)
      .catch((error: unknown) => this.logger.error(`Password reset request failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => this.inFlight.delete(work));
    this.inFlight.add(work);
  }

  /** Resolves once every request started so far is done (shutdown, tests). */
  async settled(): Promise<void> {
    await Promise.all([...this.inFlight]);
  }

  onApplicationShutdown(): Promise<void> {
    return this.settled();
  }

  async complete(token: string, password: string, origin: RequestOrigin): Promise<void> {
    const rows: Array<{ id: string; user_id: string }> = await this.dataSource.query(
      `SELECT id, user_id FROM auth.password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`,
      [hashSecretToken(token)],
    );
    const user = rows.length > 0 ? await this.users.findById(rows[0].user_id) : null;
    if (!user || user.status !== 'active') throw new GoneException(RESET_GONE_MESSAGE);
    const problem = passwordProblem(password, [user.username, user.email, user.displayName]);
    if (problem) throw new BadRequestException(problem);
    const [, used]: [unknown, number] = await this.dataSource.query(
      `UPDATE auth.password_resets SET used_at = now() WHERE id = $1 AND used_at IS NULL`,
      [rows[0].id],
    );
    if (used === 0) throw new GoneException(RESET_GONE_MESSAGE);
    // Any other link sent before is void too.
    await this.dataSource.query(`UPDATE auth.password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [user.id]);
    await this.users.setPassword(user.id, password);
    await this.sessions.revokeAllOf(user.id);
    await this.audit.record({ event: 'password.reset_completed', userId: user.id, username: user.username, ...origin });
  }

  /** A new one-time link for the user (also for the operator's recover-admin command). */
  async issueLink(userId: string): Promise<ResetLink> {
    const { token, hash } = newSecretToken();
    const [{ expires_at }]: Array<{ expires_at: Date }> = await this.dataSource.query(
      `INSERT INTO auth.password_resets (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3)) RETURNING expires_at`,
      [hash, userId, VALID_SECONDS],
    );
    return { url: `${this.config.getOrThrow<MailConfig>('mail').siteUrl}/reset-password#${token}`, expiresAt: expires_at.toISOString() };
  }

  private async sendLink(email: string, origin: RequestOrigin): Promise<void> {
    const user = await this.users.findActiveByEmail(email);
    if (!user?.email) return;
    const [{ open }]: Array<{ open: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS open FROM auth.password_resets WHERE user_id = $1 AND used_at IS NULL AND expires_at > now()`,
      [user.id],
    );
    const actor = { userId: user.id, username: user.username, ...origin };
    if (open >= MAX_OPEN_LINKS) {
      await this.audit.record({ event: 'password.reset_requested', reason: 'too many open links, none sent', ...actor });
      return;
    }
    if (!this.outbox.configured) {
      this.logger.warn('A password reset was requested, but SMTP_URL is not set: no e-mail can be sent.');
      await this.audit.record({ event: 'password.reset_requested', reason: 'no SMTP configured, none sent', ...actor });
      return;
    }
    const link = await this.issueLink(user.id);
    const site = new URL(this.config.getOrThrow<MailConfig>('mail').siteUrl).hostname;
    await this.outbox.enqueue({
      to: user.email,
      subject: `Reset your password for ${site}`,
      text: [
        `Someone (hopefully you) asked to reset the password of "${user.username}" on ${site}.`,
        '',
        'Choose a new password here (the link works once, for one hour):',
        link.url,
        '',
        'If it was not you, ignore this e-mail: your password stays as it is.',
        '',
      ].join('\n'),
    });
    await this.audit.record({ event: 'password.reset_requested', ...actor });
  }
}

import { BadRequestException, GoneException, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { RequestOrigin } from '@site/nest-server-kit';
import { AuditLogger } from '../audit/audit-logger';
import { hashSecretToken, newSecretToken } from '../common/secret-token';
import { EmailChangeService } from '../email-change/email-change.service';
import { AccountNoticesService } from '../mail/account-notices.service';
import type { MailConfig } from '../mail/mail.config';
import { MailOutboxService } from '../mail/mail-outbox.service';
import { passwordProblem } from '../passwords/password-strength';
import { SessionsService } from '../sessions/sessions.service';
import { UsersService } from '../users/users.service';
import { PasswordResetsRepository } from './password-resets.repository';

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
    private readonly links: PasswordResetsRepository,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly outbox: MailOutboxService,
    private readonly notices: AccountNoticesService,
    private readonly emailChanges: EmailChangeService,
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
    const link = await this.links.findOpen(hashSecretToken(token));
    const user = link ? await this.users.findById(link.userId) : null;
    if (!link || !user || user.status !== 'active') throw new GoneException(RESET_GONE_MESSAGE);
    const problem = passwordProblem(password, [user.username, user.email, user.displayName]);
    if (problem) throw new BadRequestException(problem);
    if (!(await this.links.markUsed(link.id))) throw new GoneException(RESET_GONE_MESSAGE);
    // Any other link sent before is void too.
    await this.voidOpenLinks(user.id);
    await this.users.setPassword(user.id, password);
    await this.sessions.revokeAllOf(user.id);
    // An e-mail change asked for with the old password may be an intruder's.
    await this.emailChanges.voidOpenOf(user.id);
    await this.audit.record({ event: 'password.reset_completed', userId: user.id, username: user.username, ...origin });
    await this.notices.tell(user, { kind: 'password-reset' }, origin.clientAddress);
  }

  /** A new one-time link for the user (also for the operator's recover-admin command). */
  async issueLink(userId: string): Promise<ResetLink> {
    const { token, hash } = newSecretToken();
    const expiresAt = await this.links.insert(hash, userId, VALID_SECONDS);
    return { url: `${this.config.getOrThrow<MailConfig>('mail').siteUrl}/reset-password#${token}`, expiresAt: expiresAt.toISOString() };
  }

  /** Every link the user was sent and has not used stops working (a removed user's, a completed reset's others). */
  voidOpenLinks(userId: string): Promise<void> {
    return this.links.voidOpenOf(userId);
  }

  private async sendLink(email: string, origin: RequestOrigin): Promise<void> {
    const user = await this.users.findActiveByEmail(email);
    if (!user?.email) return;
    const open = await this.links.countOpen(user.id);
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

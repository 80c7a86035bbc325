import { ConflictException, GoneException, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { CONFIRM_EMAIL_PATH, EMAIL_CHANGE_LINK_HOURS, type EmailChangeRequestedView } from '@site/contracts';
import type { RequestOrigin } from '@site/nest-server-kit';
import { AuditLogger } from '../audit/audit-logger';
import { hashSecretToken, newSecretToken } from '../common/secret-token';
import { violatedUniqueConstraint } from '../common/unique-violation';
import { AccountNoticesService } from '../mail/account-notices.service';
import type { MailConfig } from '../mail/mail.config';
import { MailOutboxService } from '../mail/mail-outbox.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { EmailChangesRepository } from './email-changes.repository';

export const EMAIL_LINK_GONE_MESSAGE = 'This link has expired or was already used. Change the address again on your profile page.';
export const EMAIL_IN_USE_MESSAGE = 'This e-mail address is in use by another account now, so it cannot be yours as well.';

/**
 * A new e-mail address takes effect once a link sent to it is opened (24 hours, once). The request answers
 * the same whether the address is free or another user's (nothing is sent then), so it tells nobody who
 * has an account; the old address is told of the request and of the change.
 */
@Injectable()
export class EmailChangeService {
  constructor(
    private readonly changes: EmailChangesRepository,
    private readonly users: UsersService,
    private readonly outbox: MailOutboxService,
    private readonly notices: AccountNoticesService,
    private readonly audit: AuditLogger,
    private readonly config: ConfigService,
  ) {}

  /** The caller has confirmed the password; stores the request and sends the link when the address is free. */
  async request(user: User, newEmail: string, origin: RequestOrigin): Promise<EmailChangeRequestedView> {
    const { token, hash } = newSecretToken();
    const expiresAt = await this.changes.insert(hash, user.id, newEmail, EMAIL_CHANGE_LINK_HOURS * 60 * 60);
    const actor = { userId: user.id, username: user.username, ...origin };
    if (await this.users.emailTaken(newEmail, user.id)) {
      await this.audit.record({ event: 'user.email_change_requested', reason: 'address of another user, no link sent', ...actor });
    } else {
      await this.outbox.enqueue(this.linkMail(user, newEmail, token));
      await this.audit.record({ event: 'user.email_change_requested', ...actor });
    }
    await this.notices.tell(user, { kind: 'email-change-requested', newEmail }, origin.clientAddress);
    return { pendingEmail: newEmail, expiresAt: expiresAt.toISOString() };
  }

  /** Opens the link: the address becomes the user's, and the old one is told. */
  async confirm(token: string, origin: RequestOrigin): Promise<void> {
    const change = await this.changes.findOpen(hashSecretToken(token));
    const user = change ? await this.users.findById(change.userId) : null;
    if (!change || !user || user.status !== 'active') throw new GoneException(EMAIL_LINK_GONE_MESSAGE);
    if (await this.users.emailTaken(change.newEmail, user.id)) throw new ConflictException(EMAIL_IN_USE_MESSAGE);
    if (!(await this.changes.markUsed(change.id))) throw new GoneException(EMAIL_LINK_GONE_MESSAGE);
    await this.users.updateProfile(user.id, { email: change.newEmail }).catch((error: unknown) => {
      // Another user took the address between the check above and the update.
      if (violatedUniqueConstraint(error) === 'users_email_lower_key') throw new ConflictException(EMAIL_IN_USE_MESSAGE);
      throw error;
    });
    await this.audit.record({ event: 'user.email_changed', userId: user.id, username: user.username, ...origin });
    await this.notices.tell(user, { kind: 'email-changed', newEmail: change.newEmail }, origin.clientAddress);
  }

  /** Open requests stop working (a password reset: whoever asked for them may not be the owner). */
  voidOpenOf(userId: string): Promise<void> {
    return this.changes.voidOpenOf(userId);
  }

  private linkMail(user: User, newEmail: string, token: string) {
    const { siteUrl } = this.config.getOrThrow<MailConfig>('mail');
    const site = new URL(siteUrl).hostname;
    return {
      to: newEmail,
      subject: `Confirm your new e-mail address for ${site}`,
      text: [
        `The account "${user.username}" on ${site} asked to use this e-mail address.`,
        '',
        `Confirm it here (the link works once, for ${EMAIL_CHANGE_LINK_HOURS} hours):`,
        `${siteUrl}${CONFIRM_EMAIL_PATH}#${token}`,
        '',
        'If you did not ask for this, ignore this e-mail: nothing changes.',
        '',
      ].join('\n'),
    };
  }
}

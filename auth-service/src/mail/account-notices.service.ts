import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { MailConfig } from './mail.config';
import { type AccountChange, accountNoticeText } from './account-notice';
import { MailOutboxService } from './mail-outbox.service';

/** Whom a notice is about: the address is the one the account had before the change. */
export interface NoticeRecipient {
  username: string;
  email: string | null;
}

/**
 * Tells an account's e-mail address of every change of e-mail address, password and second factor, through
 * the outbox: whoever made it with a stolen session cannot keep it from the owner.
 */
@Injectable()
export class AccountNoticesService {
  private readonly logger = new Logger(AccountNoticesService.name);

  constructor(
    private readonly outbox: MailOutboxService,
    private readonly config: ConfigService,
  ) {}

  async tell(recipient: NoticeRecipient, change: AccountChange, clientAddress: string | null): Promise<void> {
    if (!recipient.email) return;
    const site = new URL(this.config.getOrThrow<MailConfig>('mail').siteUrl).hostname;
    const queued = await this.outbox.enqueue({
      to: recipient.email,
      subject: `Security notice for your account on ${site}`,
      text: accountNoticeText(change, recipient.username, site, new Date(), clientAddress),
    });
    if (!queued) this.logger.warn(`An account change (${change.kind}) could not be told by e-mail: SMTP_URL is not set.`);
  }
}

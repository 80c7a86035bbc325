import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { SmtpMailer } from '@site/nest-server-kit';
import { notificationConfig } from '../config/notification.config';
import type { NotificationEmail } from './notification-email';

/** Sends staff notifications through the SMTP server of SMTP_URL, over TLS unless SMTP_ALLOW_PLAINTEXT; absent when e-mail is not configured. */
@Injectable()
export class MailSender implements OnModuleDestroy {
  private readonly mailer: SmtpMailer;

  constructor(@Inject(notificationConfig.KEY) private readonly config: ConfigType<typeof notificationConfig>) {
    this.mailer = new SmtpMailer(config.smtp);
  }

  get configured(): boolean {
    return this.mailer.configured;
  }

  /** Sends to `to`, or to ENQUIRY_NOTIFY_TO when none is given. */
  async send(email: NotificationEmail, to?: string): Promise<void> {
    const smtp = this.config.smtp;
    if (!smtp) throw new Error('SMTP is not configured');
    await this.mailer.send({ to: to ?? smtp.to, replyTo: email.replyTo, subject: email.subject, text: email.text });
  }

  onModuleDestroy(): void {
    this.mailer.close();
  }
}

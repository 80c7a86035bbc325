import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { createTransport, type Transporter } from 'nodemailer';
import { notificationConfig } from '../config/notification.config';
import type { NotificationEmail } from './notification-email';

/** Sends staff notifications through the SMTP server of SMTP_URL, over TLS unless SMTP_ALLOW_PLAINTEXT; absent when e-mail is not configured. */
@Injectable()
export class MailSender implements OnModuleDestroy {
  private readonly transport: Transporter | undefined;

  constructor(@Inject(notificationConfig.KEY) private readonly config: ConfigType<typeof notificationConfig>) {
    const smtp = config.smtp;
    // smtps:// is TLS from the start; on smtp:// requireTLS makes nodemailer refuse a server without STARTTLS.
    this.transport = smtp
      ? createTransport({ url: smtp.url, requireTLS: !smtp.allowPlaintext, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 })
      : undefined;
  }

  get configured(): boolean {
    return this.transport !== undefined;
  }

  /** Sends to `to`, or to ENQUIRY_NOTIFY_TO when none is given. */
  async send(email: NotificationEmail, to?: string): Promise<void> {
    const smtp = this.config.smtp;
    if (!this.transport || !smtp) throw new Error('SMTP is not configured');
    await this.transport.sendMail({ from: smtp.from, to: to ?? smtp.to, replyTo: email.replyTo, subject: email.subject, text: email.text });
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}

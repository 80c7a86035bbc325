import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createTransport, Transporter } from 'nodemailer';
import type { MailConfig } from './mail.config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Sends through the SMTP server of SMTP_URL, over TLS unless SMTP_ALLOW_PLAINTEXT; `configured` is false when there is none. */
@Injectable()
export class MailSender implements OnModuleDestroy {
  private readonly transport: Transporter | undefined;
  private readonly from: string | undefined;

  constructor(config: ConfigService) {
    const { smtp } = config.getOrThrow<MailConfig>('mail');
    this.from = smtp?.from;
    // smtps:// is TLS from the start; on smtp:// requireTLS makes nodemailer refuse a server without STARTTLS.
    this.transport = smtp
      ? createTransport({ url: smtp.url, requireTLS: !smtp.allowPlaintext, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 })
      : undefined;
  }

  get configured(): boolean {
    return this.transport !== undefined;
  }

  async send(mail: OutgoingMail): Promise<void> {
    if (!this.transport) throw new Error('SMTP is not configured');
    await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text });
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}

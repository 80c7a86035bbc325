import { createTransport, type Transporter } from 'nodemailer';

/** The SMTP server of SMTP_URL and the sender address; over TLS unless `allowPlaintext` (a local test server). */
export interface SmtpSettings {
  url: string;
  from: string;
  allowPlaintext: boolean;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

/** What an outbox keeps of an e-mail (it has no Reply-To). */
export type QueuedMail = Omit<OutgoingMail, 'replyTo'>;

/** Sends through one SMTP server; `configured` is false (and `send` throws) when there is none. */
export class SmtpMailer {
  private readonly transport: Transporter | undefined;

  constructor(private readonly settings: SmtpSettings | undefined) {
    // smtps:// is TLS from the start; on smtp:// requireTLS makes nodemailer refuse a server without STARTTLS.
    this.transport = settings
      ? createTransport({ url: settings.url, requireTLS: !settings.allowPlaintext, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 })
      : undefined;
  }

  get configured(): boolean {
    return this.transport !== undefined;
  }

  async send(mail: OutgoingMail): Promise<void> {
    if (!this.transport || !this.settings) throw new Error('SMTP is not configured');
    await this.transport.sendMail({ from: this.settings.from, to: mail.to, replyTo: mail.replyTo, subject: mail.subject, text: mail.text });
  }

  close(): void {
    this.transport?.close();
  }
}

import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { SmtpMailer } from '@site/nest-server-kit';
import type { AppConfig } from '../config/app.config';

/** Sends through the SMTP server of SMTP_URL, over TLS unless SMTP_ALLOW_PLAINTEXT; `configured` is false when there is none. */
@Injectable()
export class MailSender extends SmtpMailer implements OnModuleDestroy {
  constructor(config: ConfigService) {
    super(config.getOrThrow<AppConfig>('app').mail.smtp);
  }

  onModuleDestroy(): void {
    this.close();
  }
}

import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { MailOutbox } from '@site/nest-server-kit';
import type { AppConfig } from '../config/app.config';
import { MailSender } from './mail-sender';
import { OutboxRepository } from './outbox.repository';

/** content.outbox: e-mails to staff (reviewers' decisions) are stored, then sent by whichever instance leases them. */
@Injectable()
export class MailOutboxService extends MailOutbox implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(outbox: OutboxRepository, mail: MailSender, config: ConfigService) {
    super(outbox, mail, config.getOrThrow<AppConfig>('app').mail, new Logger(MailOutboxService.name));
  }

  onApplicationBootstrap(): void {
    this.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }
}

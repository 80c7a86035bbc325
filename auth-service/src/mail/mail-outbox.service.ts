import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { MailOutbox } from '@site/nest-server-kit';
import type { MailConfig } from './mail.config';
import { MailSender } from './mail-sender';
import { OutboxRepository } from './outbox.repository';

/**
 * auth.outbox: e-mails (invitations, password resets, account notices) are stored, then sent by whichever
 * instance leases them (the kit's MailOutbox). A sent or abandoned e-mail's text is blanked, since it holds
 * a one-time link.
 */
@Injectable()
export class MailOutboxService extends MailOutbox implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(outbox: OutboxRepository, mail: MailSender, config: ConfigService) {
    super(outbox, mail, config.getOrThrow<MailConfig>('mail'), new Logger(MailOutboxService.name));
  }

  onApplicationBootstrap(): void {
    this.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MailOutboxTable } from '@site/nest-server-kit';
import { DataSource } from 'typeorm';

/** The one reader and writer of auth.outbox: e-mails waiting to be sent (invitations, resets, account notices). */
@Injectable()
export class OutboxRepository extends MailOutboxTable {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource, 'auth');
  }
}

/** The backlog at a glance, for the kit's outbox metrics (outbox_pending_messages, outbox_oldest_pending_age_seconds). */
export const OUTBOX_BACKLOG_SQL = MailOutboxTable.backlogSql('auth');

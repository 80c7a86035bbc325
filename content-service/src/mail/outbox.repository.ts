import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MailOutboxTable } from '@site/nest-server-kit';
import { DataSource } from 'typeorm';

/** The one reader and writer of content.outbox: e-mails to staff waiting to be sent. */
@Injectable()
export class OutboxRepository extends MailOutboxTable {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource, 'content');
  }
}

/** The backlog at a glance, for the kit's outbox metrics. */
export const OUTBOX_BACKLOG_SQL = MailOutboxTable.backlogSql('content');

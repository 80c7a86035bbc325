import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ContentType } from '@site/contracts';
import { DataSource } from 'typeorm';

/** The one owner of content.publishing_settings: whether a type needs an approval before it is published. */
@Injectable()
export class PublishingSettingsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async all(): Promise<Array<{ type: ContentType; approvalRequired: boolean }>> {
    const rows: Array<{ type: ContentType; approval_required: boolean }> = await this.dataSource.query('SELECT type, approval_required FROM content.publishing_settings');
    return rows.map((row) => ({ type: row.type, approvalRequired: row.approval_required }));
  }

  /** Sets every given type's setting in one transaction. */
  async set(settings: Array<{ type: ContentType; approvalRequired: boolean }>, updatedById: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      for (const { type, approvalRequired } of settings) {
        await manager.query(
          `INSERT INTO content.publishing_settings (type, approval_required, updated_by_id) VALUES ($1, $2, $3)
           ON CONFLICT (type) DO UPDATE SET approval_required = EXCLUDED.approval_required, updated_at = now(), updated_by_id = EXCLUDED.updated_by_id`,
          [type, approvalRequired, updatedById],
        );
      }
    });
  }
}

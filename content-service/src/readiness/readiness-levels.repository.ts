import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ReadinessLevel } from '@site/contracts';
import { DataSource } from 'typeorm';

/** The one owner of content.readiness_levels: the level an administrator set for each rule. */
@Injectable()
export class ReadinessLevelsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async all(): Promise<Array<{ ruleId: string; level: ReadinessLevel }>> {
    const rows: Array<{ rule_id: string; level: ReadinessLevel }> = await this.dataSource.query('SELECT rule_id, level FROM content.readiness_levels');
    return rows.map((row) => ({ ruleId: row.rule_id, level: row.level }));
  }

  /** Sets the given rules' levels in one transaction. */
  async set(levels: Array<{ ruleId: string; level: ReadinessLevel }>, updatedById: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      for (const { ruleId, level } of levels) {
        await manager.query(
          `INSERT INTO content.readiness_levels (rule_id, level, updated_by_id) VALUES ($1, $2, $3)
           ON CONFLICT (rule_id) DO UPDATE SET level = EXCLUDED.level, updated_at = now(), updated_by_id = EXCLUDED.updated_by_id`,
          [ruleId, level, updatedById],
        );
      }
    });
  }
}

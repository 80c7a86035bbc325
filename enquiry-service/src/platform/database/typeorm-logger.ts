import { Logger as NestLogger } from '@nestjs/common';
import type { Logger } from 'typeorm';

/** Routes TypeORM's messages through Nest's logger so they follow the app's log settings. */
export class TypeOrmNestLogger implements Logger {
  private readonly logger = new NestLogger('TypeORM');

  logQuery(): void {}

  logQueryError(error: string | Error, query: string): void {
    this.logger.error(`${error instanceof Error ? error.message : error} -- ${query}`);
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn(`Slow query (${time} ms): ${query}`);
  }

  logSchemaBuild(message: string): void {
    this.logger.log(message);
  }

  logMigration(message: string): void {
    this.logger.log(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') {
      this.logger.warn(String(message));
    } else {
      this.logger.log(String(message));
    }
  }
}

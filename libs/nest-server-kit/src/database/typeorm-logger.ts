import { Logger as NestLogger } from '@nestjs/common';
import type { Logger } from 'typeorm';
import { isDatabaseUnavailable } from '../errors/database-errors';

/**
 * Routes TypeORM's messages through Nest's logger. Failures of an unreachable database are left to
 * DatabaseAvailability, which logs an outage once rather than once per query.
 */
export class TypeOrmNestLogger implements Logger {
  private readonly logger = new NestLogger('TypeORM');

  logQuery(): void {}

  logQueryError(error: string | Error, query: string): void {
    if (isDatabaseUnavailable(error)) {
      return;
    }
    this.logger.error({ message: 'Query failed', error: error instanceof Error ? error.message : error, query });
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn({ message: 'Slow query', durationMs: time, query });
  }

  logSchemaBuild(message: string): void {
    this.logger.log(message);
  }

  logMigration(message: string): void {
    this.logger.log(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    // An idle pooled connection that dies (a database restart) is replaced by the pool; an outage that
    // matters shows on the next query and is logged once by DatabaseAvailability.
    if (String(message).startsWith('Postgres pool raised an error')) {
      this.logger.debug(String(message));
    } else if (level === 'warn') {
      this.logger.warn(String(message));
    } else {
      this.logger.log(String(message));
    }
  }
}

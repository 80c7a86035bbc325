import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { type ContentChange, notifyContentChanged } from '../cache/content-changes';
import { ContentCache } from '../cache/content-cache';
import { isSlugUniqueViolation, slugConflict } from './slug-conflict';

export interface WriteOutcome<T> {
  result: T;
  change: ContentChange;
}

/**
 * Runs every change to the content in one transaction that also notifies every instance, then empties
 * this instance's cache at once so its next read shows the change. Two saves that race for a slug meet
 * the unique index; the loser gets the usual slug conflict (409).
 */
@Injectable()
export class ContentWrites {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: ContentCache,
  ) {}

  async run<T>(slug: string | undefined, change: (manager: EntityManager) => Promise<WriteOutcome<T>>): Promise<T> {
    let outcome: WriteOutcome<T>;
    try {
      outcome = await this.dataSource.transaction(async (manager) => {
        const done = await change(manager);
        await notifyContentChanged(manager, done.change);
        return done;
      });
    } catch (error) {
      if (isSlugUniqueViolation(error)) {
        throw slugConflict(slug ?? '');
      }
      throw error;
    }
    this.cache.invalidateAll();
    return outcome.result;
  }
}

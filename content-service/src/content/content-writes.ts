import { Injectable } from '@nestjs/common';
import { type ContentChange, notifyContentChanged } from '../cache/content-changes.repository';
import { ContentCache } from '../cache/content-cache';
import type { Transaction } from '../database/transaction';
import { ContentItemsRepository } from './content-items.repository';
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
    private readonly items: ContentItemsRepository,
    private readonly cache: ContentCache,
  ) {}

  async run<T>(slug: string | undefined, change: (tx: Transaction) => Promise<WriteOutcome<T>>): Promise<T> {
    let outcome: WriteOutcome<T>;
    try {
      outcome = await this.items.transaction(async (tx) => {
        const done = await change(tx);
        await notifyContentChanged(tx, done.change, this.cache.instanceId);
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

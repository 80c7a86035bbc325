import { Injectable } from '@nestjs/common';
import { ContentItemsRepository } from '../content/content-items.repository';
import type { ContentType } from '../content/content.constants';
import type { Transaction } from '../database/transaction';
import { SlugRedirectsRepository } from './slug-redirects.repository';

/** Where an old address leads: the item's type and current slug. */
export interface RedirectTarget {
  type: ContentType;
  slug: string;
}

/**
 * Old slugs of published items. A redirect names the item, not its next slug, so after any number of
 * renames every old address leads to the current one in one hop.
 */
@Injectable()
export class SlugRedirects {
  constructor(
    private readonly redirects: SlugRedirectsRepository,
    private readonly items: ContentItemsRepository,
  ) {}

  /** Remembers that a published item was at `oldSlug` (taking the address over if another item had it). */
  recordMove(tx: Transaction, oldSlug: string, itemId: string): Promise<void> {
    return this.redirects.upsert(tx, oldSlug, itemId);
  }

  /**
   * Makes `slug` the item's own: a redirect from it is dropped. When it led to another item, the notice
   * the writer is shown says so.
   */
  async claim(tx: Transaction, slug: string, itemId: string): Promise<string | undefined> {
    const ledTo = await this.redirects.remove(tx, slug);
    if (ledTo === undefined || ledTo === itemId) return undefined;
    const title = await this.items.titleOf(tx, ledTo);
    return title === undefined ? undefined : `This address used to redirect to "${title}"; it now belongs to this item`;
  }

  /** Sends `slug` to another item (an unpublished or trashed item's address, issue 35's "linked from N"). */
  pointAt(tx: Transaction, slug: string, itemId: string): Promise<void> {
    return this.redirects.upsert(tx, slug, itemId);
  }

  /** True when an address still redirects to some item. */
  exists(tx: Transaction, slug: string): Promise<boolean> {
    return this.redirects.exists(tx, slug);
  }

  /** Where `oldSlug` leads, if it leads to an item visitors may see today; null otherwise. */
  async publicTarget(oldSlug: string, today: string): Promise<RedirectTarget | null> {
    const itemId = await this.redirects.itemAt(oldSlug);
    return itemId === undefined ? null : this.items.publicAddress(itemId, today);
  }
}

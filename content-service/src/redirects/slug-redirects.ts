import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { ContentType } from '../content/content.constants';

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
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Remembers that a published item was at `oldSlug` (taking the address over if another item had it). */
  async recordMove(manager: EntityManager, oldSlug: string, itemId: string): Promise<void> {
    await manager.query(
      `INSERT INTO content.slug_redirects (old_slug, item_id) VALUES ($1, $2)
       ON CONFLICT (old_slug) DO UPDATE SET item_id = EXCLUDED.item_id, created_at = now()`,
      [oldSlug, itemId],
    );
  }

  /**
   * Makes `slug` the item's own: a redirect from it is dropped. When it led to another item, the notice
   * the writer is shown says so.
   */
  async claim(manager: EntityManager, slug: string, itemId: string): Promise<string | undefined> {
    const dropped: Array<{ id: string; title: string }> = await manager.query(
      `WITH dropped AS (DELETE FROM content.slug_redirects WHERE old_slug = $1 RETURNING item_id)
       SELECT item.id, item.title FROM dropped JOIN content.content_items item ON item.id = dropped.item_id`,
      [slug],
    );
    const other = dropped.find((item) => item.id !== itemId);
    return other ? `This address used to redirect to "${other.title}"; it now belongs to this item` : undefined;
  }

  /** True when an address still redirects to some item. */
  async exists(manager: EntityManager, slug: string): Promise<boolean> {
    const rows: unknown[] = await manager.query('SELECT 1 FROM content.slug_redirects WHERE old_slug = $1', [slug]);
    return rows.length > 0;
  }

  /** Where `oldSlug` leads, if it leads to an item visitors may see today; null otherwise. */
  async publicTarget(oldSlug: string, today: string): Promise<RedirectTarget | null> {
    const rows: RedirectTarget[] = await this.dataSource.query(
      `SELECT item.type, item.slug FROM content.slug_redirects redirect
         JOIN content.content_items item ON item.id = redirect.item_id
        WHERE redirect.old_slug = $1 AND item.deleted_at IS NULL AND item.status = 'published'
          AND (item.date_published IS NULL OR item.date_published <= $2)`,
      [oldSlug, today],
    );
    return rows[0] ?? null;
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Transaction } from '../database/transaction';
import { SlugRedirect } from './slug-redirect.entity';

/** The one owner of content.slug_redirects: old slugs of published items and the item each leads to. */
@Injectable()
export class SlugRedirectsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Points `oldSlug` at the item, taking the address over if another item had it. */
  async upsert(tx: Transaction, oldSlug: string, itemId: string): Promise<void> {
    await tx.query(
      `INSERT INTO content.slug_redirects (old_slug, item_id) VALUES ($1, $2)
       ON CONFLICT (old_slug) DO UPDATE SET item_id = EXCLUDED.item_id, created_at = now()`,
      [oldSlug, itemId],
    );
  }

  /** Drops the redirect from `slug`; returns the item it led to, if there was one. */
  async remove(tx: Transaction, slug: string): Promise<string | undefined> {
    const dropped: Array<{ item_id: string }> = await tx.query(
      'WITH dropped AS (DELETE FROM content.slug_redirects WHERE old_slug = $1 RETURNING item_id) SELECT item_id FROM dropped',
      [slug],
    );
    return dropped[0]?.item_id;
  }

  exists(tx: Transaction, slug: string): Promise<boolean> {
    return tx.existsBy(SlugRedirect, { oldSlug: slug });
  }

  /** The item `oldSlug` leads to, if any. */
  async itemAt(oldSlug: string): Promise<string | undefined> {
    const redirect = await this.dataSource.manager.findOneBy(SlugRedirect, { oldSlug });
    return redirect?.itemId;
  }
}

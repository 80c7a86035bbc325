import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, In } from 'typeorm';
import type { Transaction } from '../database/transaction';
import { MediaItem } from './media.entity';

/** A new library image as stored. */
export type NewMediaRow = Omit<MediaItem, 'id' | 'createdAt' | 'focalX' | 'focalY'>;

/** The one owner of content.media and content.media_usages (which items use which image). */
@Injectable()
export class MediaRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  findByHash(hash: string): Promise<MediaItem | null> {
    return this.manager().findOneBy(MediaItem, { hash });
  }

  /** Stores the image unless one with its hash is there already (two uploads at once); returns the stored one. */
  async insertOrKeep(row: NewMediaRow): Promise<MediaItem> {
    await this.dataSource.createQueryBuilder().insert().into(MediaItem).values(row).orIgnore().execute();
    return this.manager().findOneByOrFail(MediaItem, { hash: row.hash });
  }

  /** Newest first, one page. */
  page(limit: number, offset: number): Promise<[MediaItem[], number]> {
    return this.manager().findAndCount(MediaItem, { order: { createdAt: 'DESC', id: 'ASC' }, take: limit, skip: offset });
  }

  findById(id: string): Promise<MediaItem | null> {
    return this.manager().findOneBy(MediaItem, { id });
  }

  lock(tx: Transaction, id: string): Promise<MediaItem | null> {
    return tx.findOne(MediaItem, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async setAlt(id: string, alt: string | null): Promise<void> {
    await this.manager().update(MediaItem, { id }, { alt });
  }

  async setFocalPoint(tx: Transaction, id: string, focalX: number, focalY: number): Promise<void> {
    await tx.update(MediaItem, { id }, { focalX, focalY });
  }

  async delete(tx: Transaction, id: string): Promise<void> {
    await tx.delete(MediaItem, { id });
  }

  async byHashes(hashes: readonly string[]): Promise<MediaItem[]> {
    if (hashes.length === 0) return [];
    return this.manager().findBy(MediaItem, { hash: In([...new Set(hashes)]) });
  }

  /** Which items use each of these images: pairs of media id and item id. */
  usages(mediaIds: readonly string[], tx?: Transaction): Promise<Array<{ mediaId: string; itemId: string }>> {
    if (mediaIds.length === 0) return Promise.resolve([]);
    return this.manager(tx).query('SELECT media_id AS "mediaId", item_id AS "itemId" FROM content.media_usages WHERE media_id = ANY($1::uuid[])', [
      mediaIds,
    ]);
  }

  /** The item now uses exactly the library images with these hashes (hashes not in the library are left out). */
  async replaceUsages(tx: Transaction, itemId: string, hashes: readonly string[]): Promise<void> {
    await tx.query('DELETE FROM content.media_usages WHERE item_id = $1', [itemId]);
    if (hashes.length > 0) {
      await tx.query(
        `INSERT INTO content.media_usages (media_id, item_id)
         SELECT id, $1 FROM content.media WHERE hash = ANY($2::varchar[]) ON CONFLICT DO NOTHING`,
        [itemId, [...new Set(hashes)]],
      );
    }
  }

  private manager(tx?: Transaction): EntityManager {
    return tx ?? this.dataSource.manager;
  }
}

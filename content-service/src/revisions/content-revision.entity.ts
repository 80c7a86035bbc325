import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ContentStatus } from '../content/content.constants';
import type { StoredCmsItem } from '../content/cms-content-item';

/** One saved state of an item: who saved it, when, and the whole item as the CMS answered it then. */
@Entity({ name: 'content_revisions', schema: 'content' })
export class ContentRevision {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'item_id', type: 'uuid' })
  itemId!: string;

  @Column({ type: 'integer' })
  version!: number;

  @CreateDateColumn({ name: 'saved_at', type: 'timestamptz' })
  savedAt!: Date;

  @Column({ name: 'saved_by_id', type: 'uuid', nullable: true })
  savedById!: string | null;

  @Column({ name: 'saved_by_name', type: 'text', nullable: true })
  savedByName!: string | null;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'varchar', length: 20 })
  status!: ContentStatus;

  @Column({ type: 'jsonb' })
  item!: StoredCmsItem;
}

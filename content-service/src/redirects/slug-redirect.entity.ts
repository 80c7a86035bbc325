import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** An address a published item had before its slug changed: it answers 301 to wherever the item is now. */
@Entity({ name: 'slug_redirects', schema: 'content' })
export class SlugRedirect {
  @PrimaryColumn({ name: 'old_slug', type: 'varchar', length: 200 })
  oldSlug!: string;

  @Column({ name: 'item_id', type: 'uuid' })
  itemId!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

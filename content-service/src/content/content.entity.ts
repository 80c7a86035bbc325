import { Column, CreateDateColumn, DeleteDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { CONTENT_LIMITS, type ContentStatus, type ContentType } from './content.constants';

export const CONTENT_SLUG_UNIQUE_INDEX = 'UQ_content_items_slug';

/** A blog post or case study. Property order is the order of the JSON the API returns. */
@Entity({ name: 'content_items', schema: 'content' })
export class ContentItem {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 20 })
  type!: ContentType;

  @Column({ type: 'varchar', length: CONTENT_LIMITS.title })
  title!: string;

  @Column({ type: 'varchar', length: CONTENT_LIMITS.author })
  author!: string;

  /** Postgres `date` columns come back as YYYY-MM-DD strings. */
  @Column({ name: 'date_created', type: 'date' })
  dateCreated!: string;

  @Column({ name: 'date_modified', type: 'date' })
  dateModified!: string;

  @Column({ name: 'date_published', type: 'date', nullable: true })
  datePublished!: string | null;

  @Column({ type: 'varchar', length: 20 })
  status!: ContentStatus;

  @Column({ type: 'varchar', length: CONTENT_LIMITS.category })
  category!: string;

  @Column({ type: 'varchar', length: CONTENT_LIMITS.tags })
  tags!: string;

  @Column({ name: 'meta_description', type: 'varchar', length: CONTENT_LIMITS.metaDescription })
  metaDescription!: string;

  @Column({ type: 'varchar', length: CONTENT_LIMITS.description })
  description!: string;

  /** Sanitised HTML. */
  @Column({ type: 'text' })
  content!: string;

  @Column({ name: 'image_url', type: 'varchar', length: CONTENT_LIMITS.imageUrl })
  imageUrl!: string;

  @Column({ name: 'image_alt', type: 'varchar', length: CONTENT_LIMITS.imageAlt })
  imageAlt!: string;

  /** How a shared link looks (issue 35); empty: the title, the meta description, the featured image. */
  @Column({ name: 'social_title', type: 'varchar', length: CONTENT_LIMITS.socialTitle, default: '' })
  socialTitle!: string;

  @Column({ name: 'social_description', type: 'varchar', length: CONTENT_LIMITS.socialDescription, default: '' })
  socialDescription!: string;

  @Column({ name: 'social_image_url', type: 'varchar', length: CONTENT_LIMITS.socialImageUrl, default: '' })
  socialImageUrl!: string;

  /** Unique among the items not in the trash: a trashed item's address may be taken by another. */
  @Index(CONTENT_SLUG_UNIQUE_INDEX, { unique: true, where: 'deleted_at IS NULL' })
  @Column({ type: 'varchar', length: CONTENT_LIMITS.slug })
  slug!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  // Who created and last changed the item: read only where asked for (select: false), so the public
  // answers, which serialise this entity, never carry staff names or ids.
  @Column({ name: 'created_by_id', type: 'uuid', nullable: true, select: false })
  createdById!: string | null;

  @Column({ name: 'created_by_name', type: 'text', nullable: true, select: false })
  createdByName!: string | null;

  @Column({ name: 'updated_by_id', type: 'uuid', nullable: true, select: false })
  updatedById!: string | null;

  @Column({ name: 'updated_by_name', type: 'text', nullable: true, select: false })
  updatedByName!: string | null;

  /** 1 when created, one more on every save or restore: a save based on an older version is refused. Staff only. */
  @Column({ type: 'integer', select: false })
  version!: number;

  // In the trash since deletedAt (null when not): every find() leaves these items out unless asked
  // withDeleted, so no public or staff read can show a trashed item by mistake.
  @DeleteDateColumn({ name: 'deleted_at', type: 'timestamptz', nullable: true, select: false })
  deletedAt!: Date | null;

  @Column({ name: 'deleted_by_id', type: 'uuid', nullable: true, select: false })
  deletedById!: string | null;

  @Column({ name: 'deleted_by_name', type: 'text', nullable: true, select: false })
  deletedByName!: string | null;

  /** The body as visitors get it: library images as <picture> (media/body-images.ts), made on every save. */
  @Column({ name: 'rendered_content', type: 'text', select: false })
  renderedContent!: string;

  /** The signature of the width ladder renderedContent was made with; a start-up step re-renders on a change. */
  @Column({ name: 'rendered_ladder', type: 'varchar', length: 64, select: false })
  renderedLadder!: string;
}

/** The columns that record who created and last changed an item. */
export type ContentAuthorship = Pick<ContentItem, 'createdById' | 'createdByName' | 'updatedById' | 'updatedByName'>;

/** The columns that record an item's move to the trash. */
export type ContentTrashing = Pick<ContentItem, 'deletedAt' | 'deletedById' | 'deletedByName'>;

/** The columns of the body as rendered for visitors. */
export type ContentRendering = Pick<ContentItem, 'renderedContent' | 'renderedLadder'>;

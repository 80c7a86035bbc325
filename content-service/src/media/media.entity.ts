import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { MediaFormat } from './media-names';

export interface MediaVariantRecord {
  name: string;
  width: number;
  format: MediaFormat;
  bytes: number;
}

/** One uploaded image of the library and the variants made from it. */
@Entity({ name: 'media', schema: 'content' })
export class MediaItem {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** First 16 hex digits of the SHA-256 of the uploaded bytes: the same file uploaded again is the same item. */
  @Index('UQ_media_hash', { unique: true })
  @Column({ type: 'varchar', length: 16 })
  hash!: string;

  @Column({ name: 'file_name', type: 'text' })
  fileName!: string;

  /** The uploaded file's format. */
  @Column({ type: 'varchar', length: 8 })
  format!: MediaFormat;

  /** Size of the largest variant. */
  @Column({ type: 'int' })
  width!: number;

  @Column({ type: 'int' })
  height!: number;

  @Column({ name: 'original_width', type: 'int' })
  originalWidth!: number;

  @Column({ name: 'original_height', type: 'int' })
  originalHeight!: number;

  /** The uploaded file as it came, kept in media storage but never served (null: uploaded before originals were kept). */
  @Column({ name: 'original_file', type: 'text', nullable: true })
  originalFile!: string | null;

  /** The focal point, 0 to 1 from the left and from the top: crops keep it in view. */
  @Column({ name: 'focal_x', type: 'real', default: 0.5 })
  focalX!: number;

  @Column({ name: 'focal_y', type: 'real', default: 0.5 })
  focalY!: number;

  /** Size of the uploaded file. */
  @Column({ type: 'bigint', transformer: { to: (value: number) => value, from: (value: string) => Number(value) } })
  bytes!: number;

  /** null: no alt text yet; '': decorative (explicitly empty alt). */
  @Column({ type: 'text', nullable: true })
  alt!: string | null;

  @Column({ type: 'jsonb' })
  variants!: MediaVariantRecord[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'created_by_id', type: 'uuid', nullable: true })
  createdById!: string | null;

  @Column({ name: 'created_by_name', type: 'text', nullable: true })
  createdByName!: string | null;
}

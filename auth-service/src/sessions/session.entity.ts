import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { USERNAME_MAX_LENGTH } from '../users/user.entity';

/** One login. Its id is the `sid` claim of every token issued for it; revoking it ends them all. */
@Entity({ name: 'sessions' })
export class Session {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'sessions_pkey' })
  id!: string;

  @Column({ type: 'varchar', length: USERNAME_MAX_LENGTH })
  username!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** The absolute end: no renewal goes past it. */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'renewed_at', type: 'timestamptz', nullable: true })
  renewedAt!: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;
}

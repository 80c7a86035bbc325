import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One login. Its id is the `sid` claim of every token issued for it; revoking it ends them all. */
@Entity({ name: 'sessions' })
export class Session {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'sessions_pkey' })
  id!: string;

  /** Null only for sessions of users that were gone before users had ids (always revoked). */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId!: string | null;

  @Column({ name: 'client_address', type: 'varchar', length: 100, nullable: true })
  clientAddress!: string | null;

  @Column({ name: 'user_agent', type: 'varchar', length: 500, nullable: true })
  userAgent!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** The absolute end: no renewal goes past it. */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'renewed_at', type: 'timestamptz', nullable: true })
  renewedAt!: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  /** When its user last signed in afresh at the identity provider; used (and cleared) by one sensitive change. */
  @Column({ name: 'reauthenticated_at', type: 'timestamptz', nullable: true })
  reauthenticatedAt!: Date | null;
}

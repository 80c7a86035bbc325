import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type LoginFailureScope = 'ip' | 'username';

/** One failed login, counted once per client IP and once per (lower-cased) username. */
@Entity({ name: 'login_failures' })
@Index('login_failures_scope_key_failed_at_idx', ['scope', 'key', 'failedAt'])
@Index('login_failures_failed_at_idx', ['failedAt'])
export class LoginFailure {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS', primaryKeyConstraintName: 'login_failures_pkey' })
  id!: string;

  @Column({ type: 'varchar', length: 16 })
  scope!: LoginFailureScope;

  @Column({ type: 'varchar', length: 200 })
  key!: string;

  @Column({ name: 'failed_at', type: 'timestamptz', default: () => 'now()' })
  failedAt!: Date;
}

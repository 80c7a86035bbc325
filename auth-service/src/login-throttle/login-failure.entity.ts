import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * 'pair' keys are `<address key> <username>`, 'address' keys the address key (an IPv6 /64 for IPv6),
 * 'account' keys `<user id> (code)`: second-step codes of one account from any address.
 */
export type LoginFailureScope = 'pair' | 'address' | 'account';

/**
 * One login attempt, written before its password is checked and counted as a failure unless it succeeds
 * (a success deletes it). Recording first means parallel attempts cannot all slip past the limit.
 */
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

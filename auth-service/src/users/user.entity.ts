import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import type { Role, UserStatus } from './role';
import { DISPLAY_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH, USERNAME_MAX_LENGTH } from './user-fields';

@Entity({ name: 'users' })
@Unique('users_username_key', ['username'])
export class User {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'users_pkey' })
  id!: string;

  @Column({ type: 'varchar', length: USERNAME_MAX_LENGTH })
  username!: string;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash!: string;

  /** Unique whatever its case (index users_email_lower_key); null for the first administrator until they add one. */
  @Column({ type: 'varchar', length: EMAIL_MAX_LENGTH, nullable: true })
  email!: string | null;

  @Column({ name: 'display_name', type: 'varchar', length: DISPLAY_NAME_MAX_LENGTH })
  displayName!: string;

  @Column({ type: 'varchar', length: 16, default: 'contributor' })
  role!: Role;

  @Column({ type: 'varchar', length: 16, default: 'active' })
  status!: UserStatus;

  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true })
  lastLoginAt!: Date | null;

  /** Base32 TOTP secret: set while enrolling (mfaEnabled false) and once confirmed. */
  @Column({ name: 'totp_secret', type: 'text', nullable: true })
  totpSecret!: string | null;

  @Column({ name: 'mfa_enabled', type: 'boolean', default: false })
  mfaEnabled!: boolean;

  /** The 30-second time step of the last accepted code: no code of that step or an earlier one is taken again. */
  @Column({ name: 'totp_last_step', type: 'bigint', nullable: true })
  totpLastStep!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

import type { MfaPolicy } from '@site/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The policies are @site/contracts', whose list web's setting offers too. */
export { MFA_POLICIES, type MfaPolicy } from '@site/contracts';

/** The site-wide security settings: one row (id 1), made by the migration. */
@Entity({ name: 'security_settings' })
export class SecuritySettings {
  @PrimaryColumn({ type: 'smallint', primaryKeyConstraintName: 'security_settings_pkey' })
  id!: number;

  /** Who must use two-step sign-in; null until an administrator chooses (then MFA_DEFAULT_POLICY applies). */
  @Column({ name: 'mfa_required_for', type: 'varchar', length: 16, nullable: true })
  mfaRequiredFor!: MfaPolicy | null;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @Column({ name: 'updated_by', type: 'uuid', nullable: true })
  updatedBy!: string | null;
}

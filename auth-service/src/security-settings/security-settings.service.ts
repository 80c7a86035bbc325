import { Injectable } from '@nestjs/common';
import type { SecuritySettingsView } from '@site/contracts';
import type { RequestOrigin } from '@site/nest-server-kit';
import { AuditLogger } from '../audit/audit-logger';
import type { Role } from '../users/role';
import type { User } from '../users/user.entity';
import type { MfaPolicy } from './security-settings.entity';
import { SecuritySettingsRepository } from './security-settings.repository';

/** The settings as the API answers them: @site/contracts' view, which web reads too. */
export type { SecuritySettingsView };

@Injectable()
export class SecuritySettingsService {
  constructor(
    private readonly settings: SecuritySettingsRepository,
    private readonly audit: AuditLogger,
  ) {}

  async current(): Promise<SecuritySettingsView> {
    const row = await this.settings.find();
    return { mfaRequiredFor: row?.mfaRequiredFor ?? 'nobody' };
  }

  /** Whether the policy makes someone of this role use two-step sign-in. */
  async requiresMfa(role: Role): Promise<boolean> {
    const { mfaRequiredFor } = await this.current();
    return mfaRequiredFor === 'everyone' || (mfaRequiredFor === 'administrators' && role === 'administrator');
  }

  async change(mfaRequiredFor: MfaPolicy, by: User, origin: RequestOrigin): Promise<SecuritySettingsView> {
    const before = await this.current();
    await this.settings.setMfaPolicy(mfaRequiredFor, by.id);
    if (before.mfaRequiredFor !== mfaRequiredFor) {
      await this.audit.record({
        event: 'security_settings.changed',
        userId: by.id,
        username: by.username,
        reason: `two-step sign-in required for ${before.mfaRequiredFor} -> ${mfaRequiredFor}`,
        ...origin,
      });
    }
    return { mfaRequiredFor };
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { RequestOrigin } from '@site/nest-server-kit';
import { Repository } from 'typeorm';
import { AuditLogger } from '../audit/audit-logger';
import type { Role } from '../users/role';
import type { User } from '../users/user.entity';
import { MfaPolicy, SecuritySettings } from './security-settings.entity';

export interface SecuritySettingsView {
  mfaRequiredFor: MfaPolicy;
}

@Injectable()
export class SecuritySettingsService {
  constructor(
    @InjectRepository(SecuritySettings) private readonly settings: Repository<SecuritySettings>,
    private readonly audit: AuditLogger,
  ) {}

  async current(): Promise<SecuritySettingsView> {
    const row = await this.settings.findOneBy({ id: 1 });
    return { mfaRequiredFor: row?.mfaRequiredFor ?? 'nobody' };
  }

  /** Whether the policy makes someone of this role use two-step sign-in. */
  async requiresMfa(role: Role): Promise<boolean> {
    const { mfaRequiredFor } = await this.current();
    return mfaRequiredFor === 'everyone' || (mfaRequiredFor === 'administrators' && role === 'administrator');
  }

  async change(mfaRequiredFor: MfaPolicy, by: User, origin: RequestOrigin): Promise<SecuritySettingsView> {
    const before = await this.current();
    await this.settings.update({ id: 1 }, { mfaRequiredFor, updatedBy: by.id, updatedAt: () => 'now()' });
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

import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { SecuritySettingsView } from '@site/contracts';
import type { RequestOrigin } from '@site/nest-server-kit';
import { AuditLogger } from '../audit/audit-logger';
import type { Role } from '../users/role';
import type { User } from '../users/user.entity';
import type { SecuritySettingsConfig } from './security-settings.config';
import type { MfaPolicy } from './security-settings.entity';
import { SecuritySettingsRepository } from './security-settings.repository';

/** The settings as the API answers them: @site/contracts' view, which web reads too. */
export type { SecuritySettingsView };

export const NOBODY_IN_PRODUCTION_WARNING =
  'Two-step sign-in is required of nobody in production: a stolen administrator password is enough to take the site over. ' +
  'Choose "administrators" or "everyone" under Users -> Security setting.';

@Injectable()
export class SecuritySettingsService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SecuritySettingsService.name);

  constructor(
    private readonly settings: SecuritySettingsRepository,
    private readonly audit: AuditLogger,
    private readonly config: ConfigService,
  ) {}

  /** The stored policy, or the environment's default while no administrator has chosen one. */
  async current(): Promise<SecuritySettingsView> {
    const row = await this.settings.find();
    return { mfaRequiredFor: row?.mfaRequiredFor ?? this.environment().defaultMfaPolicy };
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.environment().production && (await this.current()).mfaRequiredFor === 'nobody') this.logger.warn(NOBODY_IN_PRODUCTION_WARNING);
  }

  private environment(): SecuritySettingsConfig {
    return this.config.getOrThrow<SecuritySettingsConfig>('securitySettings');
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

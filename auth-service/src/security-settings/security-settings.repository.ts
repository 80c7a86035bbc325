import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MfaPolicy, SecuritySettings } from './security-settings.entity';

/** auth.security_settings: its one row (id 1), made by the migration. */
@Injectable()
export class SecuritySettingsRepository {
  constructor(@InjectRepository(SecuritySettings) private readonly settings: Repository<SecuritySettings>) {}

  find(): Promise<SecuritySettings | null> {
    return this.settings.findOneBy({ id: 1 });
  }

  async setMfaPolicy(mfaRequiredFor: MfaPolicy, updatedBy: string): Promise<void> {
    await this.settings.update({ id: 1 }, { mfaRequiredFor, updatedBy, updatedAt: () => 'now()' });
  }
}

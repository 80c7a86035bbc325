import type { SecuritySettingsView } from '@site/contracts';
import { IsDefined, IsIn } from 'class-validator';
import { MFA_POLICIES, MfaPolicy } from '../security-settings.entity';

export class SecuritySettingsDto implements SecuritySettingsView {
  @IsIn(MFA_POLICIES, { message: `mfaRequiredFor must be one of: ${MFA_POLICIES.join(', ')}` })
  @IsDefined({ message: 'mfaRequiredFor is required' })
  mfaRequiredFor!: MfaPolicy;
}

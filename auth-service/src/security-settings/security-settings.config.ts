import { ConfigType, registerAs } from '@nestjs/config';
import { MFA_POLICIES } from '@site/contracts';
import { Expose } from 'class-transformer';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { validateEnvironment } from '../config/validate-environment';

class SecuritySettingsEnvironment {
  @Expose()
  @IsOptional()
  @IsString()
  NODE_ENV?: string;

  /** Who must use two-step sign-in until an administrator chooses; by default administrators in production. */
  @Expose()
  @IsOptional()
  @IsIn(MFA_POLICIES, { message: `MFA_DEFAULT_POLICY must be one of: ${MFA_POLICIES.join(', ')}` })
  MFA_DEFAULT_POLICY?: (typeof MFA_POLICIES)[number];
}

/** The two-step sign-in policy in force while none is stored (issue 33: administrators in production, nobody elsewhere). */
export const securitySettingsConfig = registerAs('securitySettings', () => {
  const env = validateEnvironment(SecuritySettingsEnvironment);
  const production = env.NODE_ENV === 'production';
  return { production, defaultMfaPolicy: env.MFA_DEFAULT_POLICY ?? (production ? 'administrators' : 'nobody') };
});

export type SecuritySettingsConfig = ConfigType<typeof securitySettingsConfig>;

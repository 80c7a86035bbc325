import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { PasswordsModule } from '../passwords/passwords.module';
import { SecuritySettingsModule } from '../security-settings/security-settings.module';
import { SessionsModule } from '../sessions/sessions.module';
import { TokensModule } from '../tokens/tokens.module';
import { UsersModule } from '../users/users.module';
import { MfaChallengesRepository } from './mfa-challenges.repository';
import { MfaController } from './mfa.controller';
import { MfaService } from './mfa.service';
import { RecoveryCodesRepository } from './recovery-codes.repository';

@Module({
  imports: [MailModule, TokensModule, PasswordsModule, UsersModule, SessionsModule, SecuritySettingsModule],
  controllers: [MfaController],
  providers: [MfaService, MfaChallengesRepository, RecoveryCodesRepository],
  exports: [MfaService, MfaChallengesRepository],
})
export class MfaModule {}

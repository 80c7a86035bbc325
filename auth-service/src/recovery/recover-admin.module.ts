import { Module } from '@nestjs/common';
import { AppModule } from '../app.module';
import { MfaModule } from '../mfa/mfa.module';
import { PasswordResetModule } from '../password-reset/password-reset.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { AdminRecoveryService } from './admin-recovery.service';

/** The whole app (configuration checked, migrations run) without an HTTP server, plus the recovery. */
@Module({
  imports: [AppModule, UsersModule, SessionsModule, PasswordResetModule, MfaModule],
  providers: [AdminRecoveryService],
})
export class RecoverAdminModule {}

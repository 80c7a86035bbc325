import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { ServerKitModule } from '@site/nest-server-kit';
import { AccessDenialsModule } from './access-denials/access-denials.module';
import { AuditModule } from './audit/audit.module';
import { AccountModule } from './account/account.module';
import { CONFIGURATION } from './config/configuration';
import { DatabaseModule } from './database/database.module';
import { InvitationsModule } from './invitations/invitations.module';
import { KeysModule } from './keys/keys.module';
import { mailOutboxMetrics } from './metrics/outbox-metrics';
import { PasswordResetModule } from './password-reset/password-reset.module';
import { SecuritySettingsModule } from './security-settings/security-settings.module';
import { SignInModule } from './sign-in/sign-in.module';
import { StaffAccessModule } from './staff-access/staff-access.module';
import { UserAdministrationModule } from './users/user-administration.module';
import { UsersModule } from './users/users.module';

@Module({
  imports: [
    ConfigModule.forRoot({
      isGlobal: true,
      ignoreEnvFile: true,
      load: CONFIGURATION,
    }),
    DatabaseModule,
    ServerKitModule.forRoot(),
    AuditModule,
    KeysModule,
    StaffAccessModule,
    AccessDenialsModule,
    SignInModule,
    AccountModule,
    UsersModule,
    UserAdministrationModule,
    InvitationsModule,
    PasswordResetModule,
    SecuritySettingsModule,
  ],
  providers: [mailOutboxMetrics],
})
export class AppModule {}

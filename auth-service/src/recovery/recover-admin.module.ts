import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppModule } from '../app.module';
import { PasswordResetModule } from '../password-reset/password-reset.module';
import { SessionsModule } from '../sessions/sessions.module';
import { User } from '../users/user.entity';
import { UsersModule } from '../users/users.module';
import { AdminRecoveryService } from './admin-recovery.service';

/** The whole app (configuration checked, migrations run) without an HTTP server, plus the recovery. */
@Module({
  imports: [AppModule, TypeOrmModule.forFeature([User]), UsersModule, SessionsModule, PasswordResetModule],
  providers: [AdminRecoveryService],
})
export class RecoverAdminModule {}

import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { SessionsModule } from '../sessions/sessions.module';
import { TokensModule } from '../tokens/tokens.module';
import { UsersModule } from '../users/users.module';
import { StaffSessionGuard } from './staff-session.guard';

/** The global guard every module's routes rely on (@Public() opts out, the kit's @RequireRole narrows). */
@Module({
  imports: [TokensModule, SessionsModule, UsersModule],
  providers: [{ provide: APP_GUARD, useClass: StaffSessionGuard }],
})
export class StaffAccessModule {}

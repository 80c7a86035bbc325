import { Global, Module } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { ACCESS_DENIALS, AccessDeniedInterceptor, recordInTrail } from '@site/nest-server-kit';
import { AuditLogger } from '../audit/audit-logger';
import { SessionsModule } from '../sessions/sessions.module';
import { TokensModule } from '../tokens/tokens.module';
import { UsersModule } from '../users/users.module';
import { StaffSessionGuard } from './staff-session.guard';

/**
 * The global guard every module's routes rely on (@Public() opts out, the kit's @RequireRole narrows), and
 * the record of every refusal (`access.denied`, issue 33) in this service's own activity.
 */
@Global()
@Module({
  imports: [TokensModule, SessionsModule, UsersModule],
  providers: [
    { provide: ACCESS_DENIALS, inject: [AuditLogger], useFactory: recordInTrail },
    { provide: APP_GUARD, useClass: StaffSessionGuard },
    { provide: APP_INTERCEPTOR, useClass: AccessDeniedInterceptor },
  ],
  exports: [ACCESS_DENIALS],
})
export class StaffAccessModule {}

import { Module } from '@nestjs/common';
import { AccessDeniedController } from './access-denied.controller';

/** Refusals reported by the other services (ACCESS_DENIALS comes from StaffAccessModule, which is global). */
@Module({ controllers: [AccessDeniedController] })
export class AccessDenialsModule {}

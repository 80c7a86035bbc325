import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { StaffEmails } from './staff-emails';
import { StaffEmailsInterceptor } from './staff-emails.interceptor';
import { StaffEmailsRepository } from './staff-emails.repository';

@Module({
  providers: [StaffEmails, StaffEmailsRepository, { provide: APP_INTERCEPTOR, useClass: StaffEmailsInterceptor }],
  exports: [StaffEmails],
})
export class StaffEmailsModule {}

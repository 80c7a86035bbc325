import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { bearerToken, type StaffRequest } from '@site/nest-server-kit';
import type { Observable } from 'rxjs';
import { StaffEmails } from './staff-emails';

/** Notes each signed-in staff member's session, so their e-mail address is known when there is news for them. */
@Injectable()
export class StaffEmailsInterceptor implements NestInterceptor {
  constructor(private readonly emails: StaffEmails) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<StaffRequest>();
    // A token limited to one step (say, setting up a second factor) may not read the account.
    if (request.staff && !request.tokenScope) this.emails.noteSession(request.staff.userId, bearerToken(request));
    return next.handle();
  }
}

import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { bearerToken, type StaffRequest } from '@site/nest-server-kit';
import { from, type Observable, switchMap } from 'rxjs';
import { StaffDirectory } from './staff-directory.service';

/** Notes each staff member who uses the inbox, so they can be assigned enquiries. */
@Injectable()
export class StaffDirectoryInterceptor implements NestInterceptor {
  constructor(private readonly directory: StaffDirectory) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<StaffRequest>();
    if (!request.staff) return next.handle();
    const token = bearerToken(request);
    return from(this.directory.saw(request.staff, token)).pipe(switchMap(() => next.handle()));
  }
}

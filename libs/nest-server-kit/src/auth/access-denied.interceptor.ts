import { type CallHandler, type ExecutionContext, HttpException, HttpStatus, Inject, Injectable, type NestInterceptor } from '@nestjs/common';
import { catchError, from, mergeMap, type Observable, throwError } from 'rxjs';
import { ACCESS_DENIALS, type AccessDenials, routeOf } from './access-denials';
import type { StaffRequest } from './jwt-auth.guard';

/**
 * Records every 403 a route's own code answers (ownership rules, assertRole) as `access.denied`; the global
 * guard records the refusals it makes itself. The answer waits until the refusal is recorded.
 */
@Injectable()
export class AccessDeniedInterceptor implements NestInterceptor {
  constructor(@Inject(ACCESS_DENIALS) private readonly denials: AccessDenials) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<StaffRequest>();
    return next.handle().pipe(
      catchError((error: unknown) => {
        const { staff } = request;
        if (!staff || !(error instanceof HttpException) || error.getStatus() !== HttpStatus.FORBIDDEN) return throwError(() => error);
        return from(this.denials({ route: routeOf(request), reason: error.message }, staff, request)).pipe(mergeMap(() => throwError(() => error)));
      }),
    );
  }
}

import { ACCESS_DENIED_EVENT, type AccessDeniedReport } from '@site/contracts';
import type { Request } from 'express';
import type { AuditTrail } from '../audit/audit-trail';
import { requestOriginOf } from '../audit/request-origin.decorator';
import { roleRefusal, type StaffRole } from './staff-roles';
import type { StaffUser } from './token-verifier';

/** The token under which ACCESS_DENIALS is provided: where a service's refusals are recorded. */
export const ACCESS_DENIALS = Symbol('ACCESS_DENIALS');

/**
 * Records one refusal of a signed-in staff member (the bearer token is the refused request's own);
 * `clientAddress` when the request is a report from another service, which names the refused client.
 */
export type AccessDenials = (denial: AccessDeniedReport, staff: StaffUser, request: Request, clientAddress?: string) => Promise<void>;

/** `GET /api/cms/enquiries`: the method and path of the refused request, without its query. */
export function routeOf(request: Request): string {
  return `${request.method} ${(request.originalUrl ?? request.url).split('?')[0]}`;
}

export function roleDenial(request: Request, role: StaffRole, requiredRole: StaffRole): AccessDeniedReport {
  return { route: routeOf(request), requiredRole, reason: roleRefusal(role, requiredRole) };
}

/** Records the refusal in this service's own audit trail (auth-service, and the fallback of the others). */
export function recordInTrail(trail: AuditTrail): AccessDenials {
  return async ({ route, requiredRole, reason }, staff, request, clientAddress) => {
    const origin = requestOriginOf(request);
    await trail.record({
      event: ACCESS_DENIED_EVENT,
      userId: staff.userId,
      username: staff.username,
      title: route,
      reason: requiredRole ? `needs ${requiredRole}: ${reason}` : reason,
      clientAddress: clientAddress ?? origin.clientAddress,
      requestId: origin.requestId,
    });
  };
}

const REPORT_TIMEOUT_MS = 3_000;

/**
 * Tells auth-service (whose activity list administrators read) of the refusal, with the refused request's
 * own token, so only a user's own refusals can be reported. If it cannot be told, the refusal goes to this
 * service's log (not its own activity, which lists changes only).
 */
export function reportToAuthService(url: string, onError: (message: string) => void): AccessDenials {
  return async (denial, staff, request) => {
    try {
      const response = await fetch(url, {
        method: 'POST',
        signal: AbortSignal.timeout(REPORT_TIMEOUT_MS),
        headers: {
          'Content-Type': 'application/json',
          Authorization: request.headers.authorization ?? '',
          ...(request.headers['x-request-id'] ? { 'X-Request-Id': String(request.headers['x-request-id']) } : {}),
        },
        body: JSON.stringify({ ...denial, clientAddress: requestOriginOf(request).clientAddress }),
      });
      if (!response.ok) throw new Error(`answered ${response.status}`);
    } catch (error) {
      onError(`Refused ${denial.route} to user ${staff.userId} (${denial.reason}); could not report it to ${url}: ${String(error)}`);
    }
  };
}

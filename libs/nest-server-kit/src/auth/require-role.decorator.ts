import { SetMetadata } from '@nestjs/common';
import type { StaffRole } from './staff-roles';

/** The metadata key JwtAuthGuard reads for the lowest role a route needs. */
export const REQUIRED_ROLE_KEY = 'requiredRole';

/**
 * The lowest role that may use a route (or every route of a controller; a handler's own setting wins).
 * The global JwtAuthGuard answers 403 to lower roles, naming the roles that may.
 */
export const RequireRole = (minimum: StaffRole): MethodDecorator & ClassDecorator => SetMetadata(REQUIRED_ROLE_KEY, minimum);

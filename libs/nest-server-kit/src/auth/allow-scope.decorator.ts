import { SetMetadata } from '@nestjs/common';

/** The metadata key JwtAuthGuard reads for the token scopes a route accepts. */
export const ALLOWED_SCOPES_KEY = 'allowedScopes';

/**
 * Lets tokens limited to one of these scopes (their `scope` claim, e.g. `mfa-setup`) use this route too.
 * Everywhere else a token with any scope is refused as invalid (401). Full tokens are accepted as always.
 */
export const AllowScope = (...scopes: string[]): MethodDecorator & ClassDecorator => SetMetadata(ALLOWED_SCOPES_KEY, scopes);

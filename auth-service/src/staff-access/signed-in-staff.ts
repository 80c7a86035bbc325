import type { StaffUser } from '@site/nest-server-kit';
import type { SessionClaims } from '../tokens/token.service';
import type { User } from '../users/user.entity';

/**
 * The signed-in staff member a route serves, read with the kit's `@Staff()`: the kit's StaffUser (so the
 * kit's role checks work on it) plus the user as the guard found them in the database and the token's claims.
 */
export interface SignedInStaff extends StaffUser {
  user: User;
  claims: SessionClaims;
}

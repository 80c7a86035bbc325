import { serviceDataSourceOptions } from '@site/nest-server-kit';
import { DataSource } from 'typeorm';
import { SigningKey } from '../keys/signing-key.entity';
import { LoginFailure } from '../login-throttle/login-failure.entity';
import { Invitation } from '../invitations/invitation.entity';
import { SecuritySettings } from '../security-settings/security-settings.entity';
import { Session } from '../sessions/session.entity';
import { User } from '../users/user.entity';
import { CreateAuthTables1763712000000 } from './migrations/1763712000000-create-auth-tables';
import { CreateSessions1764000000000 } from './migrations/1764000000000-create-sessions';
import { StaffAccounts1780000000000 } from './migrations/1780000000000-staff-accounts';
import { SealedSigningKeys1796000000000 } from './migrations/1796000000000-sealed-signing-keys';
import { EmailChanges1800000000000 } from './migrations/1800000000000-email-changes';
import { ChallengeCodeFailures1800000001000 } from './migrations/1800000001000-challenge-code-failures';
import { DefaultMfaPolicy1800000002000 } from './migrations/1800000002000-default-mfa-policy';
import { NotifyRevokedSessions1800000003000 } from './migrations/1800000003000-notify-revoked-sessions';
import { SealedTotpSeeds1800000004000 } from './migrations/1800000004000-sealed-totp-seeds';
import { SingleSignOn1800000005000 } from './migrations/1800000005000-single-sign-on';
import { SingleSignOnReauth1800000006000 } from './migrations/1800000006000-single-sign-on-reauth';

/** The one description of the auth database, used by the app (DatabaseModule) and by the TypeORM CLI. */
export const authDataSourceOptions = serviceDataSourceOptions({
  schema: 'auth',
  applicationName: 'auth-service',
  entities: [User, SigningKey, LoginFailure, Session, Invitation, SecuritySettings],
  migrations: [CreateAuthTables1763712000000, CreateSessions1764000000000, StaffAccounts1780000000000, SealedSigningKeys1796000000000, EmailChanges1800000000000, ChallengeCodeFailures1800000001000, DefaultMfaPolicy1800000002000, NotifyRevokedSessions1800000003000, SealedTotpSeeds1800000004000, SingleSignOn1800000005000, SingleSignOnReauth1800000006000],
});

/** For the TypeORM CLI, e.g. `npm run migration:show -w auth-service` with DATABASE_URL set. */
export default new DataSource(authDataSourceOptions(process.env.DATABASE_URL));

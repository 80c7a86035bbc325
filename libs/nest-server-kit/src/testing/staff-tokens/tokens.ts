import { createHmac, createSign } from 'node:crypto';
import type { StaffRole } from '../../auth/staff-roles';
import type { SigningKey } from './signing-keys';

export const TEST_ISSUER = 'it-services-auth';
export const TEST_AUDIENCE = 'it-services-cms';

type Signer = (signingInput: string) => Buffer;

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** Builds a compact JWS by hand, so tests can also forge the tokens a library would refuse to make. */
export function encodeJwt(header: object, payload: object, sign?: Signer): string {
  const signingInput = `${base64url(header)}.${base64url(payload)}`;
  return `${signingInput}.${sign ? sign(signingInput).toString('base64url') : ''}`;
}

export const rs256 = (key: SigningKey): Signer => (input) => createSign('RSA-SHA256').update(input).sign(key.privateKey);
export const hs256 = (secret: string): Signer => (input) => createHmac('sha256', secret).update(input).digest();

/** The session id the tests' tokens belong to unless they say otherwise. */
export const TEST_SESSION_ID = '6f1d2c3b-0000-4000-8000-000000000001';

/** Who a test token is for. */
export interface TestStaff {
  role?: StaffRole;
  userId?: string;
  username?: string;
  displayName?: string;
}

/** One test user per role, so tokens of two roles are two different people unless a test says otherwise. */
export const TEST_STAFF: Record<StaffRole, Required<Omit<TestStaff, 'role'>>> = {
  contributor: { userId: '6f1d2c3b-0000-4000-8000-0000000000c1', username: 'contributor', displayName: 'Casey Contributor' },
  author: { userId: '6f1d2c3b-0000-4000-8000-0000000000a2', username: 'author', displayName: 'Alex Author' },
  editor: { userId: '6f1d2c3b-0000-4000-8000-0000000000e3', username: 'editor', displayName: 'Eden Editor' },
  administrator: { userId: '6f1d2c3b-0000-4000-8000-0000000000ad', username: 'admin', displayName: 'Ada Administrator' },
};

/** The user id of the default (administrator) test token. */
export const TEST_USER_ID = TEST_STAFF.administrator.userId;

/** The claims that name a staff member: `sub`, `role`, `name`, `preferred_username` (administrator by default). */
export function staffClaims({ role = 'administrator', ...given }: TestStaff = {}): Record<string, unknown> {
  const staff = { ...TEST_STAFF[role], ...given };
  return { sub: staff.userId, role, name: staff.displayName, preferred_username: staff.username };
}

/** Every claim of a session token of the test administrator; overrides win (undefined leaves a claim out). */
export function validClaims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return { ...staffClaims(), sid: TEST_SESSION_ID, iss: TEST_ISSUER, aud: TEST_AUDIENCE, iat: now, exp: now + 1800, ...overrides };
}

/** A token exactly as the auth service issues it (to the test administrator unless the claims say otherwise). */
export function staffToken(key: SigningKey, claims: Record<string, unknown> = {}): string {
  return encodeJwt({ alg: 'RS256', typ: 'JWT', kid: key.kid }, validClaims(claims), rs256(key));
}

/** A token for a staff member of the given role (and id, username, display name), plus any other claims. */
export function staffTokenAs(key: SigningKey, staff: TestStaff, claims: Record<string, unknown> = {}): string {
  return staffToken(key, { ...staffClaims(staff), ...claims });
}

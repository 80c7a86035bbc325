// Test helpers for services built on the kit (import from '@site/nest-server-kit/testing' in tests only).
export { malformedRequests, PATH_TRICKS, type Endpoint, type HttpMethod, type MalformedRequest } from './malformed-requests';
export { RecordingLogger, type LogLevelName, type LogRecord } from './recording-logger';
export { recordingPinoLogger, type RecordingPinoLogger } from './recording-pino-logger';
export { generateSigningKey, type SigningKey } from './staff-tokens/signing-keys';
export { ACCESS_DENIED_PATH, ACCOUNT_PATH, JWKS_PATH, REVOKED_SESSIONS_PATH, startJwksServer, type JwksServer } from './staff-tokens/jwks-server';
export {
  encodeJwt, hs256, rs256, staffClaims, staffToken, staffTokenAs, TEST_AUDIENCE, TEST_ISSUER, TEST_SESSION_ID, TEST_STAFF, TEST_USER_ID, validClaims, type TestStaff,
} from './staff-tokens/tokens';
export { noRevocationsUrl, startTestApp, withDatabase, withEnvironment, type Environment } from './test-app';
export { mailText, startSmtpServer, type ReceivedMail, type SmtpTestServer } from './smtp-test-server';

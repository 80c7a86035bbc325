// Test helpers for services built on the kit (import from '@site/nest-server-kit/testing' in tests only).
export { malformedRequests, PATH_TRICKS, type Endpoint, type HttpMethod, type MalformedRequest } from './malformed-requests';
export { RecordingLogger, type LogLevelName, type LogRecord } from './recording-logger';

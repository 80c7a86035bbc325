// The exception now lives in the shared server package; this path stays until login-throttle imports it from there.
export { RetryLaterException } from '@site/nest-server-kit';

// Environment validation now lives in the shared server package; this path stays until the auth, keys,
// login-throttle and users configurations import it from there.
export { validateEnvironment } from '@site/nest-server-kit';

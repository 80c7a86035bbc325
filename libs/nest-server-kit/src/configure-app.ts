import { RequestMethod } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { TOKEN_VERIFIER, type TokenVerifier } from './auth/jwt-auth.guard';
import type { ServerSettings } from './config/server-settings';
import { bodyParserErrors } from './http/body-parser-errors';
import { jsonBodies } from './http/json-bodies';
import { jsonOrMultipartOnly } from './http/json-only';
import { refuseDeepNesting } from './http/refuse-deep-nesting';
import { refuseNulCharacters } from './http/refuse-nul-characters';
import { requestPrelude } from './http/request-prelude';
import { MetricsRegistry } from './metrics/metrics-registry';
import { createValidationPipe } from './validation/validation-pipe';

/**
 * Everything that makes a service's HTTP side behave like every other service's: request ids, the
 * request log and metrics (unless METRICS_PORT turns them off), security headers, JSON-only bodies (multipart
 * too on the `multipartRoutes`, read by their own handlers) with a size limit (a larger one only for the
 * `largeBodies` routes, and only with a valid staff token, checked before the body is read), readable body errors, no deeply
 * nested bodies, no NUL characters, the /api prefix (health outside it) and the validation pipe. Call before app.init().
 */
export function configureServerApp(
  app: NestExpressApplication,
  settings: Pick<ServerSettings, 'bodyLimit' | 'trustProxy' | 'largeBodies' | 'multipartRoutes' | 'metricsPort'>,
): void {
  app.set('trust proxy', settings.trustProxy);
  app.get(MetricsRegistry).enabled = settings.metricsPort !== undefined;
  for (const step of requestPrelude(app)) app.use(step);
  app.use(jsonOrMultipartOnly(settings.multipartRoutes ?? []));
  const { largeBodies } = settings;
  app.use(jsonBodies(settings.bodyLimit, largeBodies && { ...largeBodies, verify: app.get<TokenVerifier>(TOKEN_VERIFIER) }));
  app.use(bodyParserErrors);
  app.use(refuseDeepNesting);
  app.use(refuseNulCharacters);
  app.setGlobalPrefix('api', {
    exclude: ['health', 'health/live', 'health/ready'].map((path) => ({ path, method: RequestMethod.GET })),
  });
  app.useGlobalPipes(createValidationPipe());
}

import type { NestExpressApplication } from '@nestjs/platform-express';
import { answerBeforeFramework, createServerApp, type CreateServerAppOptions } from '@site/nest-server-kit';
import { AppModule } from './app.module';
import { PublicAnswers } from './cache/public-answers';
import { assertValidConfiguration } from './config/configuration';

/**
 * Builds, configures and initialises the app: migrations have run and sample content is seeded. Public
 * reads already answered and still current are answered again before the framework (PublicAnswers).
 */
export async function createApp(options: Pick<CreateServerAppOptions, 'logger' | 'requestLog'> = {}): Promise<NestExpressApplication> {
  assertValidConfiguration();
  const app = await createServerApp(AppModule, options);
  await app.init();
  answerBeforeFramework(app, app.get(PublicAnswers).lookup);
  return app;
}

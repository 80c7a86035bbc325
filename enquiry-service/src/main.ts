import { Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createApp } from './app';
import type { AppConfig } from './config/app.config';

async function bootstrap(): Promise<void> {
  const app = await createApp();
  // On SIGTERM/SIGINT: stop listening, close the listener and pool connections, exit with status 0.
  app.enableShutdownHooks(['SIGTERM', 'SIGINT'], { useProcessExit: true });
  const { port } = app.get(ConfigService).getOrThrow<AppConfig>('app');
  await app.listen(port);
  Logger.log(`Enquiry service listening on port ${port}`, 'Bootstrap');
}

bootstrap().catch((error: unknown) => {
  Logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error), 'Bootstrap');
  process.exit(1);
});

import path from 'node:path';
import { registerAs } from '@nestjs/config';
import { validateEnvironment } from '@site/nest-server-kit';
import { IsString } from 'class-validator';

class PagesEnvironment {
  /** The web build's page renderer (web/dist-server: entry-server.cjs and assets.json). */
  @IsString()
  PAGE_RENDERER_DIR = '../web/dist-server';
}

export interface PagesConfig {
  /** Absolute path of the page renderer's folder. */
  rendererDir: string;
}

export const pagesConfig = registerAs('pages', (): PagesConfig => {
  const environment = validateEnvironment(PagesEnvironment);
  return { rendererDir: path.resolve(environment.PAGE_RENDERER_DIR) };
});

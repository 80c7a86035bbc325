import { Module } from '@nestjs/common';
import { ContentItemsModule } from '../content/content-items.module';
import { SlugRedirects } from './slug-redirects';
import { SlugRedirectsRepository } from './slug-redirects.repository';

/** Old addresses of renamed published items (301 to where the item is now). */
@Module({
  imports: [ContentItemsModule],
  providers: [SlugRedirectsRepository, SlugRedirects],
  exports: [SlugRedirects],
})
export class RedirectsModule {}

import { Module } from '@nestjs/common';
import { ContentItemsModule } from '../content/content-items.module';
import { ContentWritesModule } from '../content/content-writes.module';
import { AddressRedirectsController } from './address-redirects.controller';
import { AddressRedirects } from './address-redirects.service';
import { RedirectsModule } from './redirects.module';

/** Staff sending an unpublished or trashed item's address to another item (issue 35). */
@Module({
  imports: [ContentItemsModule, ContentWritesModule, RedirectsModule],
  controllers: [AddressRedirectsController],
  providers: [AddressRedirects],
})
export class AddressRedirectsModule {}

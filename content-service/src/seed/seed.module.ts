import { Module } from '@nestjs/common';
import { CacheModule } from '../cache/cache.module';
import { ContentItemsModule } from '../content/content-items.module';
import { ContentWritesModule } from '../content/content-writes.module';
import { ContentSeeder } from './content-seeder';

@Module({
  imports: [CacheModule, ContentItemsModule, ContentWritesModule],
  providers: [ContentSeeder],
})
export class SeedModule {}

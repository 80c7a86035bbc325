import { Module } from '@nestjs/common';
import { CacheModule } from '../cache/cache.module';
import { ContentModule } from '../content/content.module';
import { ContentSeeder } from './content-seeder';

@Module({
  imports: [CacheModule, ContentModule],
  providers: [ContentSeeder],
})
export class SeedModule {}

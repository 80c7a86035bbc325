import { Module } from '@nestjs/common';
import { CacheModule } from '../cache/cache.module';
import { ContentSeeder } from './content-seeder';

@Module({
  imports: [CacheModule],
  providers: [ContentSeeder],
})
export class SeedModule {}

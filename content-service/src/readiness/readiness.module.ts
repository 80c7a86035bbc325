import { Module } from '@nestjs/common';
import { ContentItemsModule } from '../content/content-items.module';
import { ReadinessLevelsRepository } from './readiness-levels.repository';
import { ReadinessController } from './readiness.controller';
import { ReadinessService } from './readiness.service';

/** Readiness checks (issue 35 item 2): the endpoint, the levels' setting, and the check before a publish. */
@Module({
  imports: [ContentItemsModule],
  controllers: [ReadinessController],
  providers: [ReadinessLevelsRepository, ReadinessService],
  exports: [ReadinessService],
})
export class ReadinessModule {}

import { Module } from '@nestjs/common';
import { serviceDatabaseModule } from '@site/nest-server-kit';
import { dataSourceOptions } from './data-source';

/** Connects, then runs the pending migrations under the advisory lock before the app serves. */
@Module({
  imports: [serviceDatabaseModule({ serviceName: 'enquiry-service', dataSource: dataSourceOptions })],
})
export class DatabaseModule {}

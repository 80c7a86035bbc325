import { Module } from '@nestjs/common';
import { serviceDatabaseModule } from '@site/nest-server-kit';
import { authDataSourceOptions } from './data-source';

/** Connects and runs pending migrations (under the advisory lock) before any other module starts. */
@Module({
  imports: [serviceDatabaseModule({ serviceName: 'auth-service', dataSource: authDataSourceOptions })],
})
export class DatabaseModule {}

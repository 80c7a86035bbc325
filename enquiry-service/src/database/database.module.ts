import { Global, Module } from '@nestjs/common';
import { serviceDatabaseModule } from '@site/nest-server-kit';
import { dataSourceOptions } from './data-source';
import { Transactions } from './transactions';

/** Connects, then runs the pending migrations under the advisory lock before the app serves. */
@Global()
@Module({
  imports: [serviceDatabaseModule({ serviceName: 'enquiry-service', dataSource: dataSourceOptions })],
  providers: [Transactions],
  exports: [Transactions],
})
export class DatabaseModule {}

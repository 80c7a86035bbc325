import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { ServerKitModule, StaffAuthModule } from '@site/nest-server-kit';
import { AuditModule } from './audit/audit.module';
import { CalendarModule } from './calendar/calendar.module';
import { CONFIGURATION } from './config/configuration';
import { ContentModule } from './content/content.module';
import { DatabaseModule } from './database/database.module';
import { PagesModule } from './pages/pages.module';
import { SeedModule } from './seed/seed.module';

@Module({
  imports: [
    ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, load: CONFIGURATION }),
    DatabaseModule,
    ServerKitModule.forRoot(),
    CalendarModule,
    AuditModule,
    StaffAuthModule,
    ContentModule,
    PagesModule,
    SeedModule,
  ],
})
export class AppModule {}

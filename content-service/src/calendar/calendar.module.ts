import { Global, Module } from '@nestjs/common';
import { Clock } from '@site/nest-server-kit';
import { SiteCalendar } from './site-calendar';

@Global()
@Module({
  providers: [Clock, SiteCalendar],
  exports: [Clock, SiteCalendar],
})
export class CalendarModule {}

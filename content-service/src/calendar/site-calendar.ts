import { Injectable } from '@nestjs/common';
import { Clock } from '@site/nest-server-kit';
import { ConfigService } from '@nestjs/config';
import type { AppConfig } from '../config/app.config';
import { calendarDateIn } from './calendar-date';

/** Today's date where the site's readers and writers are (SITE_TIME_ZONE), by the service's clock. */
@Injectable()
export class SiteCalendar {
  private readonly timeZone: string;

  constructor(
    private readonly clock: Clock,
    config: ConfigService,
  ) {
    this.timeZone = config.getOrThrow<AppConfig>('app').siteTimeZone;
  }

  now(): Date {
    return this.clock.now();
  }

  /** YYYY-MM-DD: a published item dated later than this is scheduled, not public. */
  today(): string {
    return calendarDateIn(this.timeZone, this.clock.now());
  }
}

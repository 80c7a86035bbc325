import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { SiteCalendar } from '../calendar/site-calendar';
import { ContentCache } from './content-cache';

/** Well within the minute a scheduled post may take to appear; the check reads only the clock. */
export const DAY_CHECK_INTERVAL_MS = 5_000;

/**
 * Scheduled posts appear when their day begins in SITE_TIME_ZONE. What is public changes then without
 * any write (so without a NOTIFY), so each instance checks the date every few seconds and, when a new
 * day has begun, empties its cache: the next public read (answers, pages, feeds, sitemap) includes the
 * posts of the new day. No request or restart is needed, on any replica.
 */
@Injectable()
export class PublicationDayWatcher implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private today = '';

  constructor(
    private readonly calendar: SiteCalendar,
    private readonly cache: ContentCache,
  ) {}

  onApplicationBootstrap(): void {
    this.today = this.calendar.today();
    this.timer = setInterval(() => this.check(), DAY_CHECK_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Empties the cache if the date has changed since the last check; true when it did. */
  check(): boolean {
    const today = this.calendar.today();
    if (today === this.today) {
      return false;
    }
    this.today = today;
    this.cache.invalidateAll();
    return true;
  }
}

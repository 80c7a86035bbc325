import { Injectable } from '@nestjs/common';

/**
 * The time as a service sees it. Whatever depends on the date (scheduled posts, trash retention, reminders,
 * reports) asks this rather than `new Date()`, so tests can move it (jest.spyOn(app.get(Clock), 'now')).
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

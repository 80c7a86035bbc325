import { Injectable } from '@nestjs/common';

/**
 * The time as the service sees it. Everything that depends on the date (scheduled posts, trash
 * retention) asks this rather than `new Date()`, so tests can move it (jest.spyOn(clock, 'now')).
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

import { Injectable } from '@nestjs/common';

/** The time as the service sees it; the reminder job asks this rather than `new Date()`, so tests can move it. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

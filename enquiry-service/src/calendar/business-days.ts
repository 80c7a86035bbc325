/** A wall-clock time in some time zone: calendar fields, months from 1. */
interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const SATURDAY = 6;
const SUNDAY = 0;

/**
 * When one business day (Monday to Friday in `timeZone`) has passed since `start`: the same time on the next
 * weekday; a start on a weekend counts from Monday's midnight. Friday 15:00 gives Monday 15:00; Saturday gives Tuesday 00:00.
 */
export function oneBusinessDayAfter(start: Date, timeZone: string): Date {
  let wall = wallTimeIn(timeZone, start);
  if (isWeekend(wall)) {
    while (isWeekend(wall)) wall = addDays(wall, 1);
    wall = { ...wall, hour: 0, minute: 0, second: 0 };
  }
  wall = addDays(wall, 1);
  while (isWeekend(wall)) wall = addDays(wall, 1);
  return instantOf(wall, timeZone);
}

function wallTimeIn(timeZone: string, instant: Date): WallTime {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return { year: field('year'), month: field('month'), day: field('day'), hour: field('hour'), minute: field('minute'), second: field('second') };
}

const asUtc = (wall: WallTime) => Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);

function isWeekend(wall: WallTime): boolean {
  const weekday = new Date(asUtc(wall)).getUTCDay();
  return weekday === SATURDAY || weekday === SUNDAY;
}

function addDays(wall: WallTime, days: number): WallTime {
  const date = new Date(asUtc(wall) + days * DAY_MS);
  return { ...wall, year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The instant at which `timeZone`'s clocks show this wall time (the later offset wins across a daylight-saving change). */
function instantOf(wall: WallTime, timeZone: string): Date {
  let guess = asUtc(wall);
  for (let i = 0; i < 2; i += 1) {
    const offset = asUtc(wallTimeIn(timeZone, new Date(guess))) - guess;
    guess = asUtc(wall) - offset;
  }
  return new Date(guess);
}

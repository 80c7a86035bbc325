import type { Locator, Page } from '@playwright/test';
import { TESTIMONIALS } from '../../web/src/content/testimonials';
import { expect, test } from './fixtures/site-test';

declare global {
  interface Window {
    __timers?: { intervals: Array<{ delay: number; at: number }>; mediaQueries: string[] };
  }
}

/**
 * Installs Playwright's clock, paused, and notes the setInterval calls (with the fake time they were made
 * at) and matchMedia queries the page makes, so a test knows when the carousel started (or declined to).
 */
async function controlTime(page: Page): Promise<void> {
  const start = new Date('2025-06-02T09:00:00+10:00');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
  await page.addInitScript(() => {
    const timers = { intervals: [] as Array<{ delay: number; at: number }>, mediaQueries: [] as string[] };
    window.__timers = timers;
    const setInterval = window.setInterval.bind(window);
    window.setInterval = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
      timers.intervals.push({ delay: Number(timeout), at: Date.now() });
      return setInterval(handler, timeout, ...args);
    }) as typeof window.setInterval;
    const matchMedia = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      timers.mediaQueries.push(query);
      return matchMedia(query);
    };
  });
}

const recorded = (page: Page) => page.evaluate(() => window.__timers ?? { intervals: [], mediaQueries: [] });
const fakeNow = (page: Page) => page.evaluate(() => Date.now());

/**
 * Lets the paused clock move in small steps (React's hydration waits on timers too) until `find` finds
 * something in the page's records; returns it.
 */
async function runUntil<T>(page: Page, find: (timers: Awaited<ReturnType<typeof recorded>>) => T | undefined): Promise<T> {
  let found: T | undefined;
  await expect
    .poll(async () => {
      found = find(await recorded(page));
      if (found === undefined) await page.clock.runFor(100);
      return found !== undefined;
    })
    .toBe(true);
  return found as T;
}

/** The fake time at which the carousel started its interval of `delay` milliseconds. */
const intervalStart = (page: Page, delay: number) => runUntil(page, (timers) => timers.intervals.find((timer) => timer.delay === delay)?.at);

/** Moves the paused clock on to exactly `time`, firing every timer due on the way. */
async function runTo(page: Page, time: number): Promise<void> {
  await page.clock.runFor(time - (await fakeNow(page)));
}

function carouselOf(page: Page): Locator {
  return page.getByRole('region', { name: 'Client testimonials' });
}

/**
 * A click waits for the dot to be stable across animation frames, which a paused clock never delivers, so
 * time runs on for the click; after a choice the carousel no longer rotates, so that costs no precision.
 */
async function chooseDot(page: Page, carousel: Locator, position: number): Promise<void> {
  await page.clock.resume();
  const company = TESTIMONIALS[position - 1].company;
  await carousel.getByRole('button', { name: `Show testimonial ${position} of ${TESTIMONIALS.length}: ${company}` }).click();
}

async function expectShowing(carousel: Locator, index: number): Promise<void> {
  const testimonial = TESTIMONIALS[index];
  const slide = carousel.getByRole('figure');
  await expect(slide).toHaveAccessibleName(`${index + 1} of ${TESTIMONIALS.length}`);
  await expect(slide).toContainText(testimonial.text);
  await expect(slide).toContainText(testimonial.author);
  await expect(slide).toContainText(`${testimonial.position}, ${testimonial.company}`);
  const dots = carousel.getByRole('button', { name: /^Show testimonial/ });
  await expect(dots).toHaveCount(TESTIMONIALS.length);
  await expect(dots.nth(index)).toHaveAttribute('aria-current', 'true');
  await expect(carousel.locator('[aria-current="true"]')).toHaveCount(1);
}

test.describe('testimonial carousel', () => {
  test('on the home page it moves on every 3.5 seconds and wraps after the fifth', async ({ page }) => {
    expect(TESTIMONIALS).toHaveLength(5);
    await controlTime(page);
    await page.goto('/');
    const started = await intervalStart(page, 3500);
    const carousel = carouselOf(page);

    await runTo(page, started + 3499);
    await expectShowing(carousel, 0);
    for (const index of [1, 2, 3, 4]) {
      await runTo(page, started + 3500 * index);
      await expectShowing(carousel, index);
    }
    await runTo(page, started + 3500 * 5);
    await expectShowing(carousel, 0);
  });

  test('on the About page it moves on every 8 seconds', async ({ page }) => {
    await controlTime(page);
    await page.goto('/about');
    const started = await intervalStart(page, 8000);
    const carousel = carouselOf(page);

    await runTo(page, started + 7999);
    await expectShowing(carousel, 0);
    await runTo(page, started + 8000);
    await expectShowing(carousel, 1);
    await runTo(page, started + 16000);
    await expectShowing(carousel, 2);
  });

  test('choosing a dot jumps to that testimonial and stops the rotation', async ({ page }) => {
    await controlTime(page);
    await page.goto('/');
    const started = await intervalStart(page, 3500);
    const carousel = carouselOf(page);

    await runTo(page, started + 3500);
    await expectShowing(carousel, 1);
    await chooseDot(page, carousel, 4);
    await expectShowing(carousel, 3);
    await page.clock.runFor(3500 * 4);
    await expectShowing(carousel, 3);

    await chooseDot(page, carousel, 1);
    await expectShowing(carousel, 0);
    await page.clock.runFor(3500 * 2);
    await expectShowing(carousel, 0);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('it does not rotate on its own', async ({ page }) => {
      await controlTime(page);
      await page.goto('/');
      await runUntil(page, (timers) => timers.mediaQueries.find((query) => query === '(prefers-reduced-motion: reduce)'));
      const carousel = carouselOf(page);

      await page.clock.runFor(3500 * 3);
      await expectShowing(carousel, 0);
      expect((await recorded(page)).intervals.map((timer) => timer.delay)).not.toContain(3500);

      await chooseDot(page, carousel, 2);
      await expectShowing(carousel, 1);
    });
  });
});

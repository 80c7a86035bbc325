import type { Page } from '@playwright/test';

/** Uncaught errors and console errors (React reports a hydration mismatch there), collected from now on. */
export function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

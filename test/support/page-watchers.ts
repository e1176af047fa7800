import type { Page } from '@playwright/test';

/** Console errors and uncaught exceptions, except the favicon the pages do not have. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Records what the form posts to its action, `/e2e/submitted`, and answers with a small page. */
export async function captureSubmissions(page: Page): Promise<string[]> {
  const bodies: string[] = [];
  await page.route('**/e2e/submitted', (route) => {
    bodies.push(route.request().postData() ?? '');
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Thanks</title>',
    });
  });
  return bodies;
}

/** Requests the page sent to `url`, counted by the browser: refused or blocked ones included. */
export function countRequestsTo(page: Page, url: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url() === url) count += 1;
  });
  return () => count;
}

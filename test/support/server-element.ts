import { expect, test, type Page } from '@playwright/test';
import { collectProblems } from './example-app.js';

/**
 * Remembers the `<card-tokenizer>` the server sent, once the page is parsed and before the app's
 * module runs: a hydration that threw the server's tree away (silently, in a production build)
 * leaves another element in its place.
 */
async function rememberServerElement(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const found = document.querySelector('card-tokenizer');
      Object.assign(window, { serverElement: found });
    });
  });
}

/** The server-rendered page of an example keeps the server's element through hydration. */
export function keepsTheServerElement(name: string): void {
  test(`the ${name} page rendered on the server keeps its element through hydration`, async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await rememberServerElement(page);
    await page.goto(`/${name}/ssr/`);
    await expect(page.getByLabel('Card number')).toBeEditable();
    const kept = await page.evaluate(() => {
      const { serverElement } = window as unknown as { serverElement: Element | null };
      return {
        sent: serverElement !== null,
        same: serverElement === document.querySelector('card-tokenizer'),
        elements: document.querySelectorAll('card-tokenizer').length,
      };
    });
    expect(kept).toEqual({ sent: true, same: true, elements: 1 });
    expect(problems).toEqual([]);
  });
}

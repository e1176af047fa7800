import { expect } from '@playwright/test';
import { SERVICE_CARD_NUMBER } from '../test/support/cards.js';
import { collectProblems, exampleAppScenarios } from '../test/support/example-app.js';
import { fillCard } from '../test/support/fill.js';
import { test } from '../test/support/reused-page.js';

// Rendered in the browser alone, and on the server (src/entry-server.ts) then hydrated.
exampleAppScenarios('angular', { serverRendered: true });

test.describe('the Angular example rendered on the server', () => {
  test('sends Pay disabled with the control invalid, and hydrates those nodes', async ({
    browser,
  }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL;
    const served = await (await fetch(new URL('/angular/ssr/', baseURL))).text();
    expect(served).toContain('<button type="submit" disabled="">Pay</button>');
    expect(served).toMatch(
      /<card-tokenizer formcontrolname="card" [^>]*class="[^"]*\bng-invalid\b/,
    );

    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const problems = collectProblems(page);
    // The server's nodes, kept once the page is parsed, before the app's module runs.
    await page.addInitScript(() =>
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const nodes = document.querySelectorAll('card-tokenizer, button[type="submit"]');
        Object.assign(window, { serverNodes: [...nodes] });
      }),
    );
    await page.goto('/angular/ssr/');
    const card = page.locator('card-tokenizer');
    const pay = page.getByRole('button', { name: 'Pay' });
    // Hydration takes the `ngh` marks off the nodes it has claimed.
    await expect(card).not.toHaveAttribute('ngh');
    await expect(page.getByLabel('Card number')).toBeEditable();
    const sameNodes = await page.evaluate(() => {
      const kept = (window as unknown as { serverNodes: Element[] }).serverNodes;
      const now = document.querySelectorAll('card-tokenizer, button[type="submit"]');
      return kept.length === 2 && kept.every((node, index) => node === now[index]);
    });
    expect(sameNodes, 'the server-rendered nodes, hydrated rather than rendered again').toBe(true);
    await expect(pay).toBeDisabled();
    await expect(card).toHaveClass(/\bng-invalid\b/);

    await fillCard(page, { cardNumber: SERVICE_CARD_NUMBER });
    await expect(card).toHaveClass(/\bng-valid\b/);
    await expect(pay).toBeEnabled();
    expect(problems).toEqual([]);
    await context.close();
  });
});

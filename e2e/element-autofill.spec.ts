import { expect, test } from '@playwright/test';
import { autofillCard } from '../test/support/autofill.js';
import { card, openPage, shownCard } from '../test/support/playwright-page.js';
import { useTokenizationServer } from '../test/support/tokenization-server-hooks.js';

for (const [brand, saved, shown] of [
  ['Visa', { number: '4242424242424242', cvc: '123' }, ['4242 4242 4242 4242', '123']],
  // The four-digit code is written after the number: its field must have grown to take it.
  ['American Express', { number: '378282246310005', cvc: '1234' }, ['3782 822463 10005', '1234']],
] as const) {
  test(`browser autofill of a saved ${brand} card fills all three fields, and they validate`, async ({
    page,
  }) => {
    await openPage(page, 'basic');
    const changes: unknown[] = [];
    await page.exposeFunction('recordChange', (detail: unknown) => changes.push(detail));
    await page.evaluate(() =>
      document.addEventListener('card-change', (event) =>
        (window as unknown as { recordChange(detail: unknown): void }).recordChange(event.detail),
      ),
    );
    await autofillCard(page, 'cc-number', {
      ...saved,
      name: 'Jane Doe',
      expiryMonth: '12',
      expiryYear: '2030',
    });

    const { number, expiry, cvx } = card(page);
    await expect(number).toHaveValue(shown[0]);
    await expect(expiry).toHaveValue('12/30');
    await expect(cvx).toHaveValue(shown[1]);
    await expect.poll(() => changes.at(-1)).toMatchObject({ valid: true, complete: true });
    for (const input of [number, expiry, cvx])
      await expect(input).toHaveAttribute('aria-invalid', 'false');
  });
}

const server = useTokenizationServer(test);
const SAVED = {
  number: '4242424242424242',
  cvc: '123',
  name: 'Jane Doe',
  expiryMonth: '12',
  expiryYear: '2030',
};

for (const [start, autocomplete] of [
  ['the number', 'cc-number'],
  ['the expiry date', 'cc-exp'],
] as const) {
  for (const [where, pageName] of [
    ['in a form', 'form'],
    ['with no form', 'basic'],
  ] as const) {
    for (const holderName of ['off', 'optional'] as const) {
      test(`autofill started from ${start} ${where} (name ${holderName}) fills every field, and tokenize() posts them`, async ({
        page,
      }) => {
        await openPage(page, pageName, server.url);
        await card(page).el.evaluate(
          (el, mode) => el.setAttribute('holder-name', mode),
          holderName,
        );
        const holder = page.locator('card-tokenizer input[data-field="holder"]');
        await expect(holder).toHaveCount(holderName === 'off' ? 0 : 1);
        await autofillCard(page, autocomplete, SAVED);

        expect(await shownCard(page)).toEqual(['4242 4242 4242 4242', '12/30', '123']);
        if (holderName !== 'off') await expect(holder).toHaveValue('Jane Doe');
        const tokenized = await card(page).el.evaluate(
          (el: HTMLElementTagNameMap['card-tokenizer']) =>
            new Promise<{ data: string; name?: string }>((resolve) => {
              el.addEventListener('card-tokenized', (event) =>
                resolve({ data: event.detail.registrationData, name: event.detail.cardHolderName }),
              );
              void el.tokenize();
            }),
        );
        expect(tokenized).toEqual({
          data: 'data=registration-data-1',
          ...(holderName !== 'off' && { name: 'Jane Doe' }),
        });
        expect(server.requests.map((request) => request.body)).toEqual([
          'data=preregistration-1&accessKeyRef=access-key-1&cardNumber=4242424242424242&cardExpirationDate=1230&cardCvx=123',
        ]);
      });
    }
  }
}

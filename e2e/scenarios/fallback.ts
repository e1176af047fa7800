import assert from 'node:assert/strict';
import { configure, eventually, tokenize, typeCard } from './card-page.js';
import type { Scenario } from './engine-driver.js';
import { resetForm, submitCard, submitIncompleteCard } from './form.js';

/** The page plays an engine without ElementInternals (WebKit before 16.4). */
const page = 'element-form-no-internals.html';

export const fallbackScenarios: Scenario[] = [
  {
    name: 'without ElementInternals: a hidden input carries only the registration data',
    page,
    async run({ driver, server }) {
      const hasInternals = await driver.evaluate(() => 'attachInternals' in HTMLElement.prototype);
      assert.equal(hasInternals, false, 'the page hides ElementInternals');
      await configure(driver, server.url);
      await typeCard(driver);
      const hiddenInputs = () =>
        driver.evaluate(() =>
          [...document.querySelectorAll('input[type="hidden"]')].map(
            (input) => `${input.parentElement!.localName} ${input.outerHTML}`,
          ),
        );
      assert.deepEqual(await hiddenInputs(), []);
      assert.equal(await tokenize(driver), 'data=registration-data-1');
      assert.deepEqual(await hiddenInputs(), [
        'card-tokenizer <input type="hidden" name="card" value="data=registration-data-1">',
      ]);
      const formData = await driver.evaluate(() => [
        ...new FormData(document.querySelector('form')!).entries(),
      ]);
      assert.deepEqual(formData, [
        ['email', 'shopper@example.com'],
        ['card', 'data=registration-data-1'],
      ]);
      // The security code still has the focus: editing the card drops its registration data.
      await driver.press('Backspace');
      await eventually(async () => assert.deepEqual(await hiddenInputs(), []));
    },
  },
  {
    name: 'without ElementInternals: submitting tokenizes first, then the form posts',
    page,
    run: submitCard,
  },
  {
    name: 'without ElementInternals: an incomplete card stops the submit',
    page,
    run: submitIncompleteCard,
  },
  {
    name: 'without ElementInternals: resetting the form clears the card and its form value',
    page,
    run: resetForm,
  },
];

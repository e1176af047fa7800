import { expectField, focusField } from '../../test/support/card-page.js';
import type { Scenario } from '../../test/support/engine-driver.js';

export const typingScenarios: Scenario[] = [
  {
    name: 'typing a whole field keeps the focus in it: Tab moves on (WCAG 3.2.2)',
    page: 'element-basic.html',
    async run({ driver }) {
      await focusField(driver, 'number');
      await driver.type('4242424242424242');
      await expectField(driver, 'number', { value: '4242 4242 4242 4242', focused: true });
      await driver.press('Tab');
      await driver.type('1230');
      await expectField(driver, 'expiry', { value: '12/30', focused: true });
      await driver.press('Tab');
      await driver.type('123');
      await expectField(driver, 'cvx', { value: '123', focused: true });
    },
  },
  {
    name: 'with auto-advance, typing groups the number, adds the slash and moves focus on',
    page: 'element-basic.html',
    async run({ driver }) {
      await driver.evaluate(() => {
        document.querySelector('card-tokenizer')!.autoAdvance = true;
      });
      await focusField(driver, 'number');
      await driver.type('424242424242');
      await expectField(driver, 'number', { value: '4242 4242 4242', focused: true });
      await driver.type('4242');
      await expectField(driver, 'number', { value: '4242 4242 4242 4242', focused: false });
      await expectField(driver, 'expiry', { focused: true });
      await driver.type('2');
      await expectField(driver, 'expiry', { value: '02/' });
      await driver.press('Backspace');
      await expectField(driver, 'expiry', { value: '02' });
      await driver.type('30');
      await expectField(driver, 'expiry', { value: '02/30', focused: false });
      await expectField(driver, 'cvx', { focused: true });
      await driver.type('1234');
      await expectField(driver, 'cvx', { value: '123', maxLength: 3 });
    },
  },
  {
    name: 'a digit typed in the middle keeps the caret; backspace over a space deletes a digit',
    page: 'element-basic.html',
    async run({ driver }) {
      await focusField(driver, 'number');
      await driver.type('42424242');
      const placeCaret = (at: number) =>
        driver.evaluate((position) => {
          document
            .querySelector<HTMLInputElement>('card-tokenizer input[data-field="number"]')!
            .setSelectionRange(position, position);
        }, at);
      await placeCaret(2);
      await driver.type('9');
      await expectField(driver, 'number', { value: '4294 2424 2', caret: 3 });
      await placeCaret(5);
      await driver.press('Backspace');
      await expectField(driver, 'number', { value: '4292 4242', caret: 3 });
    },
  },
];

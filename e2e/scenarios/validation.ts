import { expectField, focusField } from '../../test/support/card-page.js';
import type { Scenario } from '../../test/support/engine-driver.js';

export const validationScenarios: Scenario[] = [
  {
    name: 'an error shows on leaving the field, not while typing, with aria-invalid',
    page: 'element-basic.html',
    async run({ driver }) {
      await focusField(driver, 'number');
      await driver.type('4242');
      await expectField(driver, 'number', { invalid: 'false', error: '' });
      await driver.press('Tab');
      await expectField(driver, 'expiry', { focused: true });
      await expectField(driver, 'number', {
        invalid: 'true',
        error: 'This card number is incomplete.',
        description: 'Card type: Visa This card number is incomplete.',
      });
      await focusField(driver, 'number');
      await driver.type('4');
      await expectField(driver, 'number', { invalid: 'false', error: '' });
    },
  },
  {
    name: 'an error typing cannot fix shows at once; an expired date shows on leaving the field',
    page: 'element-basic.html',
    async run({ driver }) {
      await driver.evaluate(() => {
        document.querySelector('card-tokenizer')!.cardType = 'AMEX';
      });
      await focusField(driver, 'number');
      await driver.type('4242');
      await expectField(driver, 'number', {
        focused: true,
        invalid: 'true',
        error: 'This card type is not accepted here.',
      });
      await focusField(driver, 'expiry');
      await driver.type('0120');
      await expectField(driver, 'expiry', { value: '01/20', invalid: 'false', error: '' });
      await driver.press('Tab');
      await expectField(driver, 'expiry', { invalid: 'true', error: 'This card has expired.' });
    },
  },
];

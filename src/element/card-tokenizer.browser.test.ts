import { describe, expect, test } from 'vitest';
import {
  autofill,
  changes,
  backspace,
  describedBy,
  emptyPageAfterEachTest,
  find,
  findAll,
  focused,
  labelText,
  paste,
  pinTodayInEachTest,
  placeCaret,
  setup,
  text,
  type,
} from '../../test/browser/element.js';
import { onlyDigits } from '../core/normalize.js';
// French is a module a page loads; English is built in.
import '../locales/fr.js';
import { defineCardTokenizer } from './define.js';

pinTodayInEachTest();
emptyPageAfterEachTest();

describe('rendering', () => {
  test('labels each input, with card autocomplete and a numeric keyboard', async () => {
    const { number, expiry, cvx } = await setup();
    expect([number, expiry, cvx].map(labelText)).toEqual([
      'Card number',
      'Expiry date',
      'Security code',
    ]);
    expect([number, expiry, cvx].map((input) => input.autocomplete)).toEqual([
      'cc-number',
      'cc-exp',
      'cc-csc',
    ]);
    for (const input of [number, expiry, cvx]) {
      expect(input.inputMode).toBe('numeric');
      expect(input.hasAttribute('name')).toBe(false);
    }
  });

  test('exposes a part for each field, the brand icon, the status and the general error', async () => {
    const { el } = await setup();
    const parts = findAll(el, '[part]').map((node) => node.getAttribute('part'));
    // Labels, inputs and errors are in the page's own tree, where its CSS reaches them directly.
    expect(parts).toEqual(
      expect.arrayContaining([
        'number-field',
        'expiry-field',
        'cvx-field',
        'brand-icon',
        'status',
        'error',
      ]),
    );
  });

  test('defining it again is harmless', async () => {
    const { el } = await setup();
    expect(() => defineCardTokenizer()).not.toThrow();
    expect(customElements.get('card-tokenizer')).toBe(el.constructor);
  });

  test('keeps the typed digits out of every attribute', async () => {
    const { el, number } = await setup();
    await type(number, '4242424242424242');
    await el.updateComplete;
    const attributes = [el, ...findAll(el, '*')].flatMap((node) =>
      [...node.attributes].map((attribute) => attribute.value),
    );
    expect(attributes.join(' ')).not.toMatch(/4242/);
  });
});

describe('card number', () => {
  test('groups digits by the brand as typed', async () => {
    const { number } = await setup();
    await type(number, '4242424242424242');
    expect(number.value).toBe('4242 4242 4242 4242');
  });

  test('groups American Express 4-6-5 and stops at 15 digits', async () => {
    const { number } = await setup();
    await type(number, '3782822463100059');
    expect(number.value).toBe('3782 822463 10005');
  });

  test('keeps the caret on a digit typed in the middle', async () => {
    const { number } = await setup();
    await type(number, '42424242');
    placeCaret(number, 2);
    await type(number, '1');
    expect(number.value).toBe('4214 2424 2');
    expect(number.selectionStart).toBe(3);
  });

  test('backspace over a space deletes the digit before it', async () => {
    const { number } = await setup();
    await type(number, '42424242');
    placeCaret(number, 5);
    await backspace(number);
    expect(number.value).toBe('4244 242');
    expect(number.selectionStart).toBe(3);
  });

  test('a pasted number with dashes and spaces is regrouped', async () => {
    const { number } = await setup();
    paste(number, '4242-4242 4242 4242');
    expect(number.value).toBe('4242 4242 4242 4242');
    expect(number.selectionStart).toBe(19);
  });

  test('shows the brand icon and describes the brand to assistive technology', async () => {
    const { el, number } = await setup();
    await type(number, '37');
    await el.updateComplete;
    // Described by its brand, then by its error, empty for now.
    expect(describedBy(number).map((node) => node.textContent?.trim())).toEqual([
      'Card type: American Express',
      '',
    ]);
    expect(find(el, '[part="brand-icon"]').innerHTML).toContain('AMEX');
    expect(text(el, '#announcer')).toBe('Card type: American Express');
    // Announced there, and only there in the reading order: the description is hidden.
    expect(describedBy(number)[0]!.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('expiry date', () => {
  test.each([
    ['1', '1'],
    ['13', '1'],
    ['2', '02/'],
    ['12', '12/'],
    ['1230', '12/30'],
  ])('typing %s shows %s', async (typed, shown) => {
    const { expiry } = await setup();
    await type(expiry, typed);
    expect(expiry.value).toBe(shown);
  });

  test('backspace over the slash removes it', async () => {
    const { expiry } = await setup();
    await type(expiry, '12');
    await backspace(expiry);
    expect(expiry.value).toBe('12');
  });

  test.each(['12/30', '12/2030', '1230'])(
    'autofill as %s shows 12/30 and is valid',
    async (filled) => {
      const { el, expiry } = await setup();
      const details = changes(el);
      autofill(expiry, filled);
      expect(expiry.value).toBe('12/30');
      expect(details.at(-1)!.fields.expiry).toEqual({ valid: true, complete: true, empty: false });
    },
  );
});

describe('security code', () => {
  test('follows the brand: four digits and CID for American Express', async () => {
    const { el, number, cvx } = await setup();
    await type(number, '378282246310005');
    await el.updateComplete;
    expect(cvx.maxLength).toBe(4);
    expect(labelText(cvx)).toBe('Security code (CID)');
  });

  test('says it is optional for a Maestro registration', async () => {
    const { cvx } = await setup('<card-tokenizer card-type="MAESTRO"></card-tokenizer>');
    expect(labelText(cvx)).toBe('Security code (optional)');
    expect(cvx.maxLength).toBe(3);
  });
});

describe('focus', () => {
  test('stays in a field typed complete and valid (WCAG 3.2.2)', async () => {
    const { number, expiry } = await setup();
    await type(number, '4242424242424242');
    expect(focused()).toBe(number);
    await type(expiry, '1230');
    expect(focused()).toBe(expiry);
  });

  test('with auto-advance, moves to the next field when one is typed complete and valid', async () => {
    const { number, expiry, cvx } = await setup('<card-tokenizer auto-advance></card-tokenizer>');
    await type(number, '4242424242424242');
    expect(focused()).toBe(expiry);
    await type(expiry, '1230');
    expect(focused()).toBe(cvx);
  });

  test.each([
    ['a 16-digit Maestro, not at its Luhn-valid 12-digit prefix', '6304000000000000', 12],
    ['Visa at 16 digits', '4242424242424242', 0],
    ['American Express at 15 digits', '378282246310005', 0],
  ])('with auto-advance, leaves the number for %s', async (_name, digits, prefix) => {
    const { number, expiry } = await setup('<card-tokenizer auto-advance></card-tokenizer>');
    if (prefix) {
      await type(number, digits.slice(0, prefix));
      expect(focused()).toBe(number);
    }
    await type(number, digits.slice(prefix, -1));
    expect(focused()).toBe(number);
    await type(number, digits.slice(-1));
    expect(focused()).toBe(expiry);
    expect([onlyDigits(number.value), expiry.value]).toEqual([digits, '']);
  });

  test('with auto-advance, stays put on autofill', async () => {
    const { number } = await setup('<card-tokenizer auto-advance></card-tokenizer>');
    placeCaret(number, 0);
    autofill(number, '4242424242424242');
    expect(focused()).toBe(number);
  });

  test('focus() focuses the card number', async () => {
    const { el, number } = await setup();
    el.focus();
    expect(focused()).toBe(number);
  });
});

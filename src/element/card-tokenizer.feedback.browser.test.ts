// The element's errors, live region, events, language, and disabled and reset states.
import { describe, expect, test, vi } from 'vitest';
import {
  autofill,
  blur,
  changes,
  emptyPageAfterEachTest,
  errorText,
  fakeTimersInEachTest,
  find,
  labelText,
  pinTodayInEachTest,
  setup,
  type,
} from '../../test/browser/element.js';
// French is a module a page loads; English is built in.
import '../locales/fr.js';
import type { CardTokenizer } from './card-tokenizer.js';
import type { CardChangeDetail } from './events.js';

pinTodayInEachTest();
emptyPageAfterEachTest();

describe('errors', () => {
  test('do not show while the input may still become valid', async () => {
    const { el, number } = await setup();
    await type(number, '4242');
    await el.updateComplete;
    expect(number.getAttribute('aria-invalid')).toBe('false');
    expect(errorText(number)).toBe('');
  });

  test('show on blur, under the field, and hide again while typing', async () => {
    const { el, number } = await setup();
    await type(number, '4242');
    blur(number);
    await el.updateComplete;
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(errorText(number)).toBe('This card number is incomplete.');
    await type(number, '4');
    await el.updateComplete;
    expect(errorText(number)).toBe('');
  });

  test('show at once when typing on cannot fix the input', async () => {
    const { el, number } = await setup('<card-tokenizer card-type="AMEX"></card-tokenizer>');
    await type(number, '4242');
    await el.updateComplete;
    expect(errorText(number)).toBe('This card type is not accepted here.');
  });
});

describe('live regions', () => {
  const announcer = (el: CardTokenizer) => find(el, '#announcer');
  const errorElement = (input: HTMLInputElement) => document.getElementById(`${input.id}-error`)!;

  test("a field's error is its own polite live region, there before its text", async () => {
    const { el, expiry } = await setup();
    const error = errorElement(expiry);
    expect(error.getAttribute('aria-live')).toBe('polite');
    // In the accessibility tree while empty: a region must exist before it changes.
    expect(getComputedStyle(error).display).not.toBe('none');
    await type(expiry, '01/20');
    blur(expiry);
    await el.updateComplete;
    expect(errorElement(expiry)).toBe(error);
    expect(error.textContent).toBe('This card has expired.');
    // Read once when browsing: the element's own region does not repeat it.
    expect(announcer(el).textContent).not.toContain('This card has expired.');
  });

  test('a refused tokenize() shows every problem, focuses the first and says how many', async () => {
    const { el, number, expiry, cvx } = await setup();
    await type(expiry, '12/30');
    await expect(el.tokenize()).rejects.toMatchObject({ code: 'validation', field: 'number' });
    await el.updateComplete;
    expect([errorText(number), errorText(expiry), errorText(cvx)]).toEqual([
      'Enter a card number.',
      '',
      'Enter the security code.',
    ]);
    expect(document.activeElement).toBe(number);
    expect(announcer(el).textContent!.trim()).toBe('Problems to fix: 2');
  });

  test('the hint holds the message line until an error takes it, and stays described', async () => {
    const { el, number, cvx } = await setup();
    const hint = document.getElementById(`${cvx.id}-hint`)!;
    expect(hint.textContent).toBe('3 digits on the back');
    await type(number, '37');
    await el.updateComplete;
    expect(hint.textContent).toBe('4 digits on the front');
    expect(hint.slot).toBe('cvx-error');
    expect(hint.classList.contains('card-tokenizer-hidden')).toBe(false);
    await type(cvx, '1');
    blur(cvx);
    await el.updateComplete;
    expect(hint.classList.contains('card-tokenizer-hidden')).toBe(true);
    expect(cvx.getAttribute('aria-describedby')).toBe(`${cvx.id}-hint ${cvx.id}-error`);
  });

  describe('on a clock of its own', () => {
    fakeTimersInEachTest();

    test('the announcer keeps a text for 3 seconds while the element renders again', async () => {
      const { el, number, expiry, cvx } = await setup();
      const live = announcer(el);
      await type(number, '37');
      await el.updateComplete;
      expect(live.textContent?.trim()).toBe('Card type: American Express');
      vi.advanceTimersByTime(1000);
      await type(expiry, '1230');
      await el.updateComplete;
      vi.advanceTimersByTime(1000);
      blur(cvx);
      await el.updateComplete;
      vi.advanceTimersByTime(999);
      el.requestUpdate();
      await el.updateComplete;
      expect(live.textContent?.trim()).toBe('Card type: American Express');
      // Past 3 seconds with nothing new, it may be emptied, but says nothing else.
      vi.advanceTimersByTime(1);
      el.requestUpdate();
      await el.updateComplete;
      expect(['', 'Card type: American Express']).toContain(live.textContent?.trim());
    });

    test('the announcer replaces a text at once with the next one', async () => {
      const { el, number } = await setup();
      const live = announcer(el);
      await type(number, '37');
      await el.updateComplete;
      autofill(number, '4242');
      await el.updateComplete;
      expect(live.textContent?.trim()).toBe('Card type: Visa');
    });
  });

  test('announces the first error again when tokenize() finds the card invalid', async () => {
    const { el, number } = await setup();
    await type(number, '4242');
    blur(number);
    await el.updateComplete;
    const live = errorElement(number);
    expect(live.textContent).toBe('This card number is incomplete.');
    const changes: MutationRecord[] = [];
    new MutationObserver((records) => changes.push(...records)).observe(live, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    await expect(el.tokenize()).rejects.toMatchObject({ code: 'validation', field: 'number' });
    // Set again, even to the same words, so that screen readers read it again.
    await vi.waitFor(() => {
      expect(changes).not.toEqual([]);
      expect(live.textContent?.trim()).toBe('This card number is incomplete.');
    });
  });
});

describe('card-change', () => {
  test('reports brand, card type and each field, bubbling out of the shadow root', async () => {
    const { el, number } = await setup('<div><card-tokenizer></card-tokenizer></div>');
    const details: CardChangeDetail[] = [];
    document.body.addEventListener('card-change', (event) => details.push(event.detail));
    await type(number, '378282246310005');
    expect(details.at(-1)).toEqual({
      brand: 'american-express',
      cardType: 'AMEX',
      complete: false,
      valid: false,
      empty: false,
      fields: {
        number: { valid: true, complete: true, empty: false },
        expiry: { valid: false, complete: false, empty: true },
        cvx: { valid: false, complete: false, empty: true },
      },
    });
    void el;
  });

  test('never carries a digit of the card', async () => {
    const { el, number, expiry, cvx } = await setup();
    const details = changes(el);
    await type(number, '4242424242424242');
    await type(expiry, '1230');
    await type(cvx, '123');
    expect(details.at(-1)!).toMatchObject({ complete: true, valid: true });
    expect(JSON.stringify(details)).not.toMatch(/\d/);
  });
});

describe('language', () => {
  test('follows the nearest ancestor lang', async () => {
    const { number } = await setup('<div lang="fr-CA"><card-tokenizer></card-tokenizer></div>');
    expect(labelText(number)).toBe('Numéro de carte');
  });

  test('follows its own lang attribute', async () => {
    const { el, number, expiry } = await setup(
      '<div lang="fr"><card-tokenizer lang="en"></card-tokenizer></div>',
    );
    expect(labelText(number)).toBe('Card number');
    el.setAttribute('lang', 'fr');
    await el.updateComplete;
    expect(labelText(expiry)).toBe("Date d'expiration");
  });

  test('messages overrides any text', async () => {
    const { el, number } = await setup();
    el.messages = { numberLabel: 'Card number (long digits)', numberIncomplete: 'Keep typing.' };
    await type(number, '4242');
    blur(number);
    await el.updateComplete;
    expect(labelText(number)).toBe('Card number (long digits)');
    expect(errorText(number)).toBe('Keep typing.');
  });
});

describe('disabled and reset', () => {
  test('disabled is reflected and disables the inputs', async () => {
    const { el, number, expiry, cvx } = await setup();
    el.disabled = true;
    await el.updateComplete;
    expect(el.hasAttribute('disabled')).toBe(true);
    expect([number, expiry, cvx].every((input) => input.disabled)).toBe(true);
  });

  test('reset() clears the fields and their errors', async () => {
    const { el, number, expiry } = await setup();
    await type(number, '4242');
    await type(expiry, '12/30');
    blur(number);
    await el.updateComplete;
    el.reset();
    await el.updateComplete;
    expect([number.value, expiry.value, errorText(number)]).toEqual(['', '', '']);
  });
});

// @vitest-environment happy-dom
// happy-dom has no ElementInternals, like older WebKit: the element falls back to a hidden input.
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { useTokenizationServer } from '../../test/tokenization-server-hooks.js';
import {
  autofill,
  cardPosts,
  emptyPageAfterEachTest,
  fillCard,
  pinTodayInEachTest,
  setup,
  text,
  type Setup,
} from './test-helpers.js';

const server = useTokenizationServer({ beforeAll, afterAll, beforeEach });
pinTodayInEachTest();
emptyPageAfterEachTest();

async function inForm(attributes = 'name="card"'): Promise<Setup & { form: HTMLFormElement }> {
  const fields = await setup(
    `<form><input name="email" value="shopper@example.com" /><card-tokenizer ${attributes}></card-tokenizer></form>`,
  );
  fields.el.registration = {
    Id: 'registration-1',
    CardRegistrationURL: server.url,
    AccessKey: 'access-key-1',
    PreregistrationData: 'preregistration-1',
    CardType: 'CB_VISA_MASTERCARD',
  };
  await fields.el.updateComplete;
  return { ...fields, form: document.querySelector('form')! };
}

const hiddenInputs = (form: HTMLFormElement) =>
  [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => ({
    name: input.name,
    value: input.value,
    inElement: input.parentElement?.localName,
  }));

/** Records each submit that gets through to the page, with its form data, and stops navigation. */
function submissions(form: HTMLFormElement): Record<string, string>[] {
  const posted: Record<string, string>[] = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    posted.push(Object.fromEntries(new FormData(form)) as Record<string, string>);
  });
  return posted;
}

test('happy-dom really lacks ElementInternals, so these tests exercise the fallback', () => {
  expect(typeof HTMLElement.prototype.attachInternals).toBe('undefined');
});

describe('the hidden input', () => {
  test('appears once tokenized, named like the element, holding only the registration data', async () => {
    const fields = await inForm();
    await fillCard(fields);
    expect(hiddenInputs(fields.form)).toEqual([]);
    await fields.el.tokenize();
    expect(hiddenInputs(fields.form)).toEqual([
      { name: 'card', value: 'data=registration-data-1', inElement: 'card-tokenizer' },
    ]);
    expect(Object.fromEntries(new FormData(fields.form))).toEqual({
      email: 'shopper@example.com',
      card: 'data=registration-data-1',
    });
    expect(fields.el.form).toBe(fields.form);
  });

  test('goes when the card changes, and comes back for the card it was made for', async () => {
    const fields = await inForm();
    await fillCard(fields);
    await fields.el.tokenize();
    autofill(fields.number, '5555555555554444');
    await fields.el.updateComplete;
    expect(hiddenInputs(fields.form)).toEqual([]);
    autofill(fields.number, '4242424242424242');
    await fields.el.updateComplete;
    expect(hiddenInputs(fields.form)).toHaveLength(1);
  });

  test('goes on form reset, with the card', async () => {
    const fields = await inForm();
    await fillCard(fields);
    await fields.el.tokenize();
    fields.form.reset();
    expect(hiddenInputs(fields.form)).toEqual([]);
    await fields.el.updateComplete;
    expect([fields.number.value, fields.expiry.value, fields.cvx.value]).toEqual(['', '', '']);
  });

  test('is left out while the element is disabled or has no name', async () => {
    const fields = await inForm('');
    await fillCard(fields);
    await fields.el.tokenize();
    expect(hiddenInputs(fields.form)).toEqual([]);
    fields.el.name = 'card';
    fields.el.disabled = true;
    await fields.el.updateComplete;
    expect(hiddenInputs(fields.form)).toEqual([]);
    fields.el.disabled = false;
    await fields.el.updateComplete;
    expect(hiddenInputs(fields.form)).toHaveLength(1);
  });
});

describe('submitting the form', () => {
  test('tokenizes a complete card first, then submits with the registration data', async () => {
    const fields = await inForm();
    const posted = submissions(fields.form);
    await fillCard(fields);
    fields.form.requestSubmit();
    expect(posted).toEqual([]);
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted).toEqual([{ email: 'shopper@example.com', card: 'data=registration-data-1' }]);
    expect(cardPosts(server)).toHaveLength(1);
  });

  test('refuses an incomplete card, shows its errors and posts nothing', async () => {
    const fields = await inForm();
    const posted = submissions(fields.form);
    autofill(fields.expiry, '12/30');
    fields.form.requestSubmit();
    await vi.waitFor(() => expect(text(fields.el, '#number-error')).toBe('Enter a card number.'));
    expect(fields.el.shadowRoot!.activeElement).toBe(fields.number);
    expect(posted).toEqual([]);
    expect(server.requests).toEqual([]);
  });

  test('stops watching the form once the element is removed', async () => {
    const fields = await inForm();
    const posted = submissions(fields.form);
    fields.el.remove();
    fields.form.requestSubmit();
    expect(posted).toEqual([{ email: 'shopper@example.com' }]);
  });
});

import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import {
  autofill,
  browserField,
  emptyPageAfterEachTest,
  errorText,
  fillCard,
  focused,
  pinTodayInEachTest,
  setup,
  type Setup,
} from '../../test/browser/element.js';
import { gate, useTokenizationServer } from '../../test/browser/tokenization-server.js';

const server = useTokenizationServer();
pinTodayInEachTest();
emptyPageAfterEachTest();

interface InForm extends Setup {
  form: HTMLFormElement;
  /** Each submit that reached the page's own listener, which stops its navigation. */
  submitted: { submitter: HTMLElement | null; data: Record<string, string> }[];
  /** Navigations of the frame the form targets, which a submit the page missed would cause. */
  navigations: number;
}

const EMAIL = '<input name="email" value="shopper@example.com" />';

/** `<card-tokenizer name="card">` in a form that posts to a frame of its own, with a registration. */
async function inForm(inside = `${EMAIL}<card-tokenizer name="card"></card-tokenizer>`, form = '') {
  const fields = await setup(
    `<iframe name="sink" hidden></iframe><form ${form} target="sink" action="about:blank">${inside}</form>`,
  );
  fields.el.registration = {
    Id: 'registration-1',
    CardRegistrationURL: server.url,
    AccessKey: 'access-key-1',
    PreregistrationData: 'preregistration-1',
    CardType: 'CB_VISA_MASTERCARD',
  };
  await fields.el.updateComplete;
  const formElement = document.querySelector('form')!;
  const setUp: InForm = { ...fields, form: formElement, submitted: [], navigations: 0 };
  formElement.addEventListener('submit', (event) => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(formElement)) as Record<string, string>;
    setUp.submitted.push({ submitter: event.submitter, data });
  });
  document.querySelector('iframe')!.addEventListener('load', () => setUp.navigations++);
  return setUp;
}

const formData = (form: HTMLFormElement) => Object.fromEntries(new FormData(form));

/** Time enough for a request to the local server and a replayed submit, when none should come. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('the form value', () => {
  test('is the registration data once tokenized, under the element name, with the browser data', async () => {
    const fields = await inForm();
    expect(fields.el.form).toBe(fields.form);
    await fillCard(fields);
    expect(formData(fields.form)).toEqual({ email: 'shopper@example.com' });
    await fields.el.tokenize();
    expect(formData(fields.form)).toEqual({
      email: 'shopper@example.com',
      card: 'data=registration-data-1',
      'card-browser': browserField(),
    });
  });

  test('goes when the card changes, and comes back for the card it was made for', async () => {
    const fields = await inForm();
    await fillCard(fields);
    await fields.el.tokenize();
    autofill(fields.number, '5555555555554444');
    await fields.el.updateComplete;
    expect(formData(fields.form)).not.toHaveProperty('card');
    autofill(fields.number, '4242424242424242');
    await fields.el.updateComplete;
    expect(formData(fields.form)).toHaveProperty('card', 'data=registration-data-1');
  });

  test('goes on form reset, with the card', async () => {
    const fields = await inForm();
    await fillCard(fields);
    await fields.el.tokenize();
    fields.form.reset();
    expect(formData(fields.form)).not.toHaveProperty('card');
    // At once, not at the next render: a form or a framework validates right after a reset.
    expect(fields.el.validity.valueMissing).toBe(true);
    expect(fields.form.checkValidity()).toBe(false);
    await fields.el.updateComplete;
    expect([fields.number.value, fields.expiry.value, fields.cvx.value]).toEqual(['', '', '']);
  });

  test('is left out while the element is disabled or has no name', async () => {
    const fields = await inForm(`${EMAIL}<card-tokenizer></card-tokenizer>`);
    await fillCard(fields);
    await fields.el.tokenize();
    expect(formData(fields.form)).toEqual({ email: 'shopper@example.com' });
    fields.el.name = 'card';
    fields.el.disabled = true;
    await fields.el.updateComplete;
    expect(formData(fields.form)).not.toHaveProperty('card');
    fields.el.disabled = false;
    await fields.el.updateComplete;
    expect(formData(fields.form)).toHaveProperty('card');
  });

  test('is left out, and the inputs disabled, inside a disabled fieldset', async () => {
    const fields = await inForm(
      `<fieldset disabled><card-tokenizer name="card"></card-tokenizer></fieldset>`,
    );
    await fillCard(fields);
    await fields.el.tokenize();
    await fields.el.updateComplete;
    expect(formData(fields.form)).toEqual({});
    expect([fields.number, fields.expiry, fields.cvx].every((input) => input.disabled)).toBe(true);
  });
});

describe('submitting the form', () => {
  test('tokenizes a complete card first, then submits with the registration data', async () => {
    const fields = await inForm();
    await fillCard(fields);
    fields.form.requestSubmit();
    expect(fields.submitted).toEqual([]);
    await vi.waitFor(() => expect(fields.submitted).toHaveLength(1));
    expect(fields.submitted[0]!.data).toEqual({
      email: 'shopper@example.com',
      card: 'data=registration-data-1',
      'card-browser': browserField(),
    });
    expect(await server.requests()).toHaveLength(1);
  });

  test('refuses an incomplete card, shows its errors and posts nothing', async () => {
    const fields = await inForm();
    autofill(fields.expiry, '12/30');
    fields.form.requestSubmit();
    await vi.waitFor(() => expect(errorText(fields.number)).toBe('Enter a card number.'));
    expect(focused()).toBe(fields.number);
    await settle();
    expect(fields.submitted).toEqual([]);
    expect(await server.requests()).toEqual([]);
  });

  test('stops watching the form once the element is removed', async () => {
    const fields = await inForm();
    fields.el.remove();
    fields.form.requestSubmit();
    expect(fields.submitted.map(({ data }) => data)).toEqual([{ email: 'shopper@example.com' }]);
  });
});

const SUBMITS = [
  ['the button', (form: HTMLFormElement) => form.querySelector('button')!.click()],
  ['requestSubmit()', (form: HTMLFormElement) => form.requestSubmit()],
] as const;

/** Forms whose own validation is off: the card must still keep them from posting. */
const UNVALIDATED = [
  ['<form novalidate>', 'novalidate', '<button>Pay</button>'],
  ['a formnovalidate button', '', '<button formnovalidate>Pay</button>'],
] as const;

describe.each(UNVALIDATED)('in %s', (_name, formAttributes, button) => {
  const form = () =>
    inForm(`${EMAIL}<card-tokenizer name="card"></card-tokenizer>${button}`, formAttributes);

  const CARDS = [
    [
      'an empty card',
      '',
      ['Enter a card number.', 'Enter the expiry date.', 'Enter the security code.'],
      'number',
    ],
    [
      'an incomplete card',
      '4242424242424242',
      ['', 'Enter the expiry date.', 'Enter the security code.'],
      'expiry',
    ],
  ] as const;

  describe.each(CARDS)('%s', (_card, typedNumber, errors, focus) => {
    test.each(SUBMITS)(
      'submitted by %s posts nothing, shows its errors and focuses its first bad field',
      async (_how, submit) => {
        const fields = await form();
        if (typedNumber) {
          autofill(fields.number, typedNumber);
          await fields.el.updateComplete;
        }
        submit(fields.form);
        await fields.el.updateComplete;
        await settle();
        expect(fields.submitted).toEqual([]);
        expect(fields.navigations).toBe(0);
        expect(await server.requests()).toEqual([]);
        expect([errorText(fields.number), errorText(fields.expiry), errorText(fields.cvx)]).toEqual(
          errors,
        );
        expect(focused()).toBe(fields[focus]);
      },
    );
  });
});

describe('Enter in a complete card', () => {
  async function pressEnterIn(inside: string, keys = '{Enter}'): Promise<InForm> {
    const fields = await inForm(inside);
    await fillCard(fields);
    fields.cvx.focus();
    await userEvent.keyboard(keys);
    return fields;
  }

  test('submits through the default button, which is the submitter', async () => {
    const fields = await pressEnterIn(
      `${EMAIL}<card-tokenizer name="card"></card-tokenizer><button id="pay">Pay</button><button>Other</button>`,
    );
    await vi.waitFor(() => expect(fields.submitted).toHaveLength(1));
    expect(fields.submitted[0]!.submitter).toBe(document.getElementById('pay'));
    expect(fields.submitted[0]!.data).toHaveProperty('card', 'data=registration-data-1');
  });

  test('does nothing when the default button is disabled', async () => {
    const fields = await pressEnterIn(
      `${EMAIL}<card-tokenizer name="card"></card-tokenizer><button disabled>Pay</button>`,
    );
    await settle();
    expect(fields.submitted).toEqual([]);
    expect(await server.requests()).toEqual([]);
  });

  test('submits a form with no button and no other text field, without a submitter', async () => {
    const fields = await pressEnterIn('<card-tokenizer name="card"></card-tokenizer>');
    await vi.waitFor(() => expect(fields.submitted).toHaveLength(1));
    expect(fields.submitted[0]).toEqual({
      submitter: null,
      data: { card: 'data=registration-data-1', 'card-browser': browserField() },
    });
  });

  test('does nothing in a form with no button and another text field', async () => {
    const fields = await pressEnterIn(`${EMAIL}<card-tokenizer name="card"></card-tokenizer>`);
    await settle();
    expect(fields.submitted).toEqual([]);
    expect(await server.requests()).toEqual([]);
  });

  test('held down, submits once', async () => {
    await server.behave(gate());
    // Three keydowns, the last two with `repeat`, while the card is being tokenized.
    const fields = await pressEnterIn(
      `${EMAIL}<card-tokenizer name="card"></card-tokenizer><button>Pay</button>`,
      '{Enter>3/}',
    );
    await server.release();
    await vi.waitFor(() => expect(fields.submitted).toHaveLength(1));
    await settle();
    expect(fields.submitted).toHaveLength(1);
    expect(await server.requests()).toHaveLength(1);
  });
});

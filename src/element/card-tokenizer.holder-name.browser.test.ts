import { describe, expect, test } from 'vitest';
import {
  autofill,
  browserField,
  emptyPageAfterEachTest,
  errorText,
  fillCard,
  focused,
  labelText,
  pinTodayInEachTest,
  setup,
  type Setup,
} from '../../test/browser/element.js';
import { useTokenizationServer } from '../../test/browser/tokenization-server.js';
import { browserInfo } from '../core/browser-info.js';
import { registrationFor } from '../../test/support/registration.js';
import type { CardTokenizedDetail } from './events.js';

const server = useTokenizationServer();
pinTodayInEachTest();
emptyPageAfterEachTest();

const registration = () => registrationFor(server.url);

interface WithHolder extends Setup {
  holder: HTMLInputElement;
  form: HTMLFormElement;
}

/** `<card-tokenizer name="card" holder-name="…">` in a form, with a registration. */
async function withHolder(mode?: string): Promise<WithHolder> {
  const attribute = mode ? ` holder-name="${mode}"` : '';
  const fields = await setup(
    `<form><card-tokenizer name="card"${attribute}></card-tokenizer></form>`,
  );
  fields.el.registration = registration();
  await fields.el.updateComplete;
  const holder = fields.el.querySelector<HTMLInputElement>('input[data-field="holder"]')!;
  return { ...fields, holder, form: document.querySelector('form')! };
}

const formData = (form: HTMLFormElement) => Object.fromEntries(new FormData(form));

function tokenized(el: HTMLElement): Promise<CardTokenizedDetail> {
  return new Promise((resolve) =>
    el.addEventListener('card-tokenized', (event) => resolve(event.detail), { once: true }),
  );
}

describe('holder-name="optional"', () => {
  test('shows a fourth field, named by its label, with cc-name autocomplete and no name', async () => {
    const { el, holder } = await withHolder('optional');
    expect(el.querySelectorAll('input')).toHaveLength(4);
    expect(labelText(holder)).toBe('Name on card (optional)');
    expect(holder.autocomplete).toBe('cc-name');
    expect(holder.hasAttribute('name')).toBe(false);
    expect(holder.name).toBe('');
  });

  test('an empty name is accepted, and the form gets it empty', async () => {
    const fields = await withHolder('optional');
    await fillCard(fields);
    const detail = tokenized(fields.el);
    await fields.el.tokenize();
    expect(await detail).toStrictEqual({
      registrationData: 'data=registration-data-1',
      browserInfo: browserInfo(),
    });
    expect(formData(fields.form)).toEqual({
      card: 'data=registration-data-1',
      'card-holder': '',
      'card-browser': browserField(),
    });
  });
});

describe('holder-name="required"', () => {
  test('labels the field without "(optional)"', async () => {
    const { holder } = await withHolder('required');
    expect(labelText(holder)).toBe('Name on card');
  });

  test('an empty name refuses tokenize() on the name, focuses it, and sends nothing', async () => {
    const fields = await withHolder('required');
    await fillCard(fields);
    await expect(fields.el.tokenize()).rejects.toMatchObject({
      code: 'validation',
      field: 'holder',
      message: 'Enter the name on the card.',
    });
    await fields.el.updateComplete;
    expect(errorText(fields.holder)).toBe('Enter the name on the card.');
    expect(fields.holder.getAttribute('aria-invalid')).toBe('true');
    expect(focused()).toBe(fields.holder);
    expect(await server.requests()).toEqual([]);
  });

  test('a name of 46 characters is refused with the longest length allowed', async () => {
    const fields = await withHolder('required');
    await fillCard(fields);
    autofill(fields.holder, 'A'.repeat(46));
    const message = 'The name on the card can have at most 45 characters.';
    await expect(fields.el.tokenize()).rejects.toMatchObject({ field: 'holder', message });
    await fields.el.updateComplete;
    expect(errorText(fields.holder)).toBe(message);
    expect(await server.requests()).toEqual([]);
  });

  test('a name of 45 characters is accepted', async () => {
    const fields = await withHolder('required');
    await fillCard(fields);
    autofill(fields.holder, 'A'.repeat(45));
    await expect(fields.el.tokenize()).resolves.toBe('data=registration-data-1');
  });

  test('a valid name is never posted to the tokenization server, but given to the page', async () => {
    const fields = await withHolder('required');
    await fillCard(fields);
    autofill(fields.holder, '  Jane   Doe ');
    const detail = tokenized(fields.el);
    await fields.el.tokenize();
    const [request] = await server.requests();
    expect([...new URLSearchParams(request!.body).keys()]).toEqual([
      'data',
      'accessKeyRef',
      'cardNumber',
      'cardExpirationDate',
      'cardCvx',
    ]);
    expect(request!.body).not.toMatch(/Jane|Doe/);
    expect(await detail).toEqual({
      registrationData: 'data=registration-data-1',
      cardHolderName: 'Jane Doe',
      browserInfo: browserInfo(),
    });
    expect(formData(fields.form)).toEqual({
      card: 'data=registration-data-1',
      'card-holder': 'Jane Doe',
      'card-browser': browserField(),
    });
  });
});

describe('holder-name turned off after a name was typed', () => {
  test('a name refused before no longer holds the card: it goes without the name', async () => {
    const fields = await withHolder('required');
    await fillCard(fields);
    autofill(fields.holder, 'A'.repeat(46));
    await expect(fields.el.tokenize()).rejects.toMatchObject({ field: 'holder' });
    // Out of the focused input first: its removal would blur it in the middle of a render.
    fields.holder.blur();
    fields.el.holderName = 'off';
    await fields.el.updateComplete;
    const detail = tokenized(fields.el);
    await expect(fields.el.tokenize()).resolves.toBe('data=registration-data-1');
    expect(await detail).not.toHaveProperty('cardHolderName');
    expect(formData(fields.form)).toEqual({
      card: 'data=registration-data-1',
      'card-browser': browserField(),
    });
  });
});

describe('without the name on the card', () => {
  test.each([undefined, 'off'])(
    'holder-name=%s shows no fourth input, and the form gets no card-holder',
    async (mode) => {
      const fields = await withHolder(mode);
      expect(fields.el.holderName).toBe('off');
      expect(fields.el.querySelectorAll('input')).toHaveLength(3);
      expect(document.querySelector('input[autocomplete="cc-name"]')).toBeNull();
      const detail = tokenized(fields.el);
      await fillCard(fields);
      await fields.el.tokenize();
      expect(await detail).toStrictEqual({
        registrationData: 'data=registration-data-1',
        browserInfo: browserInfo(),
      });
      expect(formData(fields.form)).toEqual({
        card: 'data=registration-data-1',
        'card-browser': browserField(),
      });
    },
  );
});

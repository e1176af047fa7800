import { describe, expect, test, vi } from 'vitest';
import {
  emptyPageAfterEachTest,
  errorText,
  fillCard,
  focused,
  pinTodayInEachTest,
  setup,
  text,
  type Setup,
} from '../../test/browser/element.js';
import { answer, useTokenizationServer } from '../../test/browser/tokenization-server.js';
import { TODAY } from '../../test/support/cards.js';
import { browserInfo } from '../core/browser-info.js';
import { TokenizationError } from '../core/errors.js';
import type { CardRegistration } from '../core/registration.js';
// French is a module a page loads; English is built in.
import '../locales/fr.js';
import type { CardErrorDetail } from './events.js';

const server = useTokenizationServer();
pinTodayInEachTest();
emptyPageAfterEachTest();

function registration(extra: Partial<CardRegistration> = {}): CardRegistration {
  return {
    Id: '1234',
    CardRegistrationURL: server.url,
    AccessKey: 'access-key-1',
    PreregistrationData: 'preregistration-1',
    CardType: 'CB_VISA_MASTERCARD',
    ...extra,
  };
}

/** Gives the element a registration function, and the CardTypes it is asked for. */
function askedCardTypes(el: Setup['el']): string[] {
  const cardTypes: string[] = [];
  el.registration = async ({ cardType }) => {
    cardTypes.push(cardType);
    return registration({ CardType: cardType });
  };
  return cardTypes;
}

async function configured(extra?: Partial<CardRegistration>): Promise<Setup> {
  const fields = await setup();
  fields.el.registration = registration(extra);
  await fields.el.updateComplete;
  return fields;
}

describe('tokenize()', () => {
  test('posts the card form-encoded and resolves the whole data= answer', async () => {
    const fields = await configured();
    await fillCard(fields);
    await expect(fields.el.tokenize()).resolves.toBe('data=registration-data-1');
    expect(Object.fromEntries(new URLSearchParams((await server.requests())[0]!.body))).toEqual({
      data: 'preregistration-1',
      accessKeyRef: 'access-key-1',
      cardNumber: '4242424242424242',
      cardExpirationDate: '1230',
      cardCvx: '123',
    });
  });

  test('reads the registration from attributes', async () => {
    const fields = await setup(
      `<card-tokenizer card-registration-url="${server.url}" access-key="key-2" preregistration-data="pre-2"></card-tokenizer>`,
    );
    await fillCard(fields);
    await fields.el.tokenize();
    expect((await server.requests())[0]!.body).toMatch(/^data=pre-2&accessKeyRef=key-2&/);
  });

  test('concurrent calls share one request', async () => {
    const fields = await configured();
    await fillCard(fields);
    const results = await Promise.all([fields.el.tokenize(), fields.el.tokenize()]);
    expect(results).toEqual(['data=registration-data-1', 'data=registration-data-1']);
    expect(await server.requests()).toHaveLength(1);
  });

  test('the same card is not posted twice to a single-use registration', async () => {
    const fields = await configured();
    await fillCard(fields);
    await fields.el.tokenize();
    await expect(fields.el.tokenize()).resolves.toBe('data=registration-data-1');
    expect(await server.requests()).toHaveLength(1);
  });

  test('a new registration is posted to even for the same card', async () => {
    const fields = await configured();
    await fillCard(fields);
    await fields.el.tokenize();
    fields.el.registration = registration({ PreregistrationData: 'preregistration-2' });
    await server.behave(answer('data=registration-data-2'));
    await expect(fields.el.tokenize()).resolves.toBe('data=registration-data-2');
    expect(await server.requests()).toHaveLength(2);
  });

  test('a registration function is asked, per card, for the typed card type', async () => {
    const fields = await setup();
    const cardTypes = askedCardTypes(fields.el);
    await fillCard(fields);
    await fields.el.tokenize();
    await fields.el.tokenize();
    await fillCard(fields, { number: '378282246310005', expiry: '12/30', cvx: '1234' });
    await fields.el.tokenize();
    expect(cardTypes).toEqual(['CB_VISA_MASTERCARD', 'AMEX']);
    expect(await server.requests()).toHaveLength(2);
  });

  test('a registration function is asked for the card-type attribute when one is set', async () => {
    const fields = await setup('<card-tokenizer card-type="BCMC"></card-tokenizer>');
    const cardTypes = askedCardTypes(fields.el);
    await fillCard(fields);
    await fields.el.tokenize();
    expect(cardTypes).toEqual(['BCMC']);
  });

  test("a registration function's CardType is checked against the card before it is sent", async () => {
    const fields = await setup();
    fields.el.registration = async () => registration({ CardType: 'AMEX' });
    await fillCard(fields);
    await expect(fields.el.tokenize()).rejects.toMatchObject({
      code: 'validation',
      field: 'number',
    });
    await fields.el.updateComplete;
    expect(errorText(fields.number)).toBe('This card type is not accepted here.');
    expect(await server.requests()).toHaveLength(0);
  });

  test('fires card-tokenized with the registration data and the browser data', async () => {
    const fields = await configured();
    await fillCard(fields);
    const tokenized = new Promise<CustomEvent>((resolve) =>
      document.addEventListener('card-tokenized', resolve, { once: true }),
    );
    await fields.el.tokenize();
    expect((await tokenized).detail).toEqual({
      registrationData: 'data=registration-data-1',
      browserInfo: browserInfo(),
    });
  });

  test('sends 000 for a Maestro registration without a security code', async () => {
    const fields = await configured({ CardType: 'MAESTRO' });
    await fillCard(fields, { number: '5033951000000004', expiry: '12/30', cvx: '' });
    await fields.el.tokenize();
    expect(new URLSearchParams((await server.requests())[0]!.body).get('cardCvx')).toBe('000');
  });
});

describe('tokenize() with an invalid card', () => {
  test('shows every field error, focuses the first, and sends nothing', async () => {
    const fields = await configured();
    await fillCard(fields, { number: '4242', expiry: '', cvx: '' });
    const error = await fields.el.tokenize().catch((caught: unknown) => caught);
    await fields.el.updateComplete;
    expect(error).toBeInstanceOf(TokenizationError);
    expect(error).toMatchObject({ code: 'validation', field: 'number' });
    expect([errorText(fields.number), errorText(fields.expiry), errorText(fields.cvx)]).toEqual([
      'This card number is incomplete.',
      'Enter the expiry date.',
      'Enter the security code.',
    ]);
    expect(focused()).toBe(fields.number);
    expect(await server.requests()).toHaveLength(0);
  });

  test('refuses a card that expired since it was typed, on the expiry field', async () => {
    const fields = await configured();
    await fillCard(fields, { number: '4242424242424242', expiry: '06/26', cvx: '123' });
    const firstOfNextMonth = new Date(TODAY);
    firstOfNextMonth.setUTCMonth(firstOfNextMonth.getUTCMonth() + 1, 1);
    vi.setSystemTime(firstOfNextMonth);
    await expect(fields.el.tokenize()).rejects.toMatchObject({
      code: 'validation',
      field: 'expiry',
    });
    await fields.el.updateComplete;
    expect(errorText(fields.expiry)).toBe('This card has expired.');
    expect(focused()).toBe(fields.expiry);
    expect(await server.requests()).toHaveLength(0);
  });

  test('refuses a Visa for an AMEX registration on the number field', async () => {
    const fields = await configured({ CardType: 'AMEX' });
    await fillCard(fields);
    await expect(fields.el.tokenize()).rejects.toMatchObject({ field: 'number' });
    await fields.el.updateComplete;
    expect(errorText(fields.number)).toBe('This card type is not accepted here.');
  });
});

describe('tokenize() refused by the server', () => {
  test('shows a card number error on the number field and keeps what was typed', async () => {
    await server.behave(answer('errorCode=02625'));
    const fields = await configured();
    await fillCard(fields);
    const errors: CardErrorDetail[] = [];
    fields.el.addEventListener('card-error', (event) => errors.push(event.detail));
    await expect(fields.el.tokenize()).rejects.toMatchObject({
      code: 'server',
      serverCode: '02625',
    });
    await fields.el.updateComplete;
    expect(errorText(fields.number)).toBe('This card number is not valid.');
    expect(fields.number.getAttribute('aria-invalid')).toBe('true');
    expect(fields.number.value).toBe('4242 4242 4242 4242');
    expect(errors).toEqual([
      {
        code: 'server',
        field: 'number',
        serverCode: '02625',
        message: 'This card number is not valid.',
      },
    ]);
  });

  test('shows a session error in the general error area, in the element language', async () => {
    await server.behave(answer('errorCode=02631'));
    const fields = await configured();
    fields.el.lang = 'fr';
    await fillCard(fields);
    await expect(fields.el.tokenize()).rejects.toMatchObject({ serverCode: '02631' });
    await fields.el.updateComplete;
    expect(text(fields.el, '[part="error"]')).toBe(
      'Cette session de paiement a expiré. Veuillez réessayer.',
    );
  });

  test('shows a configuration problem without the developer details', async () => {
    const fields = await setup();
    await fillCard(fields);
    await expect(fields.el.tokenize()).rejects.toMatchObject({
      code: 'configuration',
      message: expect.stringContaining('CardRegistrationURL'),
    });
    await fields.el.updateComplete;
    expect(text(fields.el, '[part="error"]')).toBe('The card form is not set up correctly.');
  });
});

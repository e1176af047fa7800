import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenizeCard } from '../core/index.js';
import { TODAY } from '../../test/support/cards.js';
import { createClock } from '../../test/support/clock.js';
import { startSandbox, type Sandbox } from '../sandbox/index.js';
import { createPaymentsClient, type CardRegistration, type PaymentsClient } from './index.js';

let sandbox: Sandbox;
let client: PaymentsClient;
beforeAll(async () => {
  sandbox = await startSandbox({ now: createClock().now });
  client = createPaymentsClient({
    baseUrl: sandbox.url,
    clientId: sandbox.clientId,
    apiKey: sandbox.apiKey,
  });
});
afterAll(() => sandbox.close());

/** The browser's step, done by the package's own `tokenizeCard()` against the sandbox. */
function tokenizeAsBrowser(registration: CardRegistration, cardNumber: string) {
  return tokenizeCard(
    registration,
    {
      cardNumber,
      cardExpirationDate: '11/29',
      cardCvx: cardNumber.length === 15 ? '1234' : '123',
    },
    { now: new Date(TODAY) },
  );
}

describe('the card flow', () => {
  it('registration → tokenizeCard() → update → the Card with its alias', async () => {
    const user = await client.createNaturalUser({
      FirstName: 'Ada',
      LastName: 'Lovelace',
      Email: 'ada@example.com',
    });
    const registration = await client.createCardRegistration({
      UserId: user.Id,
      Currency: 'EUR',
      Tag: 'checkout-42',
    });
    expect(registration).toMatchObject({ Status: 'CREATED', CardType: 'CB_VISA_MASTERCARD' });

    const registrationData = await tokenizeAsBrowser(registration, '4970107111111119');
    expect(registrationData).toMatch(/^data=/);
    const tokenizePath = new URL(registration.CardRegistrationURL).pathname;
    expect(sandbox.requests()[tokenizePath]).toEqual({ POST: 1 });

    const updated = await client.updateCardRegistration(registration.Id, {
      RegistrationData: registrationData,
      CardHolderName: 'Ada Lovelace',
    });
    expect(updated).toMatchObject({ Status: 'VALIDATED', ResultCode: '000000' });
    expect(await client.getCardRegistration(registration.Id)).toEqual(updated);

    const card = await client.getCard(updated.CardId!);
    expect(card).toMatchObject({
      Alias: '497010XXXXXX1119',
      CardProvider: 'VISA',
      ExpirationDate: '1129',
      UserId: user.Id,
      Currency: 'EUR',
      Active: true,
    });
  });

  it('runs ten flows at once without mixing them up', async () => {
    const numbers = [
      '4242424242424242',
      '5555555555554444',
      '378282246310005',
      '2223003122003222',
      '4706750000000009',
      '6011111111111117',
      '3566002020360505',
      '36227206271667',
      '4970107111111119',
      '5033951000000004',
    ];
    const user = await client.createLegalUser({ Name: 'Acme', Email: 'ops@acme.example' });
    const cards = await Promise.all(
      numbers.map(async (number) => {
        const registration = await client.createCardRegistration({
          UserId: user.Id,
          Currency: 'EUR',
          CardType: number.length === 15 ? 'AMEX' : 'CB_VISA_MASTERCARD',
        });
        const RegistrationData = await tokenizeAsBrowser(registration, number);
        const updated = await client.updateCardRegistration(registration.Id, { RegistrationData });
        return client.getCard(updated.CardId!);
      }),
    );
    expect(cards.map((card) => card.Alias)).toEqual(
      numbers.map((n) => n.slice(0, 6) + 'X'.repeat(n.length - 10) + n.slice(-4)),
    );
  });

  it('resolves a refused update with Status ERROR rather than throwing', async () => {
    const user = await client.createNaturalUser({ FirstName: 'A', LastName: 'B', Email: 'a@b.co' });
    const registration = await client.createCardRegistration({ UserId: user.Id, Currency: 'EUR' });
    const registrationData = await tokenizeAsBrowser(registration, '4242424242424242');
    const updated = await client.updateCardRegistration(registration.Id, {
      RegistrationData: registrationData.replace('data=', ''),
    });
    expect(updated).toMatchObject({ Status: 'ERROR', ResultCode: '105206', CardId: null });
  });
});

describe('users and recipients', () => {
  it('creates and reads users', async () => {
    const natural = await client.createNaturalUser({
      FirstName: 'Grace',
      LastName: 'Hopper',
      Email: 'grace@example.com',
    });
    const legal = await client.createLegalUser({ Name: 'Acme', Email: 'ops@acme.example' });
    expect(await client.getUser(natural.Id)).toEqual(natural);
    expect(await client.getUser(legal.Id)).toMatchObject({ PersonType: 'LEGAL', Name: 'Acme' });
  });

  it('creates a recipient embedded token for one user', async () => {
    const user = await client.createNaturalUser({ FirstName: 'A', LastName: 'B', Email: 'a@b.co' });
    const token = await client.createRecipientEmbeddedToken(user.Id);
    expect(token).toEqual({
      access_token: expect.stringMatching(/^rec_/),
      token_type: 'Bearer',
      expires_in: 900,
      scope: 'bankaccounts:r bankaccounts:w',
    });
  });
});

describe('intents', () => {
  it('creates, captures, disputes and settles an Intent', async () => {
    const intent = await client.createIntent({
      Currency: 'EUR',
      ExternalData: { ExternalProviderName: 'STRIPE', ExternalProviderReference: 'pi_1' },
      LineItems: [
        {
          Seller: { AuthorId: 's1', FeesAmount: 100 },
          Quantity: 3,
          UnitAmount: 1000,
          DiscountAmount: 500,
        },
      ],
    });
    expect(intent).toMatchObject({
      Amount: 2500,
      PlatformFees: 100,
      Status: 'AUTHORIZED',
      CreationDate: TODAY / 1000,
    });

    const captured = await client.createIntentCapture(intent.Id);
    const disputed = await client.createIntentDispute({
      intentId: intent.Id,
      captureId: captured.Capture!.Id,
    });
    expect(disputed.NextActions).toBe('DEFEND,WIN_DISPUTE,LOSE_DISPUTE');

    const ids = {
      intentId: intent.Id,
      captureId: captured.Capture!.Id,
      disputeId: disputed.Dispute!.Id,
    };
    const defended = await client.updateIntentDispute({ ...ids, decision: 'DEFENDED' });
    expect(defended).toMatchObject({
      Status: 'DEFENDED',
      Decision: 'DEFENDED',
      NextActions: 'WIN_DISPUTE,LOSE_DISPUTE',
    });
    const won = await client.updateIntentDispute({ ...ids, decision: 'DISPUTED_WON' });
    expect(won).toMatchObject({
      Status: 'DISPUTED_WON',
      Decision: 'DISPUTED_WON',
      NextActions: '',
    });
    expect(await client.getIntent(intent.Id)).toEqual(won);
  });
});

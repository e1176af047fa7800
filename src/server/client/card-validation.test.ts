import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCEPT_HEADER, BROWSER_DATA } from '../../../test/support/browser-data.js';
import { openTestSandbox, type TestSandbox } from '../../../test/support/sandbox.js';
import { browserInfoFromRequest, createPaymentsClient, type PaymentsClient } from '../index.js';

let t: TestSandbox;
let client: PaymentsClient;
beforeAll(async () => {
  t = await openTestSandbox();
  client = createPaymentsClient({
    baseUrl: t.url,
    clientId: t.sandbox.clientId,
    apiKey: t.sandbox.apiKey,
  });
});
afterAll(() => t.close());

/** What a shop's backend receives from the shopper's browser. */
const shopperRequest = {
  headers: { accept: ACCEPT_HEADER },
  socket: { remoteAddress: '::ffff:198.51.100.7' },
};

describe('the Card Validation calls', () => {
  it('validate a challenge card: created, read back, then VALID once the shopper authenticates', async () => {
    const card = await t.createCard('4970105181818183');
    const created = await client.createCardValidation(card.Id, {
      AuthorId: card.UserId,
      SecureModeReturnURL: 'https://shop.example/cards/return',
      ...browserInfoFromRequest(shopperRequest, JSON.stringify(BROWSER_DATA)),
    });
    expect(created).toMatchObject({
      Status: 'CREATED',
      SecureModeNeeded: true,
      IpAddress: '198.51.100.7',
      BrowserInfo: { AcceptHeader: ACCEPT_HEADER, ...BROWSER_DATA },
    });
    expect(await client.getCardValidation(card.Id, created.Id)).toEqual(created);

    const page = await (await fetch(created.SecureModeRedirectURL!)).text();
    const secret = /name="secret" value="([^"]+)"/.exec(page)![1]!;
    await fetch(created.SecureModeRedirectURL!, {
      method: 'POST',
      body: new URLSearchParams({ secret, outcome: 'authenticate' }),
      redirect: 'manual',
    });
    expect(await client.getCardValidation(card.Id, created.Id)).toMatchObject({
      Status: 'SUCCEEDED',
      Validity: 'VALID',
    });
    expect((await client.getCard(card.Id)).Validity).toBe('VALID');
  });

  it('list the cards of one number by fingerprint', async () => {
    const [card, twin] = await Promise.all([t.createCard(), t.createCard()]);
    const cards = await client.getCardsByFingerprint(card.Fingerprint);
    expect(cards.map(({ Id }) => Id).sort()).toEqual([card.Id, twin.Id].sort());
  });

  it('reject with the service refusals as PaymentsApiError', async () => {
    await expect(client.getCardValidation('card_00', 'cardval_00')).rejects.toMatchObject({
      status: 404,
      type: 'ressource_not_found',
      errors: { RessourceNotFound: 'Cannot found the ressource Card with the id=card_00' },
    });
    const amex = await t.createCard('378282246310005', 'AMEX');
    await expect(
      client.createCardValidation(amex.Id, {
        AuthorId: amex.UserId,
        SecureModeReturnURL: 'https://shop.example/cards/return',
        ...browserInfoFromRequest(shopperRequest, BROWSER_DATA),
      }),
    ).rejects.toMatchObject({
      status: 400,
      errors: { CardType: 'Expected CB_VISA_MASTERCARD, got AMEX' },
    });
  });
});

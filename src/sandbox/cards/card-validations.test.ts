import { afterEach, describe, expect, it } from 'vitest';
import { ACCEPT_HEADER, BROWSER_DATA } from '../../../test/support/browser-data.js';
import { openTestSandbox, type TestSandbox } from '../../../test/support/sandbox.js';
import type { SandboxOptions } from '../index.js';

const FRICTIONLESS = '4970107111111119';
const CHALLENGE = '4970105181818183';
const FAILING = '4000000000003063';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let t: TestSandbox;
afterEach(() => t.close());
async function open(options: SandboxOptions = {}) {
  t = await openTestSandbox(options);
  return t;
}

const cardOf = async (id: string) => (await t.call('GET', `${t.v2}/cards/${id}`)).body;
const validationOf = async (cardId: string, id: string) =>
  (await t.call('GET', `${t.v2}/cards/${cardId}/validation/${id}`)).body;

describe('a Card Validation without a challenge', () => {
  it.each([
    ["the service's frictionless card", FRICTIONLESS],
    ['any other card', '4242424242424242'],
  ])('succeeds at once with %s, and the card turns VALID', async (_name, number) => {
    await open();
    const card = await t.createCard(number);
    expect(card.Validity).toBe('UNKNOWN');
    const validation = await t.createValidation(card, { Tag: 'order 7', SecureMode: 'NO_CHOICE' });
    expect(validation).toEqual({
      Id: expect.stringMatching(/^cardval_[0-9a-f]{20}$/),
      Tag: 'order 7',
      CreationDate: expect.any(Number),
      AuthorId: card.UserId,
      Status: 'SUCCEEDED',
      SecureModeReturnURL: `https://shop.example/cards/verified?order=7&cardValidationId=${validation.Id}`,
      SecureModeRedirectURL: null,
      SecureModeNeeded: false,
      SecureMode: 'NO_CHOICE',
      IpAddress: '203.0.113.9',
      BrowserInfo: { AcceptHeader: ACCEPT_HEADER, ...BROWSER_DATA },
      Validity: 'VALID',
      Type: 'CARD_VALIDATION',
      Applied3DSVersion: 'V2_1',
      ResultCode: '000000',
      ResultMessage: 'Success',
      ExecutionDate: validation.CreationDate,
      PaymentCategory: null,
      PreferredCardNetwork: null,
      CardInfo: expect.objectContaining({ BIN: number.slice(0, 8), Brand: 'VISA' }),
    });
    expect(await validationOf(card.Id, validation.Id)).toEqual(validation);
    expect((await cardOf(card.Id)).Validity).toBe('VALID');
  });

  it('fails at once with the sandbox-only failing card, and the card stays UNKNOWN', async () => {
    await open();
    const card = await t.createCard(FAILING);
    const validation = await t.createValidation(card);
    expect(validation).toMatchObject({
      Status: 'FAILED',
      SecureModeNeeded: false,
      ResultCode: '101301',
      ResultMessage: 'Secure mode: The 3DSecure authentication has failed',
      ExecutionDate: null,
      Validity: 'UNKNOWN',
    });
    expect((await cardOf(card.Id)).Validity).toBe('UNKNOWN');
  });
});

describe('a Card Validation with a challenge', () => {
  it('waits CREATED with an unguessable SecureModeRedirectURL; one at a time per card', async () => {
    await open();
    const card = await t.createCard(CHALLENGE);
    const validation = await t.createValidation(card, {
      SecureModeReturnURL: 'https://shop.example/back?a=1&b=x%20y#top',
    });
    expect(validation).toMatchObject({
      Status: 'CREATED',
      SecureModeNeeded: true,
      SecureModeRedirectURL: expect.stringMatching(
        new RegExp(`^${t.url}/3ds-challenge/[0-9a-f]{32}$`),
      ),
      SecureModeReturnURL: `https://shop.example/back?a=1&b=x%20y&cardValidationId=${validation.Id}#top`,
      ResultCode: null,
      ExecutionDate: null,
      Validity: 'UNKNOWN',
    });
    expect(validation.SecureModeRedirectURL).not.toContain(validation.Id);

    const second = await t.validate(card);
    expect(second.status).toBe(400);
    expect(second.body.errors.CardId).toContain(`Validation ${validation.Id} is CREATED`);
    expect(t.sandbox.stats().cardValidations).toBe(1);
  });

  it.each([
    ['by default after 5 minutes', {}, 5 * MINUTE],
    ['after --validation-timeout-ms', { validationTimeoutMs: 2000 }, 2000],
  ])(
    'turns FAILED 101304 %s, the card stays UNKNOWN, and a new one can be asked',
    async (_n, options, delay) => {
      await open(options);
      const card = await t.createCard(CHALLENGE);
      const validation = await t.createValidation(card);
      t.clock.advance(delay - 1);
      expect((await validationOf(card.Id, validation.Id)).Status).toBe('CREATED');
      t.clock.advance(1);
      expect(await validationOf(card.Id, validation.Id)).toMatchObject({
        Status: 'FAILED',
        ResultCode: '101304',
        ResultMessage: 'Secure mode: The 3DSecure authentication session has expired',
        Validity: 'UNKNOWN',
      });
      expect((await cardOf(card.Id)).Validity).toBe('UNKNOWN');
      expect((await t.createValidation(card)).Status).toBe('CREATED');
    },
  );
});

describe("a card's Validity", () => {
  it.each([
    ['24 hours by default', {}, DAY],
    ['--card-validity-ms', { cardValidityMs: 10_000 }, 10_000],
  ])(
    'reads INVALID when not validated within %s, and cannot be validated then',
    async (_n, options, delay) => {
      await open(options);
      const card = await t.createCard();
      t.clock.advance(delay - 1);
      expect((await cardOf(card.Id)).Validity).toBe('UNKNOWN');
      t.clock.advance(1);
      expect((await cardOf(card.Id)).Validity).toBe('INVALID');
      const refused = await t.validate(card);
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({ CardId: 'This card is INVALID' });
    },
  );

  it('stays INVALID when a challenge begun in time is completed after 24 hours', async () => {
    await open();
    const card = await t.createCard(CHALLENGE);
    t.clock.advance(DAY - MINUTE);
    const validation = await t.createValidation(card);
    const page = await (await fetch(validation.SecureModeRedirectURL!)).text();
    const secret = /name="secret" value="([^"]+)"/.exec(page)![1]!;
    t.clock.advance(2 * MINUTE);
    const form = new URLSearchParams({ secret, outcome: 'authenticate' });
    await fetch(validation.SecureModeRedirectURL!, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(await validationOf(card.Id, validation.Id)).toMatchObject({
      Status: 'SUCCEEDED',
      Validity: 'INVALID',
    });
    expect((await cardOf(card.Id)).Validity).toBe('INVALID');
  });

  it('stays VALID past 24 hours once validated', async () => {
    await open();
    const card = await t.createCard();
    await t.createValidation(card);
    t.clock.advance(2 * DAY);
    expect((await cardOf(card.Id)).Validity).toBe('VALID');
  });
});

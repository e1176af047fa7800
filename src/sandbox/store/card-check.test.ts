import { describe, expect, it } from 'vitest';
import type { CardType } from '../../server/types.js';
import { cardAlias, checkCard, REFUSING_TEST_NUMBERS } from './card-check.js';
import { TODAY } from '../../../test/support/cards.js';

const card = (cardNumber: string, cardExpirationDate = '1230', cardCvx = '123') => ({
  cardNumber,
  cardExpirationDate,
  cardCvx,
});

describe('checkCard accepts the public test cards', () => {
  it.each([
    ['4242424242424242', '123', 'CB_VISA_MASTERCARD', 'VISA', '424242XXXXXX4242'],
    ['4970107111111119', '123', 'CB_VISA_MASTERCARD', 'VISA', '497010XXXXXX1119'],
    ['5555555555554444', '123', 'CB_VISA_MASTERCARD', 'MASTERCARD', '555555XXXXXX4444'],
    ['2223003122003222', '123', 'CB_VISA_MASTERCARD', 'MASTERCARD', '222300XXXXXX3222'],
    ['378282246310005', '1234', 'AMEX', 'AMEX', '378282XXXXX0005'],
    ['5033951000000004', '', 'MAESTRO', 'MAESTRO', '503395XXXXXX0004'],
    ['67031330054610319', '000', 'BCMC', 'BCMC', '670313XXXXXXX0319'],
    ['3012340000000000', '999', 'MAESTRO', 'MAESTRO', '301234XXXXXX0000'],
    ['6011111111111117', '123', 'CB_VISA_MASTERCARD', 'DISCOVER', '601111XXXXXX1117'],
    ['36227206271667', '123', 'CB_VISA_MASTERCARD', 'DINERS', '362272XXXX1667'],
    ['3566002020360505', '123', 'CB_VISA_MASTERCARD', 'JCB', '356600XXXXXX0505'],
    ['6200000000000005', '123', 'CB_VISA_MASTERCARD', 'UNIONPAY', '620000XXXXXX0005'],
    ['375987000000005', '1234', 'AMEX', 'AMEX', '375987XXXXX0005'],
    ['4706750000000009', '123', 'CB_VISA_MASTERCARD', 'VISA', '470675XXXXXX0009'],
    ['30123456789001', '123', 'CB_VISA_MASTERCARD', 'DINERS', '301234XXXX9001'],
  ] as const)(
    '%s with code "%s" on a %s registration',
    (number, cvx, cardType, provider, alias) => {
      expect(checkCard(card(number, '1230', cvx), cardType, TODAY)).toEqual({
        ok: true,
        card: { Alias: alias, CardProvider: provider, ExpirationDate: '1230' },
      });
    },
  );

  it('accepts the current month, since a card is valid through its last day', () => {
    expect(checkCard(card('4242424242424242', '0626'), 'CB_VISA_MASTERCARD', TODAY).ok).toBe(true);
  });
});

describe('checkCard refuses with the tokenization server codes', () => {
  it.each([
    ['Luhn wrong', card('4242424242424241'), '02625'],
    ['too short', card('42424242'), '02625'],
    ['spaces', card('4242 4242 4242 4242'), '02625'],
    ['letters', card('4242abcd42424242'), '02625'],
    ['empty number', card(''), '02625'],
    ['expiry with slash', card('4242424242424242', '12/30'), '02626'],
    ['expiry MMYYYY', card('4242424242424242', '122030'), '02626'],
    ['month 13', card('4242424242424242', '1330'), '02626'],
    ['month 00', card('4242424242424242', '0030'), '02626'],
    ['last month', card('4242424242424242', '0526'), '02624'],
    ['last year', card('4242424242424242', '1225'), '02624'],
    ['code of 2 digits', card('4242424242424242', '1230', '12'), '02627'],
    ['code of 4 digits on Visa', card('4242424242424242', '1230', '1234'), '02627'],
    ['code of 3 digits on AMEX', card('378282246310005', '1230', '123'), '02627'],
    ['code with letters', card('4242424242424242', '1230', '12a'), '02627'],
    ['empty code on Visa', card('4242424242424242', '1230', ''), '02627'],
    ['"000" on Visa', card('4242424242424242', '1230', '0000'), '02627'],
  ])('%s → %s', (_name, input, errorCode) => {
    expect(checkCard(input, 'CB_VISA_MASTERCARD', TODAY)).toEqual({ ok: false, errorCode });
  });

  it.each(Object.entries(REFUSING_TEST_NUMBERS))(
    'test number %s, otherwise valid, → %s',
    (number, errorCode) => {
      expect(checkCard(card(number), 'CB_VISA_MASTERCARD', TODAY)).toEqual({
        ok: false,
        errorCode,
      });
    },
  );

  it('checks the number before the expiry and the expiry before the code', () => {
    const allWrong = card('1234', '99', 'x');
    expect(checkCard(allWrong, 'CB_VISA_MASTERCARD', TODAY)).toEqual({
      ok: false,
      errorCode: '02625',
    });
  });
});

describe('cards without a security code', () => {
  it.each<[CardType, string, boolean]>([
    ['MAESTRO', '', true],
    ['MAESTRO', '000', true],
    ['MAESTRO', '999', true],
    ['MAESTRO', '123', true],
    ['MAESTRO', '12', false],
    ['BCMC', '', true],
    ['BCMC', '999', true],
    ['CB_VISA_MASTERCARD', '', false],
  ])('a %s registration with code "%s" → accepted: %s', (cardType, cvx, accepted) => {
    expect(checkCard(card('5033951000000004', '1230', cvx), cardType, TODAY).ok).toBe(accepted);
  });
});

describe('cardAlias', () => {
  it.each([
    ['4970107111111119', '497010XXXXXX1119'],
    ['36227206271667', '362272XXXX1667'],
    ['67031330054610319', '670313XXXXXXX0319'],
  ])('%s → %s', (number, alias) => {
    expect(cardAlias(number)).toBe(alias);
  });
});

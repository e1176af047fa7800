import { createHmac } from 'node:crypto';
import cardValidator from 'card-validator';
import type { CardType, TokenizationForm } from '../../service/types.js';
import { REFUSING_TEST_NUMBERS, type CardErrorCode } from './refusing-cards.js';

export { REFUSING_TEST_NUMBERS, type CardErrorCode };

const PROVIDERS: Readonly<Record<string, string>> = {
  visa: 'VISA',
  mastercard: 'MASTERCARD',
  'american-express': 'AMEX',
  maestro: 'MAESTRO',
  'diners-club': 'DINERS',
  discover: 'DISCOVER',
  jcb: 'JCB',
  unionpay: 'UNIONPAY',
};

/** Registrations whose cards may have no security code: the registration's type is the signal, not the BIN. */
const CODE_OPTIONAL: ReadonlySet<CardType> = new Set(['MAESTRO', 'BCMC']);
const NO_CODE_VALUES: ReadonlySet<string> = new Set(['', '000', '999']);

/** The card fields of a posted form, as they arrive. */
export type PostedCard = Pick<TokenizationForm, 'cardNumber' | 'cardExpirationDate' | 'cardCvx'>;

/** What the card check keeps of a card: never the number itself. */
export interface CheckedCard {
  Alias: string;
  CardProvider: string;
  ExpirationDate: string;
}

export type CardVerdict = { ok: true; card: CheckedCard } | { ok: false; errorCode: CardErrorCode };

const refuse = (errorCode: CardErrorCode): CardVerdict => ({ ok: false, errorCode });

/** `497010XXXXXX3460`: with the BIN (its first 8 digits), the only trace of the number the sandbox keeps. */
export function cardAlias(cardNumber: string): string {
  return cardNumber.slice(0, 6) + 'X'.repeat(cardNumber.length - 10) + cardNumber.slice(-4);
}

/** The same for one number within one sandbox, and no way back to it: a keyed hash, never the digits. */
export function cardFingerprint(key: Buffer, cardNumber: string): string {
  return createHmac('sha256', key).update(cardNumber).digest('hex').slice(0, 32);
}

/** A card is valid through the last day of its expiry month (UTC). */
function isExpired(month: number, twoDigitYear: number, now: number): boolean {
  const today = new Date(now);
  const current = today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;
  return (2000 + twoDigitYear) * 12 + month < current;
}

function isCodeAccepted(code: string, size: number, cardType: CardType): boolean {
  if (CODE_OPTIONAL.has(cardType) && NO_CODE_VALUES.has(code)) return true;
  return /^\d+$/.test(code) && code.length === size;
}

/** Checks in the order the real server reports them: number, expiry format, expiry date, code, refusals. */
export function checkCard(input: PostedCard, cardType: CardType, now: number): CardVerdict {
  const verdict = /^\d{12,19}$/.test(input.cardNumber)
    ? cardValidator.number(input.cardNumber)
    : null;
  if (!verdict?.isValid || !verdict.card) return refuse('02625');

  const expiry = /^(0[1-9]|1[0-2])(\d{2})$/.exec(input.cardExpirationDate);
  if (!expiry) return refuse('02626');
  if (isExpired(Number(expiry[1]), Number(expiry[2]), now)) return refuse('02624');

  if (!isCodeAccepted(input.cardCvx, verdict.card.code.size, cardType)) return refuse('02627');

  const refusal = REFUSING_TEST_NUMBERS[input.cardNumber];
  if (refusal) return refuse(refusal);

  const brand = verdict.card.type;
  return {
    ok: true,
    card: {
      Alias: cardAlias(input.cardNumber),
      CardProvider: CODE_OPTIONAL.has(cardType)
        ? cardType
        : (PROVIDERS[brand] ?? brand.toUpperCase()),
      ExpirationDate: input.cardExpirationDate,
    },
  };
}

import {
  AUTHENTICATION_TEST_NUMBERS,
  type AuthenticationFlow,
} from '../sandbox/store/authentication-cards.js';
import { REFUSING_TEST_NUMBERS, type CardErrorCode } from '../sandbox/store/refusing-cards.js';

/** A card as a shopper types it: `MM/YY`, and `''` for a card without a security code. */
export interface TestCard {
  number: string;
  expiry: string;
  cvx: string;
}

/** December, three years on: never past while a suite is kept. */
const future = `12/${(new Date().getFullYear() + 3) % 100}`;
const card = (number: string, cvx = '123', expiry = future): TestCard => ({ number, expiry, cvx });

/** The sandbox's number for a 3-D Secure flow: read from its own table, so the two cannot drift. */
function authenticating(flow: AuthenticationFlow): string {
  return Object.keys(AUTHENTICATION_TEST_NUMBERS).find(
    (number) => AUTHENTICATION_TEST_NUMBERS[number] === flow,
  )!;
}

/** The sandbox's number that its tokenization server answers with `code`. */
function refusing(code: CardErrorCode): string {
  return Object.keys(REFUSING_TEST_NUMBERS).find(
    (number) => REFUSING_TEST_NUMBERS[number] === code,
  )!;
}

/**
 * The sandbox's test cards by name (any future expiry; the service's public test cards where it
 * has them). 3-D Secure and refusals are read from the sandbox's own tables.
 */
export const TEST_CARDS = {
  /** 3-D Secure succeeds without a challenge (the service's test Visa, co-branded CB). */
  frictionless: card(authenticating('frictionless')),
  /** 3-D Secure asks the shopper: the sandbox's challenge page (co-branded CB). */
  challenge: card(authenticating('challenge')),
  /** 3-D Secure fails at once: the issuer refuses (`101301`). */
  authenticationFailed: card(authenticating('failing')),
  /** Tokenized, then refused by the tokenization server: `02628`. */
  refused: card(refusing('02628')),
  /** The tokenization server says the card is not active: `01902`. */
  inactive: card(refusing('01902')),
  /** The tokenization server fails: `02101`. */
  serverError: card(refusing('02101')),
  /** A past expiry: the element refuses it before any request. */
  expired: card('4242424242424242', '123', '01/20'),
  visa: card('4242424242424242'),
  mastercard: card('5555555555554444'),
  /** A Mastercard of the 2-series. */
  mastercard2: card('2223003122003222'),
  amex: card('378282246310005', '1234'),
  discover: card('6011111111111117'),
  diners: card('36227206271667'),
  jcb: card('3566002020360505'),
  unionpay: card('6200000000000005'),
  /** The service's Maestro: no security code needed (with a `MAESTRO` registration); reads as Diners by its BIN. */
  maestro: card('3012340000000000', ''),
  /** Bancontact, no security code needed (with a `BCMC` registration), co-branded Maestro. */
  bancontact: card('5033951000000004', ''),
  /** Bancontact's 17-digit card, no security code needed. */
  bancontact17: card('67031330054610319', ''),
  /** Co-branded CB and Visa: the network choice offers both. */
  coBrandedVisa: card('4970107111111119'),
  /** Co-branded CB and Mastercard. */
  coBrandedMastercard: card('5131000000000001'),
} as const satisfies Record<string, TestCard>;

export type TestCardName = keyof typeof TEST_CARDS;

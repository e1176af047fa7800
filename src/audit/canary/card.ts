import { randomInt } from 'node:crypto';
import { DEFAULT_BINS } from './bins-data.js';
import { CannotJudge } from '../terms/cannot-judge.js';

/** What the canary types: the number, an expiry (MMYY) and a security code. */
export interface CardDetails {
  number: string;
  expiry: string;
  code: string;
}

/**
 * The first six digits of the test cards that payment services, gateways and this project publish
 * (Stripe, Adyen, Braintree, Checkout.com, PayPal, Worldpay, the service's and the sandbox's): a
 * skimmer that skips them must not skip the canary's card.
 */
export const PUBLISHED_TEST_BINS = new Set(
  `400000 400005 400010 400020 400055 400056 400116 400308 400552 401200 401288 403200
   405510 411111 420000 422222 424242 444433 445653 450875 451416 455664 462294 470675
   476173 483100 484406 491761 497010 497011 497018 497355 497600 500000 510000 510510
   511111 513100 520000 520082 522222 530000 540500 545454 550000 555544 555555 558740
   222100 222300 223000 271000`.split(/\s+/),
);

/**
 * Ranges inside Visa's and Mastercard's that card-validator gives another brand (Elo, Maestro,
 * Naranja): the element would not see Visa or Mastercard. 493698 failed the 2000-card test.
 */
export const OTHER_BRANDS_IN_RANGE = [
  '401178',
  '401179',
  '402918',
  '431274',
  '438935',
  '451416',
  '457393',
  '457631',
  '457632',
  '493698',
  '527572',
];

/** The Luhn check digit that completes `digits`. */
export function luhnCheckDigit(digits: string): string {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

/** Whether a number passes the Luhn check. */
export function luhnValid(number: string): boolean {
  return luhnCheckDigit(number.slice(0, -1)) === number.slice(-1);
}

/**
 * A fresh 16-digit number for each run: the first six digits of a real issuer (`bins`: the
 * merchant's list, else the shipped one), the rest random and Luhn-valid, outside every published
 * test range, without a run of four equal digits (what test numbers are made of), so that neither
 * a list of test cards nor a table of issuers tells it from a shopper's.
 */
export function freshCanaryCard(bins: readonly string[] = DEFAULT_BINS): string {
  const usable = bins.filter(
    (bin) =>
      /^\d{6}$/.test(bin) &&
      !PUBLISHED_TEST_BINS.has(bin) &&
      /^(4|5[1-5])/.test(bin) &&
      !OTHER_BRANDS_IN_RANGE.some((range) => bin.startsWith(range)),
  );
  if (usable.length === 0)
    throw new CannotJudge('no BIN of the list is a Visa or Mastercard issuer');
  for (;;) {
    let digits = usable[randomInt(usable.length)];
    while (digits.length < 15) digits += String(randomInt(10));
    const number = digits + luhnCheckDigit(digits);
    if (!/(\d)\1{3}/.test(number)) return number;
  }
}

/** The control drive's number: the same but for its last digit, which the Luhn check refuses. */
export function refusedTwin(card: string): string {
  const right = Number(card.slice(-1));
  return card.slice(0, -1) + String((right + 1 + randomInt(9)) % 10);
}

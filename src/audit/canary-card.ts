import { randomInt } from 'node:crypto';

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

/** Issuer ranges of real brands the element accepts in every mode: Visa (4) and Mastercard (51–55). */
const BRAND_PREFIXES = ['4', '51', '52', '53', '54', '55'];

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
 * A fresh 16-digit number for each run: Luhn-valid, of a real brand's range, outside every
 * published test range, without a run of four equal digits (what test numbers are made of), so
 * that no list of test cards tells it from a shopper's.
 */
export function freshCanaryCard(): string {
  for (;;) {
    const prefix = BRAND_PREFIXES[randomInt(BRAND_PREFIXES.length)];
    let digits = prefix;
    while (digits.length < 15) digits += String(randomInt(10));
    const number = digits + luhnCheckDigit(digits);
    if (
      !OTHER_BRANDS_IN_RANGE.some((range) => number.startsWith(range)) &&
      !PUBLISHED_TEST_BINS.has(number.slice(0, 6)) &&
      !/(\d)\1{3}/.test(number)
    )
      return number;
  }
}

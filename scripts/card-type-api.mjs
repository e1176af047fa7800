// Drops from the script-tag bundle the part of credit-card-type that nothing in it calls: its
// brand-list editing API (`addCard`, `updateCard`, …) and its helper, methods on the function card-validator
// calls, which no bundler can shake off, and the brands the service cannot take. The bundle
// exposes neither library to the page.

/** The methods removed; card-validator's number check uses the function and its `types` only. */
export const UNUSED_METHODS = [
  'getTypeInfo',
  'removeCard',
  'addCard',
  'updateCard',
  'changeOrder',
  'resetModifications',
];

/**
 * The brands a registration's `CardType` can take (PROTOCOL: `CB_VISA_MASTERCARD`, `AMEX`,
 * `MAESTRO`, `BCMC`, whose 6703 cards card-validator reads as Maestro; `CardProvider` adds JCB,
 * Discover): the others' cards are refused by the service, so the bundle reads them as unknown.
 */
export const SERVICE_BRANDS = [
  'visa',
  'mastercard',
  'american-express',
  'diners-club',
  'discover',
  'jcb',
  'unionpay',
  'maestro',
];

/** Every brand of credit-card-type 10, in its test order: a new one must be looked at first. */
export const LIBRARY_BRANDS = [
  'visa',
  'mastercard',
  'american-express',
  'diners-club',
  'discover',
  'troy',
  'jcb',
  'unionpay',
  'naranja',
  'verve',
  'maestro',
  'elo',
  'mir',
  'hiper',
  'hipercard',
];

const METHOD = /^creditCardType\.(\w+) = function \([^)]*\) \{\n[\s\S]*?^\};\n/gm;
/** TypeScript's object-spread helper, which only `updateCard` uses. */
const ASSIGN = /^var __assign = [\s\S]*?^\};\n/m;
/** One brand's record in `lib/card-types.js`: `    visa: {` to its closing `    },`. */
const BRAND_RECORD = /^ {4}"?([\w-]+)"?: \{\n[\s\S]*?^ {4}\},\n/gm;
/** A brand's line in `index.js`: `    VISA: "visa",` in `cardNames`, `cardNames.VISA,` in the order. */
const BRAND_LINE = /^ {4}(?:(\w+): "([\w-]+)"|cardNames\.(\w+)),\n/gm;

/**
 * credit-card-type's `dist/index.js` without the methods of `UNUSED_METHODS`, and its brand
 * names and test order without the brands outside `SERVICE_BRANDS`. Throws when the file no
 * longer has exactly those, so that a new version is looked at rather than broken.
 */
export function dropCardTypeApi(code) {
  const removed = [];
  const out = code.replace(METHOD, (method, name) => {
    removed.push(name);
    return '';
  });
  if (removed.join() !== UNUSED_METHODS.join())
    throw new Error(
      `credit-card-type's methods changed: found ${removed.join(', ') || 'none'}, expected ${UNUSED_METHODS.join(', ')}`,
    );
  const helperless = out.replace(ASSIGN, '');
  // Left in use elsewhere, it is kept.
  return dropBrandLines(helperless.includes('__assign') ? out : helperless);
}

/** `cardNames` and `ORIGINAL_TEST_ORDER` with the service's brands only. */
function dropBrandLines(code) {
  const constants = new Map();
  const ordered = [];
  const out = code.replace(BRAND_LINE, (line, constant, brand, inOrder) => {
    if (constant) constants.set(constant, brand);
    else ordered.push(inOrder);
    return SERVICE_BRANDS.includes(brand ?? constants.get(inOrder)) ? line : '';
  });
  expectBrands(
    'test order',
    ordered.map((constant) => constants.get(constant)),
    LIBRARY_BRANDS,
  );
  return out;
}

/** credit-card-type's `dist/lib/card-types.js` with the records of `SERVICE_BRANDS` only. */
export function keepServiceBrands(code) {
  const found = [];
  const out = code.replace(BRAND_RECORD, (record, brand) => {
    found.push(brand);
    return SERVICE_BRANDS.includes(brand) ? record : '';
  });
  expectBrands('brand table', [...found].sort(), [...LIBRARY_BRANDS].sort());
  return out;
}

function expectBrands(where, found, expected) {
  if (found.join() !== expected.join())
    throw new Error(
      `credit-card-type's ${where} changed: found ${found.join(', ') || 'none'}, expected ${expected.join(', ')}`,
    );
}

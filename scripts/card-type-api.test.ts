import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  dropCardTypeApi,
  keepServiceBrands,
  LIBRARY_BRANDS,
  SERVICE_BRANDS,
  UNUSED_METHODS,
} from './card-type-api.mjs';

const require = createRequire(import.meta.url);
const file = require.resolve('credit-card-type');
const source = readFileSync(file, 'utf8');

type CardTypes = ((number: string) => { type: string }[]) & Record<string, unknown>;
type NumberCheck = (number: string) => { card: { type: string } | null; isValid: boolean };

/** What the script-tag build does to a file of credit-card-type, by the end of its path. */
const BUILD_STEPS: Record<string, (code: string) => string> = {
  '/credit-card-type/dist/index.js': dropCardTypeApi,
  '/credit-card-type/dist/lib/card-types.js': keepServiceBrands,
};

/**
 * Runs a CommonJS file as Node would, its `require`s resolved beside it; with `built`, every
 * file of credit-card-type it reaches goes through the build's step first, as in the bundle.
 */
function loadFile(path: string, built: boolean, code = readFileSync(path, 'utf8')): unknown {
  const step = Object.entries(BUILD_STEPS).find(([end]) => path.endsWith(end))?.[1];
  const module = { exports: {} };
  const near = createRequire(path);
  const load = (specifier: string) => {
    const resolved = near.resolve(specifier);
    return resolved.endsWith('.js') ? loadFile(resolved, built) : near(specifier);
  };
  const source = built && step ? step(code) : code;
  new Function('module', 'exports', 'require', source)(module, module.exports, load);
  return module.exports;
}

const load = (code: string) => loadFile(file, false, code) as CardTypes;
/** card-validator's number check, with credit-card-type as installed or as the bundle has it. */
const numberCheck = (built: boolean) =>
  (
    loadFile(require.resolve('card-validator/dist/card-number.js'), built) as {
      cardNumber: NumberCheck;
    }
  ).cardNumber;

describe('dropCardTypeApi', () => {
  const original = load(source);
  const trimmed = loadFile(file, true) as CardTypes;

  it('removes the editing methods only: the brand lookup and its `types` stay', () => {
    for (const method of UNUSED_METHODS) {
      expect(original[method]).toBeTypeOf('function');
      expect(trimmed[method]).toBeUndefined();
    }
    expect(Object.values(trimmed.types as object)).toEqual(SERVICE_BRANDS);
    expect(dropCardTypeApi(source)).not.toContain('__assign');
  });

  it("finds, of the service's brands, those the library finds for every prefix of test cards", () => {
    const numbers = ['4111111111111111', '5555555555554444', '378282246310005', '6703444444444449'];
    const prefixes = [...numbers, '2221000000000009', '6011111111111117', '3530111333300000', '62'];
    const types = (cards: { type: string }[]) => cards.map(({ type }) => type);
    for (const number of prefixes)
      for (let end = 0; end <= number.length; end++) {
        const digits = number.slice(0, end);
        const served = types(original(digits)).filter((type) => SERVICE_BRANDS.includes(type));
        expect(types(trimmed(digits))).toEqual(served);
      }
  });

  it("reads the service's public test cards as card-validator does, brand and validity", () => {
    const [installed, bundled] = [numberCheck(false), numberCheck(true)];
    // PROTOCOL's public test cards: Visa, Mastercard, Amex, Maestro / Bancontact, Discover,
    // Diners, JCB, UnionPay.
    const cards = ['4242424242424242', '4970107111111119', '4706750000000009', '5555555555554444'];
    cards.push('2223003122003222', '378282246310005', '375987000000005', '5033951000000004');
    cards.push('67031330054610319', '3012340000000000', '6011111111111117', '36227206271667');
    cards.push('30123456789001', '3566002020360505', '6200000000000005');
    for (const number of cards) {
      expect(bundled(number)).toEqual(installed(number));
      expect(SERVICE_BRANDS).toContain(bundled(number).card?.type);
    }
  });

  it('reads a card of a brand the service does not tokenize as unknown, and not valid', () => {
    const [installed, bundled] = [numberCheck(false), numberCheck(true)];
    for (const [number, brand] of [
      ['2200000000000004', 'mir'],
      ['9792000000000003', 'troy'],
    ]) {
      expect(installed(number).card?.type).toBe(brand);
      expect(bundled(number)).toEqual({ card: null, isPotentiallyValid: false, isValid: false });
    }
  });

  it("reads a prefix another brand shares as that brand: an Elo BIN in Visa's range is Visa", () => {
    expect(numberCheck(false)('4011780000000006').card?.type).toBe('elo');
    expect(numberCheck(true)('4011780000000006').card?.type).toBe('visa');
  });

  it('keeps the spread helper while something else uses it', () => {
    const helped = `${source}var other = __assign({}, {});\n`;
    expect(dropCardTypeApi(helped)).toContain('var __assign =');
  });

  it('refuses a version whose brands changed, rather than ship a brand unread', () => {
    const table = readFileSync(require.resolve('credit-card-type/dist/lib/card-types.js'), 'utf8');
    expect(() => keepServiceBrands(table.replace('    mir: {', '    world: {'))).toThrow(
      /brand table changed/,
    );
    expect(() => dropCardTypeApi(source.replace('cardNames.ELO,', ''))).toThrow(
      /test order changed/,
    );
    expect(LIBRARY_BRANDS).toEqual(expect.arrayContaining(SERVICE_BRANDS));
  });

  it('refuses a version whose methods changed, rather than drop something in use', () => {
    expect(() => dropCardTypeApi(source.replace('creditCardType.addCard', 'addCard'))).toThrow(
      /methods changed: found getTypeInfo, removeCard, updateCard/,
    );
  });
});

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { dropCardTypeApi, UNUSED_METHODS } from './card-type-api.mjs';

const require = createRequire(import.meta.url);
const file = require.resolve('credit-card-type');
const source = readFileSync(file, 'utf8');

type CardTypes = ((number: string) => { type: string }[]) & Record<string, unknown>;

/** Runs a CommonJS source as Node would, its `require` resolved beside the installed file. */
function load(code: string): CardTypes {
  const module = { exports: {} as CardTypes };
  const requireNear = createRequire(file);
  new Function('module', 'exports', 'require', code)(module, module.exports, requireNear);
  return module.exports;
}

describe('dropCardTypeApi', () => {
  const original = load(source);
  const trimmed = load(dropCardTypeApi(source));

  it('removes the editing methods only: the brand lookup and its `types` stay', () => {
    for (const method of UNUSED_METHODS) {
      expect(original[method]).toBeTypeOf('function');
      expect(trimmed[method]).toBeUndefined();
    }
    expect(trimmed.types).toEqual(original.types);
    expect(dropCardTypeApi(source)).not.toContain('__assign');
  });

  it('finds the same brands as the library for every prefix of test cards', () => {
    const numbers = ['4111111111111111', '5555555555554444', '378282246310005', '6703444444444449'];
    const prefixes = [...numbers, '2221000000000009', '6011111111111117', '3530111333300000', '62'];
    for (const number of prefixes)
      for (let end = 0; end <= number.length; end++) {
        const digits = number.slice(0, end);
        expect(trimmed(digits)).toEqual(original(digits));
      }
  });

  it('keeps the spread helper while something else uses it', () => {
    const helped = `${source}var other = __assign({}, {});\n`;
    expect(dropCardTypeApi(helped)).toContain('var __assign =');
  });

  it('refuses a version whose methods changed, rather than drop something in use', () => {
    expect(() => dropCardTypeApi(source.replace('creditCardType.addCard', 'addCard'))).toThrow(
      /methods changed: found getTypeInfo, removeCard, updateCard/,
    );
  });
});

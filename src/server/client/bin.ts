import { BIN_PATTERN } from '../../service/payment-method-metadata.js';

/** What was given instead of a BIN, without its digits: it may be a whole card number. */
function describe(value: unknown): string {
  if (typeof value !== 'string') return value === null ? 'null' : typeof value;
  if (/^\d+$/.test(value)) return `${value.length} digits`;
  return `a string of ${value.length} characters, not all digits`;
}

/** The BIN as the service takes it (6 or 8 digits), or a `TypeError` that never repeats it. */
export function checkBin(bin: unknown): string {
  if (typeof bin !== 'string' || !BIN_PATTERN.test(bin)) {
    throw new TypeError(
      `Expected bin to be the first 6 or 8 digits of a card number, got ${describe(bin)}`,
    );
  }
  return bin;
}

import { detectBrand } from '../../core/brands.js';
import type { BinLookup } from '../../element/optional/network-choice-api.js';

/** The frame's number field, as the gate reads it: inside the frame, never sent. */
export interface NumberField {
  digits(): string;
  /** The shopper is in the number field. */
  focused(): boolean;
}

interface Question {
  bin: string;
  signal: AbortSignal;
  release(): void;
}

/**
 * The page's BIN lookup behind a gate: the page is asked about a number's first 8 digits only
 * once the shopper has typed the brand's longest length or left the field, and only if those
 * are still the number's first 8 digits. A window a front edit moves while the shopper types is
 * never asked, and nothing of the number's check crosses: length and focus alone open the gate.
 * `check` is to be called on every edit and when the shopper leaves the field.
 */
export function gatedBinLookup(
  field: NumberField,
  ask: BinLookup,
): { lookup: BinLookup; check(): void } {
  const waiting = new Set<Question>();
  const check = (): void => {
    const digits = field.digits();
    const longest = Math.max(...detectBrand(digits).lengths);
    if (field.focused() && digits.length < longest) return;
    for (const question of waiting)
      if (digits.slice(0, question.bin.length) === question.bin) question.release();
  };
  const lookup: BinLookup = (bin, signal) =>
    new Promise<void>((resolve, reject) => {
      const question: Question = {
        bin,
        signal,
        release: () => {
          waiting.delete(question);
          resolve();
        },
      };
      signal.addEventListener('abort', () => {
        waiting.delete(question);
        reject(signal.reason as Error);
      });
      waiting.add(question);
      check();
    }).then(() => ask(bin, signal));
  return { lookup, check };
}

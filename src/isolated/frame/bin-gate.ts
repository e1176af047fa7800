import { detectBrand } from '../../core/brands.js';
import type { BinLookup } from '../../element/optional/network-choice-api.js';

/** The frame's number field, as the gate reads it: inside the frame, never sent. */
export interface NumberField {
  digits(): string;
  /** The shopper is in the number field. */
  focused(): boolean;
  /** The caret is at the number's end. */
  atEnd(): boolean;
}

/**
 * The shopper left the number, or typed it at its end to its brand's longest length. An edit
 * elsewhere (the first digit deleted: a window the page must not see) finishes nothing, even
 * when the digits left look like a whole number of another brand.
 */
export function finished(field: NumberField): boolean {
  const digits = field.digits();
  return (
    !field.focused() || (field.atEnd() && digits.length >= Math.max(...detectBrand(digits).lengths))
  );
}

interface Question {
  bin: string;
  signal: AbortSignal;
  release(): void;
}

/**
 * The page's BIN lookup behind a gate: the page is asked about a number's first 8 digits only
 * once it is `finished`, and only if those are still the number's first 8 digits. A window a
 * front edit moves while the shopper types is never asked, and nothing of the number's check
 * crosses: length, caret and focus alone open the gate. Answers are kept per BIN, behind the
 * gate. `check` is to be called on every edit and when the shopper leaves the field.
 */
export function gatedBinLookup(
  field: NumberField,
  ask: BinLookup,
): { lookup: BinLookup; check(): void } {
  const waiting = new Set<Question>();
  const answers = new Map<string, Awaited<ReturnType<BinLookup>>>();
  const check = (): void => {
    const digits = field.digits();
    if (!finished(field)) return;
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
    }).then(async () => {
      const networks = answers.get(bin) ?? (await ask(bin, signal));
      answers.set(bin, networks);
      return networks;
    });
  return { lookup, check };
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCardNumber } from '../../core/card-number.js';
import { formatExpiryInput } from '../../core/expiry.js';
import { editCardNumber, editExpiry, editSecurityCode, type EditInput } from './input-edits.js';

const RUNS = { numRuns: 400 };

const INPUT_TYPES = [
  'insertText',
  'insertFromPaste',
  'insertFromDrop',
  'insertReplacementText',
  'insertCompositionText',
  'deleteContentBackward',
  'deleteContentForward',
  'deleteByCut',
  'historyUndo',
  '',
];
const typed = fc
  .array(fc.constantFrom(...'0123456789 /-.４２', '\u200f', '😀', 'a', '\ud800'), { maxLength: 12 })
  .map((parts) => parts.join(''));

/**
 * One edit as a browser applies it: a field showing `previous`, a selection, then text typed
 * over the selection or one character deleted; `raw` and `caret` are what `input` reports.
 */
function browserEdit(format: (text: string) => string) {
  return fc
    .record({
      shown: typed.map(format),
      a: fc.nat(),
      b: fc.nat(),
      text: typed,
      inputType: fc.constantFrom(...INPUT_TYPES),
    })
    .map(({ shown, a, b, text, inputType }): EditInput => {
      let start = Math.min(a, b) % (shown.length + 1);
      let end = Math.min(Math.max(a, b) % (shown.length + 1), shown.length);
      if (end < start) [start, end] = [end, start];
      if (inputType.startsWith('delete') && start === end) {
        if (inputType === 'deleteContentBackward') start = Math.max(0, start - 1);
        else end = Math.min(shown.length, end + 1);
      }
      const inserted = inputType.startsWith('delete') ? '' : text;
      return {
        raw: shown.slice(0, start) + inserted + shown.slice(end),
        caret: start + inserted.length,
        previous: shown,
        inputType,
      };
    });
}

/** The same field edited again with nothing changed, as a re-render or autofill would. */
function again(edit: EditInput, value: string, caret: number): EditInput {
  return { raw: value, caret, previous: value, inputType: edit.inputType };
}

describe('editCardNumber after any edit', () => {
  it('shows a formatted number with the caret inside it, and is stable', () => {
    fc.assert(
      fc.property(browserEdit(formatCardNumber), (edit) => {
        const { value, caret } = editCardNumber(edit);
        expect(value).toBe(formatCardNumber(value));
        expect(caret).toBeGreaterThanOrEqual(0);
        expect(caret).toBeLessThanOrEqual(value.length);
        expect(editCardNumber(again(edit, value, caret))).toEqual({ value, caret });
      }),
      RUNS,
    );
  });
});

describe('editExpiry after any edit', () => {
  it('shows at most MM/YY with the caret inside it, and is stable', () => {
    const typing = (text: string) => formatExpiryInput(text);
    fc.assert(
      fc.property(browserEdit(typing), (edit) => {
        const { value, caret } = editExpiry(edit);
        expect(value).toMatch(/^(\d{0,2}|\d\d\/\d{0,2})$/);
        expect(caret).toBeGreaterThanOrEqual(0);
        expect(caret).toBeLessThanOrEqual(value.length);
        expect(editExpiry(again(edit, value, caret))).toEqual({ value, caret });
      }),
      RUNS,
    );
  });
});

describe('editSecurityCode after any edit', () => {
  it('keeps only up to size ASCII digits with the caret inside them, and is stable', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(3, 4),
        browserEdit((text) => text.replace(/\D/g, '').slice(0, 4)),
        (size, edit) => {
          const { value, caret } = editSecurityCode(edit, size);
          expect(value).toMatch(new RegExp(`^\\d{0,${size}}$`));
          expect(caret).toBeGreaterThanOrEqual(0);
          expect(caret).toBeLessThanOrEqual(value.length);
          expect(editSecurityCode(again(edit, value, caret), size)).toEqual({ value, caret });
        },
      ),
      RUNS,
    );
  });
});

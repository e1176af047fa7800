import { describe, expect, test } from 'vitest';
import {
  caretAfterFormatting,
  editCardNumber,
  editExpiry,
  editSecurityCode,
  positionAfterDigits,
} from './input-edits.js';

/** Reads `|` in a string as the caret: `'4242 |4242'` → value and caret position. */
function at(text: string): { value: string; caret: number } {
  return { value: text.replace('|', ''), caret: text.indexOf('|') };
}

function show({ value, caret }: { value: string; caret: number }): string {
  return value.slice(0, caret) + '|' + value.slice(caret);
}

describe('editCardNumber keeps the caret where the shopper is editing', () => {
  test.each([
    ['types the first digit', '', '4|', 'insertText', '4|'],
    ['adds the gap before the fifth digit', '4242', '42424|', 'insertText', '4242 4|'],
    ['types in the middle', '4242 4242', '4242 41|242', 'insertText', '4242 41|24 2'],
    ['types just before a gap', '4242 4242', '4241|2 4242', 'insertText', '4241| 2424 2'],
    [
      'backspace over a space deletes the digit before it',
      '4242 4242',
      '4242|4242',
      'deleteContentBackward',
      '424|4 242',
    ],
    [
      'delete over a space deletes the digit after it',
      '4242 4242',
      '4242|4242',
      'deleteContentForward',
      '4242| 242',
    ],
    [
      'backspace at the end drops the trailing gap',
      '4242 4',
      '4242 |',
      'deleteContentBackward',
      '4242|',
    ],
    [
      'backspace in the middle regroups',
      '4242 4242 42',
      '4242 4|42 42',
      'deleteContentBackward',
      '4242 4|424 2',
    ],
    [
      'pastes a dashed number',
      '',
      '4242-4242 4242 4242|',
      'insertFromPaste',
      '4242 4242 4242 4242|',
    ],
    [
      'groups American Express 4-6-5',
      '',
      '378282246310005|',
      'insertFromPaste',
      '3782 822463 10005|',
    ],
    ['ignores a letter', '4242', '42a|42', 'insertText', '42|42'],
    [
      'refuses a digit past the longest length',
      '3782 822463 10005',
      '3782 82241|63 10005',
      'insertText',
      '3782 8224|63 10005',
    ],
    [
      'cuts a paste past the longest length',
      '',
      '37828224631000599|',
      'insertFromPaste',
      '3782 822463 10005|',
    ],
  ])('%s', (_name, previous, typed, inputType, expected) => {
    const { value: raw, caret } = at(typed);
    expect(show(editCardNumber({ raw, caret, previous, inputType }))).toBe(expected);
  });
});

describe('editExpiry adds and removes the slash naturally', () => {
  test.each([
    ['keeps a lone 1', '', '1|', 'insertText', '1|'],
    ['pads a month that cannot take a second digit', '', '2|', 'insertText', '02/|'],
    ['adds the slash after the month', '1', '12|', 'insertText', '12/|'],
    ['refuses month 13', '1', '13|', 'insertText', '1|'],
    ['refuses month 13 typed in the middle', '12/', '13|2/', 'insertText', '1|2/'],
    ['refuses month 13 typed before a year', '12/30', '13|2/30', 'insertText', '1|2/30'],
    ['refuses a fifth digit', '12/30', '12/301|', 'insertText', '12/30|'],
    ['backspace over the slash removes it', '12/', '12|', 'deleteContentBackward', '12|'],
    ['backspace in the year', '12/3', '12/|', 'deleteContentBackward', '12|'],
    ['autofill 12/2030', '', '12/2030|', 'insertReplacementText', '12/30|'],
    ['autofill 1230', '', '1230|', 'insertReplacementText', '12/30|'],
    [
      'backspace just after the slash keeps the date',
      '12/30',
      '12|30',
      'deleteContentBackward',
      '12|/30',
    ],
  ])('%s', (_name, previous, typed, inputType, expected) => {
    const { value: raw, caret } = at(typed);
    expect(show(editExpiry({ raw, caret, previous, inputType }))).toBe(expected);
  });
});

describe('editSecurityCode keeps digits up to the code size', () => {
  test.each([
    ['three digits', '123|', 3, '123|'],
    ['cut at three', '1234|', 3, '123|'],
    ['four for a four-digit code', '1234|', 4, '1234|'],
    ['drops letters', '1a|2', 3, '1|2'],
  ])('%s', (_name, typed, size, expected) => {
    const { value: raw, caret } = at(typed);
    expect(
      show(editSecurityCode({ raw, caret, previous: '', inputType: 'insertText' }, size)),
    ).toBe(expected);
  });
});

describe('caret helpers', () => {
  test.each([
    ['4242 4242', 0, 0],
    ['4242 4242', 4, 4],
    ['4242 4242', 5, 6],
    ['4242 4242', 9, 9],
    ['12/30', 3, 4],
  ])('positionAfterDigits(%j, %i) is %i', (text, count, expected) => {
    expect(positionAfterDigits(text, count)).toBe(expected);
  });

  test('a caret at the end stays at the end', () => {
    expect(caretAfterFormatting('2', 1, '02/')).toBe(3);
  });
});

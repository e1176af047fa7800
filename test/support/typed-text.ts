// What shoppers type or paste, for the core's property tests (fast-check): the odd characters
// included, any string at all, any card type, any date the card rules may meet.
import fc from 'fast-check';
import { CARD_TYPES, type CardType } from '../../src/core/brands.js';

/** Enough runs to find edge cases, few enough that the file takes a second or two. */
export const RUNS = { numRuns: 300 };

/** What shoppers type or paste into card fields, the odd characters included. */
export const PIECES = [
  ...'0123456789',
  ...'４２０９', // full-width digits (NFKC folds them to ASCII)
  '①', // circled one (NFKC: "1")
  '٤', // Arabic-Indic four (NFKC keeps it: not an ASCII digit)
  ' ',
  '\u00a0',
  '\u3000',
  '\t',
  '\n',
  '-',
  '\u2013',
  '/',
  '.',
  '\u200e', // left-to-right mark
  '\u200f', // right-to-left mark
  '\u202e', // right-to-left override
  '\u2066', // left-to-right isolate
  '😀',
  '👍🏽',
  'a',
  'Z',
  'é',
  '\u0301', // combining acute accent
  '\ud800', // lone surrogate
  '\0',
];
export const cardText = fc
  .array(fc.constantFrom(...PIECES), { maxLength: 40 })
  .map((parts) => parts.join(''));
/** Any string at all, card-like or not. */
export const anyText = fc.oneof(cardText, fc.string({ unit: 'binary', maxLength: 40 }));
export const cardType = fc.option(fc.constantFrom<CardType>(...CARD_TYPES), { nil: undefined });
export const date = fc.date({
  min: new Date(2000, 0, 1),
  max: new Date(2090, 0, 1),
  noInvalidDate: true,
});

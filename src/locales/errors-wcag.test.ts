/// <reference types="vite/client" />
// WCAG 3.3.1 and 3.3.3 in every language: each error is a sentence of its own, tied to one field
// (the element renders it as that input's description, under its label), and says what to type.
import { describe, expect, it } from 'vitest';
import type { CardTokenizerMessages } from '../element/texts.js';
import { en } from '../../test/support/english.js';

const modules = import.meta.glob<{ default: CardTokenizerMessages }>(
  ['./*.ts', '!./registry.ts', '!./*.test.ts'],
  { eager: true },
);
const locales = [
  ['en', en] as const,
  ...Object.entries(modules).map(
    ([path, module]) => [path.slice('./'.length, -'.ts'.length), module.default] as const,
  ),
];

type Key = keyof CardTokenizerMessages;
/** Each field's errors, by the field whose input they describe. */
const FIELD_ERRORS: Record<string, Key[]> = {
  number: ['numberRequired', 'numberInvalid', 'numberIncomplete', 'numberNotAccepted', 'numberInactive'],
  expiry: ['expiryRequired', 'expiryInvalid', 'expiryPast', 'expiryTooFar'],
  cvx: ['cvxRequired', 'cvxInvalid'],
  holder: ['holderRequired', 'holderTooLong', 'holderInvalid'],
}; // prettier-ignore
const ALL_ERRORS = Object.values(FIELD_ERRORS).flat();
/** A sentence ends: Latin, Greek, Arabic, CJK full stops. */
const SENTENCE_END = /[.!;。．!]$/u;

describe.each(locales)('%s', (_tag, texts) => {
  it('gives each error its own words: no two problems read the same', () => {
    const words = ALL_ERRORS.map((key) => texts[key]);
    expect(new Set(words).size).toBe(words.length);
  });

  it.each(ALL_ERRORS)('%s is a whole sentence', (key) => {
    expect(texts[key].trim()).toMatch(SENTENCE_END);
  });

  it('says how to fix a badly formed expiry date: the format, as the field shows it', () => {
    expect(texts.expiryInvalid.toLowerCase()).toContain(texts.expiryPlaceholder.toLowerCase());
  });

  it('says how many digits a security code takes, and how long a name may be', () => {
    expect(texts.cvxInvalid).toContain('{size}');
    expect(texts.holderTooLong).toContain('{max}');
  });

  it('asks for each missing field differently, so the shopper knows which to fill', () => {
    const required = ['numberRequired', 'expiryRequired', 'cvxRequired', 'holderRequired'] as const;
    expect(new Set(required.map((key) => texts[key])).size).toBe(required.length);
  });
});

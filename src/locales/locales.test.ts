/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import type { CardTokenizerMessages } from '../element/texts.js';
import { en } from '../../test/support/english.js';
import { findLocale } from './registry.js';

type Key = keyof CardTokenizerMessages;

const TAGS = [
  'ar', 'bg', 'ca', 'cs', 'da', 'de', 'el', 'es', 'et', 'fi', 'fr', 'ga', 'he', 'hr', 'hu', 'is',
  'it', 'ja', 'ko', 'lt', 'lv', 'mt', 'nb', 'nl', 'pl', 'pt', 'pt-BR', 'ro', 'sk', 'sl', 'sv', 'tr',
  'uk', 'zh-Hans', 'zh-Hant',
]; // prettier-ignore

/** Texts a locale may share with English, by `tag key`, each with the reason. */
const SAME_AS_ENGLISH: Record<string, string> = {
  'ar expiryPlaceholder': 'Arabic checkouts show the Latin MM/YY beside right-to-left labels',
  'he expiryPlaceholder': 'Israeli checkouts show the Latin MM/YY',
  'ja expiryPlaceholder': 'Japanese checkouts show MM/YY, as printed on the card',
  'ko expiryPlaceholder': 'Korean checkouts show MM/YY, as printed on the card',
  'mt expiryPlaceholder': 'card forms in Malta show the English MM/YY',
  'zh-Hans expiryPlaceholder': 'mainland Chinese checkouts show MM/YY, as printed on the card',
  'zh-Hant expiryPlaceholder': 'Taiwanese checkouts show MM/YY, as printed on the card',
};

const modules = import.meta.glob<{ default: CardTokenizerMessages }>(
  ['./*.ts', '!./registry.ts', '!./*.test.ts'],
  { eager: true },
);
const locales = Object.entries(modules).map(
  ([path, module]) => [path.slice('./'.length, -'.ts'.length), module.default] as const,
);
const keys = Object.keys(en) as Key[];

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

it('has a module for each supported language and no other', () => {
  expect(locales.map(([tag]) => tag).sort()).toEqual([...TAGS].sort());
});

it('allows English texts only where a locale still uses them', () => {
  const used = locales.flatMap(([tag, messages]) =>
    keys.filter((key) => messages[key] === en[key]).map((key) => `${tag} ${key}`),
  );
  expect(used.sort()).toEqual(Object.keys(SAME_AS_ENGLISH).sort());
});

describe.each(locales)('%s', (tag, messages) => {
  it('registers itself under its file name', () => {
    expect(findLocale(tag)).toBe(messages);
  });

  it('has every key of the English catalogue and no other', () => {
    expect(Object.keys(messages).sort()).toEqual([...keys].sort());
  });

  it.each(keys)('%s keeps the placeholders of the English text', (key) => {
    expect(placeholders(messages[key])).toEqual(placeholders(en[key]));
  });

  it.each(keys)('%s is translated', (key) => {
    if (`${tag} ${key}` in SAME_AS_ENGLISH) return;
    expect(messages[key]).not.toBe(en[key]);
  });

  it.each(keys)('%s is not empty and has no surrounding whitespace', (key) => {
    expect(messages[key]).not.toBe('');
    expect(messages[key]).toBe(messages[key].trim());
  });

  it('asks for the expiry date in the format its placeholder shows', () => {
    expect(messages.expiryInvalid).toContain(messages.expiryPlaceholder);
  });

  it('tells the shopper of a network error in plain words, not its developer causes', () => {
    // CORS, CSP and blocking pages are the developer's: `card-error`'s `hint` and the console.
    expect(messages.network).not.toMatch(/CORS|CSP|connect-src/i);
  });

  it('keeps the ellipsis of a text still in progress', () => {
    expect(messages.busy).toContain('…');
  });
});

describe('findLocale', () => {
  it.each([
    ['de-AT', 'de'],
    ['pt-PT', 'pt'],
    ['pt-BR', 'pt-BR'],
    ['zh-TW', 'zh-Hant'],
    ['zh-CN', 'zh-Hans'],
    ['zh', 'zh-Hans'],
    ['no', 'nb'],
    ['nn', 'nb'],
    ['fr-CA', 'fr'],
  ])('gives %s the catalogue of %s', (lang, tag) => {
    expect(findLocale(lang)).toBe(modules[`./${tag}.ts`]?.default);
    expect(findLocale(lang)).toBeDefined();
  });

  it('finds nothing for a language without a catalogue', () => {
    expect(findLocale('xx')).toBeUndefined();
  });
});

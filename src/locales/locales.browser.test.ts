/// <reference types="vite/client" />
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  autofill,
  blur,
  emptyPageAfterEachTest,
  errorText,
  fillCard,
  labelText,
  pinTodayInEachTest,
  setup,
  text,
  type Setup,
} from '../../test/browser/element.js';
import { answer, useTokenizationServer } from '../../test/browser/tokenization-server.js';
import { registrationFor } from '../../test/support/registration.js';
import type { CardTokenizerMessages } from '../element/texts.js';
import { en } from '../../test/support/english.js';
import { defineLocale } from './registry.js';

const server = useTokenizationServer();
pinTodayInEachTest();
emptyPageAfterEachTest();

const modules = import.meta.glob<{ default: CardTokenizerMessages }>(
  ['./*.ts', '!./registry.ts', '!./*.test.ts'],
  { eager: true },
);
const locales = Object.entries(modules).map(
  ([path, module]) => [path.slice('./'.length, -'.ts'.length), module.default] as const,
);
const catalogue = (tag: string) => modules[`./${tag}.ts`]!.default;

const registration = () => registrationFor(server.url);

async function configured(markup: string): Promise<Setup> {
  const fields = await setup(markup);
  fields.el.registration = registration();
  await fields.el.updateComplete;
  return fields;
}

const labels = ({ number, expiry, cvx }: Setup) => [number, expiry, cvx].map(labelText);
const labelsOf = (messages: CardTokenizerMessages) => [
  messages.numberLabel,
  messages.expiryLabel,
  messages.cvxLabel,
];

test('every locale module is loaded', () => {
  expect(locales).toHaveLength(35);
});

describe.each(locales)('lang="%s"', (tag, messages) => {
  test('labels, a validation error and the server errors are in that language', async () => {
    const fields = await configured(`<card-tokenizer lang="${tag}"></card-tokenizer>`);
    const { el, number } = fields;
    expect(labels(fields)).toEqual(labelsOf(messages));

    autofill(number, '4242');
    blur(number);
    await el.updateComplete;
    expect(errorText(number)).toBe(messages.numberIncomplete);

    await fillCard(fields);
    await server.behave(answer('errorCode=02628'));
    await expect(el.tokenize()).rejects.toMatchObject({ message: messages.refused });
    await el.updateComplete;
    expect(text(el, '[part="error"]')).toBe(messages.refused);

    await server.behave(answer('errorCode=02625'));
    await expect(el.tokenize()).rejects.toMatchObject({ field: 'number' });
    await el.updateComplete;
    expect(errorText(number)).toBe(messages.numberInvalid);
  });
});

describe('the language', () => {
  test.each([
    ['de-AT', 'de'],
    ['zh-TW', 'zh-Hant'],
    ['pt-PT', 'pt'],
  ])('of a region, %s, falls back to its catalogue, %s', async (lang, tag) => {
    const fields = await setup(`<card-tokenizer lang="${lang}"></card-tokenizer>`);
    expect(labels(fields)).toEqual(labelsOf(catalogue(tag)));
  });

  test('comes from the nearest ancestor with a lang', async () => {
    const fields = await setup(
      '<div lang="de"><div lang="pl"><p><card-tokenizer></card-tokenizer></p></div></div>',
    );
    expect(labels(fields)).toEqual(labelsOf(catalogue('pl')));
  });

  test('of an empty card refused by tokenize() is that of the ancestor', async () => {
    const { el, number } = await configured(
      '<div lang="pl"><card-tokenizer></card-tokenizer></div>',
    );
    await expect(el.tokenize()).rejects.toMatchObject({ message: catalogue('pl').numberRequired });
    await el.updateComplete;
    expect(errorText(number)).toBe(catalogue('pl').numberRequired);
  });

  describe('of the document', () => {
    const original = document.documentElement.getAttribute('lang');
    afterEach(() => {
      if (original === null) document.documentElement.removeAttribute('lang');
      else document.documentElement.setAttribute('lang', original);
    });

    test('is followed when it changes at runtime', async () => {
      document.documentElement.lang = 'fr';
      const fields = await setup();
      expect(labels(fields)).toEqual(labelsOf(catalogue('fr')));
      document.documentElement.lang = 'de';
      // The MutationObserver reports in a microtask; the element renders after it.
      await Promise.resolve();
      await fields.el.updateComplete;
      expect(labels(fields)).toEqual(labelsOf(catalogue('de')));
    });
  });

  test('is followed when a locale is defined after the element rendered', async () => {
    const fields = await setup('<card-tokenizer lang="xx"></card-tokenizer>');
    expect(labels(fields)).toEqual(labelsOf(en));
    defineLocale('xx', { ...en, numberLabel: 'XX' });
    await fields.el.updateComplete;
    expect(labels(fields)).toEqual(['XX', en.expiryLabel, en.cvxLabel]);
  });

  test('without a loaded catalogue falls back to English, with no error', async () => {
    const errors = vi.spyOn(console, 'error');
    const thrown: unknown[] = [];
    const onError = (event: ErrorEvent) => thrown.push(event.error);
    window.addEventListener('error', onError);
    try {
      const fields = await configured('<card-tokenizer lang="sw"></card-tokenizer>');
      expect(labels(fields)).toEqual(labelsOf(en));
      await expect(fields.el.tokenize()).rejects.toMatchObject({ message: en.numberRequired });
      expect(errors).not.toHaveBeenCalled();
      expect(thrown).toEqual([]);
    } finally {
      window.removeEventListener('error', onError);
      errors.mockRestore();
    }
  });

  test('gives way to messages, key by key', async () => {
    const { el, ...fields } = await configured('<card-tokenizer lang="de"></card-tokenizer>');
    el.messages = { numberLabel: 'Numéro', numberRequired: 'Le numéro, svp.' };
    await el.updateComplete;
    const de = catalogue('de');
    expect(labels({ el, ...fields })).toEqual(['Numéro', de.expiryLabel, de.cvxLabel]);
    await expect(el.tokenize()).rejects.toMatchObject({ message: 'Le numéro, svp.' });
    await el.updateComplete;
    expect(errorText(fields.expiry)).toBe(de.expiryRequired);
  });
});

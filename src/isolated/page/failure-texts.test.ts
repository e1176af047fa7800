import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FAILURE_TEXTS, failureTexts } from './failure-texts.js';

/** The element's languages: one module per tag in src/locales/, and English. */
const tags = readdirSync(new URL('../../locales/', import.meta.url))
  .filter((file) => /^[a-z]{2}(-[A-Za-z]+)?\.ts$/.test(file))
  .map((file) => file.slice(0, -'.ts'.length).toLowerCase());

describe('the failure texts', () => {
  it("cover each of the element's 36 languages, and no other", () => {
    expect(tags).toHaveLength(35);
    expect(Object.keys(FAILURE_TEXTS).sort()).toEqual(['en', ...tags].sort());
  });

  it('are written in each language: no two alike but the two Portugueses', () => {
    const messages = Object.entries(FAILURE_TEXTS)
      .filter(([tag]) => tag !== 'pt-br')
      .map(([, [message]]) => message);
    expect(new Set(messages).size).toBe(messages.length);
  });

  it('are found as the element finds its locale: region, script, alias, then English', () => {
    expect(failureTexts('de-AT')).toBe(FAILURE_TEXTS.de);
    expect(failureTexts('pt_BR')).toBe(FAILURE_TEXTS['pt-br']);
    expect(failureTexts('zh-CN')).toBe(FAILURE_TEXTS['zh-hans']);
    expect(failureTexts('zh-TW')).toBe(FAILURE_TEXTS['zh-hant']);
    expect(failureTexts('xx')).toBe(FAILURE_TEXTS.en);
    expect(failureTexts('')).toBe(FAILURE_TEXTS.en);
  });
});

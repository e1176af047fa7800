import { describe, expect, test } from 'vitest';
import { emptyPageAfterEachTest, setup } from '../../test/browser/element.js';
import type { CardTokenizer } from './card-tokenizer.js';

emptyPageAfterEachTest();

describe('ready', () => {
  test('resolves once the fields are drawn, and the element matches :state(ready) from then', async () => {
    const { el } = await setup('<card-tokenizer></card-tokenizer>');
    await el.ready;
    expect(el.matches(':state(ready)')).toBe(true);
    expect(el.querySelectorAll('input')).toHaveLength(3);
    expect(el.validity.valid).toBe(false);
  });

  test('waits for the name field when holder-name asks for it', async () => {
    const { el } = await setup('<card-tokenizer holder-name="required"></card-tokenizer>');
    await el.ready;
    expect(el.querySelector('input[data-field="holder"]')).not.toBeNull();
  });

  test('is not ready before it is in a document', () => {
    const el = document.createElement('card-tokenizer') as CardTokenizer;
    expect(el.matches(':state(ready)')).toBe(false);
  });
});

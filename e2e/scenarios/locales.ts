import assert from 'node:assert/strict';
import { eventually, expectField, focusField } from '../../test/support/card-page.js';
import type { EngineDriver, Scenario } from '../../test/support/engine-driver.js';

/** The three labels, as `input.labels` gives them. */
function labels(driver: EngineDriver): Promise<string[]> {
  return driver.evaluate(() =>
    ['number', 'expiry', 'cvx'].map(
      (field) =>
        document
          .querySelector<HTMLInputElement>(`card-tokenizer input[data-field="${field}"]`)!
          .labels?.[0]?.textContent?.trim() ?? '',
    ),
  );
}

async function expectLabels(driver: EngineDriver, expected: string[]): Promise<void> {
  await eventually(async () => assert.deepEqual(await labels(driver), expected));
}

/** Where the element, the number's label and text, and the expiry and cvx inputs are drawn. */
interface Layout {
  element: { left: number; right: number };
  /** The label's box: a block as wide as its field. */
  label: { left: number; right: number };
  /** The label's text itself, where a reader's eye finds the label. */
  labelText: { left: number; right: number };
  expiry: { left: number; right: number };
  cvx: { left: number; right: number };
  direction: Record<'number' | 'expiry' | 'cvx' | 'label', string>;
}

function readLayout(): Layout {
  const box = (rect: DOMRect) => ({ left: rect.left, right: rect.right });
  const input = (field: string) =>
    document.querySelector<HTMLInputElement>(`card-tokenizer input[data-field="${field}"]`)!;
  const label = input('number').labels![0]!;
  const text = document.createRange();
  text.selectNodeContents(label);
  const direction = (element: Element) => getComputedStyle(element).direction;
  return {
    element: box(document.querySelector('card-tokenizer')!.getBoundingClientRect()),
    label: box(label.getBoundingClientRect()),
    labelText: box(text.getBoundingClientRect()),
    expiry: box(input('expiry').getBoundingClientRect()),
    cvx: box(input('cvx').getBoundingClientRect()),
    direction: {
      number: direction(input('number')),
      expiry: direction(input('expiry')),
      cvx: direction(input('cvx')),
      label: direction(label),
    },
  };
}

/** What a page logged as an error (e2e/pages/locale-fallback.html records it). */
function pageErrors(driver: EngineDriver): Promise<string[]> {
  return driver.evaluate(() => (window as unknown as { pageErrors: string[] }).pageErrors);
}

const ENGLISH = ['Card number', 'Expiry date', 'Security code'];

export const localeScenarios: Scenario[] = [
  {
    name: 'script tag: <html lang="de"> with locales/de.js shows German labels and errors',
    page: 'locales.html',
    async run({ driver }) {
      await expectLabels(driver, ['Kartennummer', 'Ablaufdatum', 'Sicherheitscode']);
      await expectField(driver, 'expiry', { description: 'MM/JJ' });
      await expectField(driver, 'cvx', { description: '3 Ziffern auf der Rückseite' });
      await focusField(driver, 'number');
      await driver.type('4242');
      await driver.press('Tab');
      await expectField(driver, 'number', {
        invalid: 'true',
        error: 'Diese Kartennummer ist unvollständig.',
        description: 'Kartentyp: Visa Diese Kartennummer ist unvollständig.',
      });
    },
  },
  {
    name: 'script tag: switching <html lang> from de to pl re-renders labels and errors in Polish',
    page: 'locales.html',
    async run({ driver }) {
      await expectLabels(driver, ['Kartennummer', 'Ablaufdatum', 'Sicherheitscode']);
      await focusField(driver, 'number');
      await driver.type('4242');
      await driver.press('Tab');
      await expectField(driver, 'number', { error: 'Diese Kartennummer ist unvollständig.' });
      await driver.evaluate(() => {
        document.documentElement.lang = 'pl';
      });
      // Once the brand is known, the security code's label names its code.
      await expectLabels(driver, ['Numer karty', 'Data ważności', 'Kod CVV/CVC (CVV)']);
      await expectField(driver, 'number', {
        value: '4242',
        invalid: 'true',
        error: 'Ten numer karty jest niepełny.',
        description: 'Rodzaj karty: Visa Ten numer karty jest niepełny.',
      });
    },
  },
  {
    name: 'script tag: Arabic mirrors the layout while the card digits stay left to right',
    page: 'locale-ar.html',
    async run({ driver }) {
      await expectLabels(driver, ['رقم البطاقة', 'تاريخ الانتهاء', 'رمز الأمان']);
      await focusField(driver, 'number');
      await driver.type('4242424242424242');
      await expectField(driver, 'number', { value: '4242 4242 4242 4242' });
      const layout = await driver.evaluate(readLayout);
      assert.deepEqual(layout.direction, {
        number: 'ltr',
        expiry: 'ltr',
        cvx: 'ltr',
        label: 'rtl',
      });
      const { element, label, labelText, expiry, cvx } = layout;
      const width = element.right - element.left;
      const near = (a: number, b: number) => Math.abs(a - b) <= 2;
      assert.ok(near(label.right, element.right), `label box ${label.right} ≠ ${element.right}`);
      // The text starts at the element's right edge and stops well before its left one.
      assert.ok(near(labelText.right, element.right), `label text ends at ${labelText.right}`);
      assert.ok(labelText.left - element.left > width / 2, `label text at ${labelText.left}`);
      assert.ok(expiry.left >= cvx.right, `expiry ${expiry.left} is not right of cvx ${cvx.right}`);
      assert.ok(near(expiry.right, element.right), `expiry ends at ${expiry.right}`);
      assert.ok(near(cvx.left, element.left), `cvx starts at ${cvx.left}`);
    },
  },
  {
    name: 'script tag: a language not loaded (sw, it) is English, with no error logged',
    page: 'locale-fallback.html',
    async run({ driver }) {
      await expectLabels(driver, ENGLISH);
      await focusField(driver, 'number');
      await driver.type('4242');
      await driver.press('Tab');
      await expectField(driver, 'number', { error: 'This card number is incomplete.' });
      // A region falls back to its loaded language; a language not loaded to English.
      await driver.evaluate(() => {
        document.documentElement.lang = 'de-AT';
      });
      await expectLabels(driver, ['Kartennummer', 'Ablaufdatum', 'Sicherheitscode (CVV)']);
      await driver.evaluate(() => {
        document.documentElement.lang = 'it';
      });
      await expectLabels(driver, ['Card number', 'Expiry date', 'Security code (CVV)']);
      await expectField(driver, 'number', { error: 'This card number is incomplete.' });
      assert.deepEqual(await pageErrors(driver), []);
    },
  },
];

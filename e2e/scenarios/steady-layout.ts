import assert from 'node:assert/strict';
import { eventually, expectField, focusField } from '../../test/support/card-page.js';
import type { EngineDriver, Scenario } from '../../test/support/engine-driver.js';
import { de } from '../../src/locales/de.js';
import { el } from '../../src/locales/el.js';
import { fi } from '../../src/locales/fi.js';

/** An incomplete Visa number, and the digits that complete it. */
const HALF_NUMBER = '42424242';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Layout {
  card: Box;
  pay: Box;
  /** The expiry's and the security code's inputs, which share a row. */
  expiry: Box;
  cvx: Box;
}

/** Runs in the page: the boxes in the page's coordinates, so that a scroll is no shift. */
function readLayout(): Layout {
  const box = (selector: string): Box => {
    const { x, y, width, height } = document.querySelector(selector)!.getBoundingClientRect();
    return { x: x + scrollX, y: y + scrollY, width, height };
  };
  return {
    card: box('card-tokenizer'),
    pay: box('button[type="submit"]'),
    expiry: box('card-tokenizer input[data-field="expiry"]'),
    cvx: box('card-tokenizer input[data-field="cvx"]'),
  };
}

/** Records the layout after each step and fails on the first that moved the card or Pay. */
async function layoutRecorder(driver: EngineDriver) {
  const first = await driver.evaluate(readLayout);
  return async (step: string) => {
    const now = await driver.evaluate(readLayout);
    assert.deepEqual({ card: now.card, pay: now.pay }, { card: first.card, pay: first.pay }, step);
    const row = ({ y, height }: Box) => ({ y, height });
    assert.deepEqual(row(now.expiry), row(now.cvx), `${step}: expiry and security code in a row`);
  };
}

/** The fields' errors, when a submit refused the empty card. */
async function expectEveryProblem(driver: EngineDriver, number: string): Promise<void> {
  await expectField(driver, 'number', { focused: true, invalid: 'true', error: number });
  await expectField(driver, 'expiry', { error: 'Enter the expiry date.' });
  await expectField(driver, 'cvx', { error: 'Enter the security code.' });
  await eventually(async () => {
    const said = await driver.evaluate(
      () =>
        document.querySelector('card-tokenizer')!.shadowRoot!.getElementById('announcer')!
          .textContent,
    );
    assert.match(said ?? '', /Problems to fix: 3/);
  });
}

/**
 * A shopper tabs through the empty fields, types half a number, leaves it, completes it, and
 * submits an empty card: the card's height and Pay's place never change, and the hints hold
 * their line until an error takes it.
 */
async function steadyCard({ driver }: { driver: EngineDriver }): Promise<void> {
  const expectSteady = await layoutRecorder(driver);
  await expectField(driver, 'expiry', { description: 'MM/YY' });
  await expectField(driver, 'cvx', { description: '3 digits on the back' });
  await driver.evaluate(() => document.getElementById('email')!.focus());
  for (const field of ['number', 'expiry', 'cvx'] as const) {
    await driver.press('Tab');
    await expectField(driver, field, { focused: true });
    await expectSteady(`Tab to the empty ${field}`);
  }
  await driver.press('Tab');
  await expectSteady('Tab out of the card');

  await focusField(driver, 'number');
  await driver.type(HALF_NUMBER);
  await expectSteady('half a number typed');
  await driver.press('Tab');
  await expectField(driver, 'number', { error: 'This card number is incomplete.' });
  await expectSteady('the incomplete number left');
  await focusField(driver, 'number');
  await driver.press('ArrowRight');
  await driver.type(HALF_NUMBER);
  await expectField(driver, 'number', { error: '' });
  await expectSteady('the number completed');

  await driver.evaluate(() => document.querySelector('form')!.reset());
  await driver.evaluate(() =>
    document.querySelector<HTMLElement>('button[type="submit"]')!.click(),
  );
  await expectEveryProblem(driver, 'Enter a card number.');
  await expectSteady('an empty card submitted');
  // The hint stays in the description while the error takes its line.
  await expectField(driver, 'expiry', { description: 'MM/YY Enter the expiry date.' });
}

/**
 * A 120 ms press on Pay while the number is half typed: the press blurs the number, whose error
 * shows, and still ends as a click on Pay, which shows every problem and focuses the first.
 */
async function pressPayMidNumber({ driver }: { driver: EngineDriver }): Promise<void> {
  await focusField(driver, 'number');
  await driver.type(HALF_NUMBER);
  const pay = await driver.evaluate(() => {
    const button = document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    const clicks = ((window as { payClicks?: number }).payClicks = 0);
    button.addEventListener('click', () => (window as { payClicks?: number }).payClicks!++);
    const { x, y, width, height } = button.getBoundingClientRect();
    return { x: x + width / 2, y: y + height / 2, clicks };
  });
  await driver.pressAt(pay.x, pay.y, 120);
  await eventually(async () =>
    assert.equal(await driver.evaluate(() => (window as { payClicks?: number }).payClicks), 1),
  );
  await expectEveryProblem(driver, 'This card number is incomplete.');
}

export const steadyLayoutScenarios: Scenario[] = [
  {
    name: 'the card and Pay never move, errors or not',
    page: 'element-form.html',
    run: steadyCard,
  },
  {
    name: 'a 120 ms mouse press on Pay mid-number is a click showing every problem',
    page: 'element-form.html',
    run: pressPayMidNumber,
  },
  {
    // Measured narrower: at 400 px in Firefox and 320 px in Chromium, de and el expiryInvalid need
    // a third line, at 288 px five expiry errors: the line grows there, and the card with it.
    name: 'the longest German, Finnish and Greek errors fit their two lines, in a card 440 px wide',
    page: 'element-form.html',
    async run({ driver }) {
      const texts = [de, fi, el] as unknown as Record<string, string>[];
      const cut = await driver.evaluate(cutMessages, { texts, widths: [600, 440] });
      assert.deepEqual(cut, []);
    },
  },
];

/**
 * Runs in the page: at each width of the card, the field errors whose text runs past the two
 * lines reserved for it, as `width field key`.
 */
function cutMessages({ texts, widths }: { texts: Record<string, string>[]; widths: number[] }) {
  const element = document.querySelector('card-tokenizer')!;
  element.setAttribute('holder-name', 'required');
  const errors: Record<string, readonly string[]> = {
    number: [
      'numberRequired',
      'numberInvalid',
      'numberIncomplete',
      'numberNotAccepted',
      'numberInactive',
    ],
    expiry: ['expiryRequired', 'expiryInvalid', 'expiryPast', 'expiryTooFar'],
    cvx: ['cvxRequired', 'cvxInvalid'],
    holder: ['holderRequired', 'holderTooLong', 'holderInvalid'],
  };
  return (element as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete.then(() => {
    const cut: string[] = [];
    for (const width of widths) {
      (element as HTMLElement).style.width = `${width}px`;
      for (const catalogue of texts) {
        for (const [field, keys] of Object.entries(errors)) {
          const message = element.querySelector<HTMLElement>(`[slot="${field}-error"]`)!;
          const line = message.assignedSlot!.parentElement!.getBoundingClientRect();
          for (const key of keys) {
            message.textContent = catalogue[key]!.replace('{size}', '3').replace('{max}', '45');
            if (message.getBoundingClientRect().bottom > line.bottom + 1) {
              cut.push(`${width} ${field} ${key}: ${message.textContent}`);
            }
          }
          message.textContent = '';
        }
      }
    }
    return cut;
  });
}

import assert from 'node:assert/strict';
import { configure, focusField, tokenize } from '../../test/support/card-page.js';
import { TEST_CARD } from '../../test/support/cards.js';
import type { ScenarioContext } from '../../test/support/engine-driver.js';
import { answer, gate } from '../../test/support/tokenization-server.js';

/** One state of the element that every accessibility check runs in, and what AT gets of it. */
export interface A11yState {
  name: string;
  page: string;
  /** Brings the element into the state; returns what ends it, if anything must. */
  enter(context: ScenarioContext): Promise<(() => void) | void>;
  /** The tree `readTree()` reads, line by line, but the announcer. */
  tree: string[];
  /** What the announcer says, where it is certain (it may fall silent 3 s after it spoke). */
  announced?: string;
}

const GROUP = 'group "Payment card"';
const EMPTY_TREE = [
  GROUP,
  'textbox "Card number" required',
  'textbox "Expiry date" required: MM/YY',
  'textbox "Security code" required: 3 digits on the back',
];
const TYPED_TREE = [
  GROUP,
  'textbox "Card number" required: Card type: Visa',
  'textbox "Expiry date" required: MM/YY',
  'textbox "Security code (CVV)" required: 3 digits on the back',
];

/** Moves the focus out of the element, to the page's own button. */
const leave = (context: ScenarioContext) =>
  context.driver.evaluate(() => document.querySelector('button')?.focus());

export const A11Y_STATES: A11yState[] = [
  { name: 'empty', page: 'element-basic.html', enter: async () => {}, tree: EMPTY_TREE },
  {
    name: 'typing',
    page: 'element-basic.html',
    async enter({ driver }) {
      await focusField(driver, 'number');
      await driver.type('4242');
    },
    tree: TYPED_TREE,
    announced: 'Card type: Visa',
  },
  {
    name: 'required errors',
    page: 'element-basic.html',
    async enter({ driver, server }) {
      await configure(driver, server.url);
      assert.equal(await tokenize(driver), 'error validation');
    },
    tree: [
      GROUP,
      'textbox "Card number" required invalid: Enter a card number.',
      'textbox "Expiry date" required invalid: MM/YY Enter the expiry date.',
      'textbox "Security code" required invalid: 3 digits on the back Enter the security code.',
    ],
  },
  {
    name: 'invalid, expired and incomplete errors',
    page: 'element-basic.html',
    async enter(context) {
      const { driver } = context;
      await focusField(driver, 'number');
      await driver.type('4242424242424241');
      await driver.press('Tab');
      await driver.type('0120');
      await driver.press('Tab');
      await driver.type('1');
      await leave(context);
    },
    tree: [
      GROUP,
      'textbox "Card number" required invalid: Card type: Visa This card number is not valid.',
      'textbox "Expiry date" required invalid: MM/YY This card has expired.',
      'textbox "Security code (CVV)" required invalid: 3 digits on the back The security code must be 3 digits.',
    ],
  },
  {
    name: 'card type not accepted',
    page: 'element-basic.html',
    async enter({ driver }) {
      await driver.evaluate(() => {
        document.querySelector('card-tokenizer')!.cardType = 'AMEX';
      });
      await focusField(driver, 'number');
      await driver.type('4242');
    },
    tree: [
      GROUP,
      'textbox "Card number" required invalid: Card type: Visa This card type is not accepted here.',
      'textbox "Expiry date" required: MM/YY',
      'textbox "Security code (CVV)" required: 3 digits on the back',
    ],
    announced: 'Card type: Visa',
  },
  {
    name: 'refused by the server',
    page: 'element-basic.html',
    async enter(context) {
      const { driver, server } = context;
      server.behave(answer('errorCode=02628'));
      await configure(driver, server.url);
      await driver.fillCard(TEST_CARD);
      assert.equal(await tokenize(driver), 'error server');
    },
    tree: [...TYPED_TREE, 'live error: The card was refused. Try another card.'],
  },
  {
    name: 'busy',
    page: 'element-basic.html',
    async enter({ driver, server }) {
      const held = gate();
      server.behave(held.behaviour);
      await configure(driver, server.url);
      await driver.fillCard(TEST_CARD);
      await driver.evaluate(() => {
        document
          .querySelector('card-tokenizer')!
          .tokenize()
          .catch(() => {});
      });
      // Busy shows after 100 ms: the tree check waits for it.
      return () => held.release();
    },
    tree: [
      `${GROUP} busy`,
      'textbox "Card number" required readonly: Card type: Visa',
      'textbox "Expiry date" required readonly: MM/YY',
      'textbox "Security code (CVV)" required readonly: 3 digits on the back',
    ],
    announced: 'Saving your card…',
  },
  {
    name: 'disabled',
    page: 'element-basic.html',
    async enter({ driver }) {
      await driver.evaluate(() => {
        document.querySelector('card-tokenizer')!.disabled = true;
      });
    },
    tree: [
      `${GROUP} disabled`,
      'textbox "Card number" required disabled',
      'textbox "Expiry date" required disabled: MM/YY',
      'textbox "Security code" required disabled: 3 digits on the back',
    ],
  },
  {
    name: 'tokenized',
    page: 'element-basic.html',
    async enter({ driver, server }) {
      await configure(driver, server.url);
      await driver.fillCard(TEST_CARD);
      assert.equal(await tokenize(driver), 'data=registration-data-1');
    },
    tree: TYPED_TREE,
    announced: 'Card saved',
  },
  {
    name: 'right to left (Arabic)',
    page: 'locale-ar.html',
    async enter() {},
    tree: [
      'group "بطاقة الدفع"',
      'textbox "رقم البطاقة" required',
      'textbox "تاريخ الانتهاء" required: MM/YY',
      'textbox "رمز الأمان" required: 3 أرقام على ظهر البطاقة',
    ],
  },
  {
    name: 'dark theme, with errors',
    page: 'element-basic.html',
    async enter(context) {
      const { driver } = context;
      await driver.evaluate(
        () =>
          new Promise((resolve) => {
            const link = Object.assign(document.createElement('link'), {
              rel: 'stylesheet',
              href: '/demo/demo.css',
              onload: resolve,
            });
            document.documentElement.dataset.theme = 'dark';
            document.head.append(link);
          }),
      );
      await focusField(driver, 'number');
      await driver.type('4242');
      await leave(context);
    },
    tree: [
      GROUP,
      'textbox "Card number" required invalid: Card type: Visa This card number is incomplete.',
      'textbox "Expiry date" required: MM/YY',
      'textbox "Security code (CVV)" required: 3 digits on the back',
    ],
  },
];

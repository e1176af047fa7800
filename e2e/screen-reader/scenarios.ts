import assert from 'node:assert/strict';
import { configure, eventually, focusField, tokenize } from '../../test/support/card-page.js';
import { CARD_AS_SENT } from '../../test/support/cards.js';
import type { ScenarioContext } from '../../test/support/engine-driver.js';
import { gate, type Gate } from '../../test/support/tokenization-server.js';
import type { AtspiListener } from './atspi-listener.js';
import { transcriptOf } from './transcript.js';

export interface HearingContext extends ScenarioContext {
  listener: AtspiListener;
}

/** What a screen reader hears during `act`, after `prepare` has set the page up in silence. */
export interface HearingScenario {
  /** The expected transcript's file name, in `transcripts/<engine>/`. */
  slug: string;
  name: string;
  prepare?(context: HearingContext): Promise<void>;
  act(context: HearingContext): Promise<void>;
  /** Ends what `act` left running, once the transcript is taken. */
  finish?(context: HearingContext): Promise<void>;
}

/** Fails the Luhn check: the element refuses it without asking the server. */
const WRONG_NUMBER = '4242424242424241';

/** Types the card field by field, each focused by the page, then tabs on to the page's button. */
async function enterCard({ driver, server }: HearingContext, number: string): Promise<void> {
  await configure(driver, server.url);
  const digits = { ...CARD_AS_SENT, cardNumber: number };
  for (const [field, text] of [
    ['number', digits.cardNumber],
    ['expiry', digits.cardExpirationDate],
    ['cvx', digits.cardCvx],
  ] as const) {
    await focusField(driver, field);
    await driver.type(text);
  }
  await driver.press('Tab');
}

/** Starts `tokenize()` on a server that holds it, and resolves once the element shows it busy. */
async function startSlowTokenize({ driver, server }: HearingContext, held: Gate): Promise<void> {
  server.behave(held.behaviour);
  await driver.evaluate(() => {
    const run = document.querySelector('card-tokenizer')!.tokenize();
    Object.assign(window, { tokenizing: run });
  });
  // Busy shows only once a request is slow (SHOW_BUSY_AFTER_MS), not at once.
  await eventually(async () => {
    const busy = await driver.evaluate(() =>
      document
        .querySelector('card-tokenizer')!
        .shadowRoot!.querySelector('[role="group"]')!
        .getAttribute('aria-busy'),
    );
    assert.equal(busy, 'true', 'the card group is aria-busy');
  });
}

/** Releases the held request and resolves `tokenize()`'s registration data. */
async function answerSlowTokenize({ driver }: HearingContext, held: Gate): Promise<string> {
  held.release();
  return driver.evaluate(() => (window as unknown as { tokenizing: Promise<string> }).tokenizing);
}

/** The same slow request heard twice: while the shopper waits, then as it succeeds. */
function slowTokenize(): HearingScenario[] {
  let held = gate();
  return [
    {
      slug: 'tokenize-busy',
      name: 'tokenize() while the server is slow to answer',
      prepare: (context) => enterCard(context, CARD_AS_SENT.cardNumber),
      act: (context) => startSlowTokenize(context, (held = gate())),
      finish: async (context) => void (await answerSlowTokenize(context, held)),
    },
    {
      slug: 'tokenize-success',
      name: 'tokenize() succeeds after a slow answer',
      async prepare(context) {
        await enterCard(context, CARD_AS_SENT.cardNumber);
        await startSlowTokenize(context, (held = gate()));
      },
      async act(context) {
        assert.equal(await answerSlowTokenize(context, held), 'data=registration-data-1');
      },
    },
  ];
}

export const hearingScenarios: HearingScenario[] = [
  {
    slug: 'tab-through',
    name: 'Tab through the card, typing each field, to the page’s button',
    async act({ driver, listener }) {
      const { cardNumber, cardExpirationDate, cardCvx } = CARD_AS_SENT;
      for (const text of [cardNumber, cardExpirationDate, cardCvx, '']) {
        await driver.press('Tab');
        await listener.settle();
        if (!text) continue;
        await driver.type(text);
        // Names follow the text (the code's label names the brand's CVV) once the page has
        // rendered: WebKit updates its accessibility tree there, and a loaded run read it stale.
        await driver.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
        await listener.settle();
      }
    },
  },
  {
    slug: 'tokenize-refused',
    name: 'tokenize() refuses a wrong card number',
    prepare: (context) => enterCard(context, WRONG_NUMBER),
    async act({ driver }) {
      assert.equal(await tokenize(driver), 'error validation');
    },
  },
  ...slowTokenize(),
];

/**
 * Resolves once the browser sends events to the listener: marks the page's `<main>` busy and
 * unmarks it until the listener hears it.
 */
async function untilHeard({ driver, listener }: HearingContext): Promise<void> {
  const busy = (on: boolean) =>
    driver.evaluate((value) => {
      document.querySelector('main')!.setAttribute('aria-busy', String(value));
    }, on);
  const heard = () => listener.events.some(({ type }) => type === 'object:state-changed:busy');
  await eventually(async () => {
    await busy(true);
    await listener.settle(100);
    await busy(false);
    assert.ok(heard(), 'the listener hears the page');
  });
  await listener.settle();
}

/** Prepares in silence, then returns what the screen reader hears while the scenario acts. */
export async function hear(scenario: HearingScenario, context: HearingContext): Promise<string> {
  const { listener } = context;
  await scenario.prepare?.(context);
  await listener.listen();
  try {
    await untilHeard(context);
    const start = listener.events.length;
    await scenario.act(context);
    await listener.settle();
    return transcriptOf(listener.events.slice(start));
  } finally {
    await listener.pause();
    await scenario.finish?.(context);
  }
}

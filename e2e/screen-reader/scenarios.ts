import { configure, focusField, tokenize } from '../../test/support/card-page.js';
import { CARD_AS_SENT } from '../../test/support/cards.js';
import type { ScenarioContext } from '../../test/support/engine-driver.js';
import { gate } from '../../test/support/tokenization-server.js';
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

/** Starts `tokenize()` without waiting for it; `tokenizing` in the page is its outcome. */
function startTokenize({ driver }: HearingContext): Promise<void> {
  return driver.evaluate(() => {
    const run = document
      .querySelector('card-tokenizer')!
      .tokenize()
      .catch((error: { code?: string }) => `error ${error.code}`);
    Object.assign(window, { tokenizing: run });
  });
}

/** Holds the request of the busy scenario until its transcript is taken. */
function slowAnswer(): HearingScenario {
  let held = gate();
  return {
    slug: 'tokenize-busy',
    name: 'tokenize() while the server is slow to answer',
    async prepare(context) {
      await enterCard(context, CARD_AS_SENT.cardNumber);
      held = gate();
      context.server.behave(held.behaviour);
    },
    async act(context) {
      await startTokenize(context);
      // The element shows itself busy once a request is slow (SHOW_BUSY_AFTER_MS).
      await new Promise((resolve) => setTimeout(resolve, 500));
    },
    async finish({ driver }) {
      held.release();
      await driver.evaluate(
        () => (window as unknown as { tokenizing: Promise<string> }).tokenizing,
      );
    },
  };
}

export const hearingScenarios: HearingScenario[] = [
  {
    slug: 'tab-through',
    name: 'Tab through the empty card to the page’s button',
    async act({ driver, listener }) {
      for (let step = 0; step < 4; step++) {
        await driver.press('Tab');
        await listener.settle();
      }
    },
  },
  {
    slug: 'tokenize-refused',
    name: 'tokenize() refuses a wrong card number',
    prepare: (context) => enterCard(context, WRONG_NUMBER),
    async act(context) {
      const outcome = await tokenize(context.driver);
      if (outcome !== 'error validation') throw new Error(`Expected a refusal, got ${outcome}`);
    },
  },
  slowAnswer(),
  {
    slug: 'tokenize-success',
    name: 'tokenize() succeeds',
    prepare: (context) => enterCard(context, CARD_AS_SENT.cardNumber),
    async act({ driver }) {
      const outcome = await tokenize(driver);
      if (!outcome.startsWith('data=')) throw new Error(`Expected a token, got ${outcome}`);
    },
  },
];

/** Prepares in silence, then records what the screen reader hears while the scenario acts. */
export async function hear(scenario: HearingScenario, context: HearingContext): Promise<string> {
  await scenario.prepare?.(context);
  await context.listener.settle();
  await context.listener.listen();
  try {
    await scenario.act(context);
    await context.listener.settle();
  } finally {
    await context.listener.pause();
  }
  await scenario.finish?.(context);
  return transcriptOf(context.listener.events);
}

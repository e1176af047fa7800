import type { TestCard } from '../../src/testing/test-cards.js';
import type { TokenizationServer } from './tokenization-server.js';

/** The few things a scenario asks of a browser; one adapter per automation protocol. */
export interface EngineDriver {
  /** Loads a path of the pages server, e.g. `/e2e/pages/element-basic.html`. */
  goto(path: string): Promise<void>;
  /** Types into the focused element with real key events, one character at a time. */
  type(text: string): Promise<void>;
  /**
   * Fills the page's `<card-tokenizer>` with a whole card as a shopper does, through the testing
   * kit of the engine's protocol (`card-tokenizer/testing/playwright` or `…/webdriver`): a click in
   * each field, its keys, until each field shows them. The focus ends in the last field filled.
   */
  fillCard(card: TestCard, options?: { holderName?: string }): Promise<void>;
  /** Presses one key on the focused element. */
  press(key: Key): Promise<void>;
  /** Presses the mouse's main button at a point of the viewport, holds it `ms`, releases it. */
  pressAt(x: number, y: number, ms: number): Promise<void>;
  /**
   * Runs `fn` in the page with one JSON argument and resolves its awaited result. `fn` is sent as
   * source text: it must not use anything from its module.
   */
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
}

export type Key = 'Enter' | 'Backspace' | 'Tab' | 'ArrowLeft' | 'ArrowRight' | 'Space';

export interface ScenarioContext {
  driver: EngineDriver;
  /** A stand-in tokenization server, reset before each scenario. */
  server: TokenizationServer;
}

/** One behaviour checked the same way in every engine. */
export interface Scenario {
  name: string;
  /** A page of `e2e/pages/`, opened before `run`. */
  page: string;
  /** An IANA time zone the browser runs in, e.g. `Europe/Paris`; else the machine's. */
  timeZone?: string;
  run(context: ScenarioContext): Promise<void>;
}

import type { Page } from 'playwright-core';
import { keyHold, keyGap, type Random } from './hands.js';

/** What the shopper reaches for: a locator or an element handle, anywhere in the page's frames. */
export interface Target {
  boundingBox(): Promise<{ x: number; y: number; width: number; height: number } | null>;
  scrollIntoViewIfNeeded(): Promise<void>;
  click(): Promise<void>;
}

/**
 * The canary's hands at a shopper's pace: the pointer moved along a curve to each field, a press,
 * keys held and released one by one as people type, a moment before the next field; with touch
 * (`--as mobile`), taps. Every event is the browser's own, trusted, with real time between them.
 * Its randomness is `random`'s: two drives with the same seed move, pause and type alike.
 */
export class Shopper {
  #at: { x: number; y: number } | undefined;

  constructor(
    readonly page: Page,
    readonly touch: boolean,
    readonly random: Random,
  ) {}

  /** A while in milliseconds, different each time: a hand is never regular. */
  #between(min: number, max: number): number {
    return Math.round(min + this.random() * (max - min));
  }

  /** Reaches the target and presses it: pointer path and click, or a tap. */
  async press(target: Target): Promise<void> {
    await target.scrollIntoViewIfNeeded().catch(() => {});
    const box = await target.boundingBox();
    if (!box) {
      await target.click();
      return;
    }
    const to = {
      x: box.x + box.width * (0.2 + this.random() * 0.5),
      y: box.y + box.height * (0.35 + this.random() * 0.3),
    };
    await this.pause(200, 450);
    if (this.touch) await this.page.touchscreen.tap(to.x, to.y);
    else {
      await this.#moveTo(to);
      await this.pause(60, 180);
      await this.page.mouse.down();
      await this.pause(50, 120);
      await this.page.mouse.up();
    }
    this.#at = to;
  }

  /**
   * Types into what has the focus, each key held down and released after a person's hold, the
   * next pressed after a person's gap, a little longer between groups of digits.
   */
  async type(text: string): Promise<void> {
    for (const [index, key] of [...text].entries()) {
      await this.page.keyboard.down(key);
      await wait(keyHold(this.random));
      await this.page.keyboard.up(key);
      await wait(keyGap(this.random, index % 4 === 3));
    }
  }

  async pause(min: number, max: number): Promise<void> {
    await wait(this.#between(min, max));
  }

  /** A curved, eased path from where the pointer was, one move event every few milliseconds. */
  async #moveTo(to: { x: number; y: number }): Promise<void> {
    const viewport = this.page.viewportSize() ?? { width: 1280, height: 720 };
    const from = this.#at ?? {
      x: this.#between(viewport.width * 0.3, viewport.width * 0.7),
      y: this.#between(viewport.height * 0.6, viewport.height * 0.9),
    };
    if (!this.#at) await this.page.mouse.move(from.x, from.y);
    const bend = {
      x: (from.x + to.x) / 2 + this.#between(-120, 120),
      y: (from.y + to.y) / 2 + this.#between(-80, 80),
    };
    const steps = this.#between(12, 20);
    for (let step = 1; step <= steps; step++) {
      const linear = step / steps;
      const t = linear < 0.5 ? 2 * linear * linear : 1 - (-2 * linear + 2) ** 2 / 2;
      const x = (1 - t) ** 2 * from.x + 2 * (1 - t) * t * bend.x + t ** 2 * to.x;
      const y = (1 - t) ** 2 * from.y + 2 * (1 - t) * t * bend.y + t ** 2 * to.y;
      // Each move is a round trip to the browser: a few milliseconds apart, as a hand's are.
      await this.page.mouse.move(x, y);
    }
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

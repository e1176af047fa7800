// What a page that holds the frame's channel sees while a number is typed with a given edit
// script: every message the frame sends, in order. Two numbers typed the same way must give the
// same list when the page may not tell them apart (docs/isolated.md, "What the page can learn").
import { expect, type Page } from '@playwright/test';
import { heard, takeChannel } from './hostile-page.js';

/** One step of an edit script, on the number's digits; the caret ends at the end after each. */
export type Edit =
  | { do: 'type'; count: number }
  | { do: 'paste'; count: number }
  | { do: 'backspace'; count: number }
  /** Home, Delete, the first digit typed again. */
  | { do: 'front-edit' }
  /** The caret `back` digits left, Backspace, the digit typed again. */
  | { do: 'mid-fix'; back: number }
  /** Out to the expiry and back, only while the number is shorter than its brand's shortest. */
  | { do: 'leave-and-return' };

/** Card-validator's shortest Maestro number: below it no prefix can pass the check. */
const SHORTEST = 12;

/** A random edit script that ends with `length` digits typed; `random` gives [0, 1). */
export function editScript(length: number, random: () => number): Edit[] {
  const pick = (n: number) => Math.floor(random() * n);
  const script: Edit[] = [];
  let typed = 0;
  while (typed < length) {
    const roll = pick(8);
    if (roll < 3 || typed === 0) {
      const count = 1 + pick(Math.min(5, length - typed));
      script.push({ do: roll === 2 ? 'paste' : 'type', count });
      typed += count;
    } else if (roll === 3) {
      const count = 1 + pick(Math.min(3, typed));
      script.push({ do: 'backspace', count });
      typed -= count;
    } else if (roll === 4) script.push({ do: 'front-edit' });
    else if (roll === 5 && typed >= 3) script.push({ do: 'mid-fix', back: 1 + pick(typed - 1) });
    else if (roll === 6 && typed < SHORTEST) script.push({ do: 'leave-and-return' });
  }
  return script;
}

/** A small seeded generator (mulberry32): a failing run is replayed from its printed seed. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** The frame page, the channel held by the page; `attributes` as the page's connect gives them. */
export interface ViewSetup {
  src: string;
  reg: unknown;
  attributes?: Record<string, string>;
  bin?: boolean;
}

/**
 * Types `number` with `script` into a frame whose channel the page holds, leaves the field, and
 * returns everything the frame sent once it tells the page the number is valid.
 */
export async function typedView(
  page: Page,
  setup: ViewSetup,
  number: string,
  script: Edit[],
): Promise<unknown[]> {
  await page.goto('/e2e/pages/isolated.html');
  await takeChannel(page, setup);
  const card = page.frameLocator('iframe[title="Card"]');
  const input = card.getByLabel('Card number');
  const expiry = card.getByLabel('Expiry date');
  await expect(input).toBeEditable();
  // The frame's start (ready, first value and validity, size) races its load, not the number.
  await expect
    .poll(
      async () => (await heard(page)).filter((m) => m.t === 'ready' || m.t === 'validity').length,
    )
    .toBe(2);
  const start = (await heard(page)).length;
  await input.click();
  const digits = async () => (await input.inputValue()).replace(/\D/g, '');
  let typed = 0;
  for (const edit of script) {
    switch (edit.do) {
      case 'type':
        await input.pressSequentially(number.slice(typed, typed + edit.count));
        typed += edit.count;
        break;
      case 'paste':
        await page.keyboard.insertText(number.slice(typed, typed + edit.count));
        typed += edit.count;
        break;
      case 'backspace':
        for (let i = 0; i < edit.count; i++) await input.press('Backspace');
        typed -= edit.count;
        break;
      case 'front-edit':
        await input.press('Home');
        await input.press('Delete');
        await expect.poll(digits).toBe(number.slice(1, typed));
        await input.pressSequentially(number[0]!);
        await input.press('End');
        break;
      case 'mid-fix':
        for (let i = 0; i < edit.back; i++) await input.press('ArrowLeft');
        await input.press('Backspace');
        await input.pressSequentially(number[typed - edit.back - 1]!);
        await input.press('End');
        break;
      case 'leave-and-return':
        await expiry.click();
        await expect(expiry).toBeFocused();
        await input.click();
        await input.press('End');
    }
    await expect.poll(digits).toBe(number.slice(0, typed));
  }
  await expiry.click();
  await expect
    .poll(async () =>
      (await heard(page)).some(
        (message) =>
          message.t === 'event' &&
          (message.detail as { fields?: { number?: { valid?: boolean } } }).fields?.number?.valid,
      ),
    )
    .toBe(true);
  return (await heard(page)).slice(start);
}

/** The Luhn check digit that completes `body`. */
export function luhnComplete(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return body + String((10 - (sum % 10)) % 10);
}

// What a page that holds the frame's channel sees while a number is typed with a given edit
// script: every message the frame sends, in order. Two numbers typed the same way must give the
// same list when the page may not tell them apart (docs/isolated.md, "What the page can learn").
import { expect, type Page } from '@playwright/test';
import { gate, type Behaviour } from '../../test/support/tokenization-server.js';
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

/** Marks where a `submit-in-number` ending told the frame to submit. */
export const SUBMIT = { t: '(submit)' };

/** Each edit's effect is polled often: the default back-off waits up to a second per edit. */
const FAST = { intervals: [20, 50, 100] };

/** Card-validator's shortest Maestro number: below it no prefix can pass the check. */
const SHORTEST = 12;

/**
 * A random edit script that ends with `length` digits typed; `random` gives [0, 1). Leaving and
 * coming back happens only below the shortest length: a number left is a number whose state the
 * page may learn.
 */
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

/**
 * How the shopper ends: leaving the number (`leave`), a submit with the focus still in it
 * (`submit-in-number`), or the expiry and code typed, then a submit.
 */
export type Ending =
  { end: 'leave' } | { end: 'submit-in-number' } | { end: 'submit'; expiry: string; cvx: string };

/** The frame page, the channel held by the page; `attributes` as the page's connect gives them. */
export interface ViewSetup {
  src: string;
  reg: unknown;
  attributes?: Record<string, string>;
  bin?: boolean;
  /**
   * The tokenization server, whose answer a submit holds until the frame shows its progress
   * (after 100 ms): the page then sees the same sizes whatever the network's timing.
   */
  tokenization?: { behave(behaviour: Behaviour): void };
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
  ending: Ending = { end: 'leave' },
): Promise<unknown[]> {
  await page.goto('/e2e/pages/isolated.html');
  await takeChannel(page, { ...setup, tokenization: undefined } as ViewSetup);
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
  // Keys go to the focused field by the page's keyboard and the caret is read in the frame's
  // document: a locator's press or evaluate finds its element first, 0.1 s each in Firefox.
  const frame = page.frame({ url: setup.src })!;
  await input.click();
  await expect(input).toBeFocused();
  const digits = async () => (await input.inputValue()).replace(/\D/g, '');
  let typed = 0;
  for (const edit of script) {
    switch (edit.do) {
      case 'type':
        await page.keyboard.type(number.slice(typed, typed + edit.count));
        typed += edit.count;
        break;
      case 'paste':
        await page.keyboard.insertText(number.slice(typed, typed + edit.count));
        typed += edit.count;
        break;
      case 'backspace':
        for (let i = 0; i < edit.count; i++) await page.keyboard.press('Backspace');
        typed -= edit.count;
        break;
      case 'front-edit':
        await page.keyboard.press('Home');
        await page.keyboard.press('Delete');
        await expect.poll(digits, FAST).toBe(number.slice(1, typed));
        await page.keyboard.type(number[0]!);
        await page.keyboard.press('End');
        break;
      case 'mid-fix': {
        // The caret right after the digit `back` from the end: the spaces between groups skipped.
        const placed = () =>
          frame.evaluate((back) => {
            const el = document.querySelector<HTMLInputElement>('input[data-field="number"]')!;
            const caret = el.selectionStart ?? 0;
            const right = el.value.slice(caret).replace(/\D/g, '').length;
            return right === back && /\d/.test(el.value[caret - 1] ?? '');
          }, edit.back);
        while (!(await placed())) await page.keyboard.press('ArrowLeft');
        await page.keyboard.press('Backspace');
        await page.keyboard.type(number[typed - edit.back - 1]!);
        await page.keyboard.press('End');
        break;
      }
      case 'leave-and-return':
        await expiry.click();
        await expect(expiry).toBeFocused();
        await input.click();
        await expect(input).toBeFocused();
        await page.keyboard.press('End');
    }
    await expect.poll(digits, FAST).toBe(number.slice(0, typed));
  }
  const submit = async (mark = false) => {
    const at = (await heard(page)).length;
    const held = gate();
    setup.tokenization?.behave(held.behaviour);
    await page.evaluate(() =>
      (window as unknown as { tell(m: unknown): void }).tell({ t: 'tokenize', id: 1 }),
    );
    const status = card.locator('[part~="status"]');
    if (setup.tokenization) await expect(status).toBeVisible();
    held.release();
    await expect.poll(async () => (await heard(page)).some((m) => m.t === 'done')).toBe(true);
    // Settled: the page has the frame's last height.
    await expect(status).toBeHidden();
    const height = () =>
      card.locator('body').evaluate((body) => Math.ceil(body.getBoundingClientRect().height));
    await expect
      .poll(async () => (await heard(page)).filter((m) => m.t === 'resize').at(-1)?.h)
      .toBe(await height());
    const all = await heard(page);
    // Where the page told the frame to submit: what came before it crossed without a submit.
    return mark ? [...all.slice(start, at), SUBMIT, ...all.slice(at)] : all.slice(start);
  };
  if (ending.end === 'submit-in-number') return submit(true);
  await expiry.click();
  if (ending.end === 'submit') {
    await expect(expiry).toBeFocused();
    await page.keyboard.type(ending.expiry);
    const cvx = card.getByLabel('Security code');
    await cvx.click();
    await expect(cvx).toBeFocused();
    await page.keyboard.type(ending.cvx);
    await expect(cvx).toHaveValue(ending.cvx);
    return submit();
  }
  // Settled: the number told valid, and its BIN's question (network-choice) answered.
  await expect
    .poll(async () =>
      (await heard(page)).some((message) => {
        if (message.t !== 'event') return false;
        const detail = message.detail as {
          fields?: { number?: { valid?: boolean } };
          networkChoice?: { reason?: string };
        };
        return detail.fields?.number?.valid && detail.networkChoice?.reason !== 'pending';
      }),
    )
    .toBe(true);
  return (await heard(page)).slice(start);
}

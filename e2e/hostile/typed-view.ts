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

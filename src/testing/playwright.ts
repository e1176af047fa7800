// `card-tokenizer/testing/playwright`: a card typed into `<card-tokenizer>` or
// `<card-tokenizer-frame>` by the element, whichever the mode and the frame's origin.
// Types only from Playwright: its objects are the test's own.
import type { Locator, Page } from '@playwright/test';
import type { TestCard } from './test-cards.js';

export { TEST_CARDS, type TestCard, type TestCardName } from './test-cards.js';

/** One field of the card as the shopper sees it: never its digits. */
export interface ShownField {
  invalid: boolean;
  /** The message under the field: its error. */
  error: string;
}

/** What the card shows: each field's state and error, and the card's own error line. */
export interface ShownCard {
  fields: Record<string, ShownField>;
  /** An error not tied to a field (refused, session expired, network). */
  error: string;
}

/**
 * The `<card-tokenizer>` that holds the inputs: the element itself, or the one inside the frame
 * of a `<card-tokenizer-frame>`, whatever origin the frame is on.
 */
export async function cardOf(element: Locator): Promise<Locator> {
  const tag = await element.evaluate((node) => node.localName);
  if (tag !== 'card-tokenizer-frame') return element;
  return element.locator('iframe').contentFrame().locator('card-tokenizer');
}

/** The card's inputs, by their field (`number`, `expiry`, `cvx`, `holder`), whatever the language. */
export async function cardInputs(element: Locator) {
  const card = await cardOf(element);
  const input = (field: string) => card.locator(`input[data-field="${field}"]`);
  return {
    number: input('number'),
    expiry: input('expiry'),
    cvx: input('cvx'),
    holder: input('holder'),
  };
}

/**
 * Waits until the card takes typing: `ready` where the element has it (`<card-tokenizer-frame>`:
 * its frame answered), else its first render (`updateComplete`), then the number input editable.
 */
export async function waitForCard(element: Locator): Promise<void> {
  await element.evaluate(async (node) => {
    const card = node as HTMLElement & { ready?: Promise<unknown>; updateComplete?: unknown };
    await (card.ready ?? card.updateComplete);
  });
  const { number } = await cardInputs(element);
  await number.waitFor();
}

/** How `fillCard` enters the card. */
export interface FillOptions {
  /** The name on the card, when the element asks for it (`holder-name`). */
  holderName?: string;
  /**
   * `typing` (default): a click in each field, then its keys, as a shopper types. `autofill`:
   * each field set in one edit, as a browser's autofill or a password manager does.
   */
  by?: 'typing' | 'autofill';
}

/**
 * Enters a card as a shopper does, so that each check, formatting and event runs, and waits until
 * each field shows what was entered. An empty `cvx` is left empty (cards without a security code).
 */
export async function fillCard(
  element: Locator,
  card: TestCard,
  { holderName, by = 'typing' }: FillOptions = {},
): Promise<void> {
  await waitForCard(element);
  const inputs = await cardInputs(element);
  const entered: [Locator, string][] = [
    [inputs.number, card.number],
    [inputs.expiry, by === 'typing' ? card.expiry.replace(/\D/g, '') : card.expiry],
    [inputs.cvx, card.cvx],
  ];
  if (holderName !== undefined) entered.push([inputs.holder, holderName]);
  for (const [input, text] of entered) {
    if (by === 'autofill') {
      await input.fill(text);
      continue;
    }
    // A click, as a shopper's: the keys go where the focus is.
    await input.click();
    if (await input.inputValue()) await input.clear();
    if (text) await input.pressSequentially(text);
    await shows(input, text);
  }
}

/** Resolves once the input shows `text`, whatever spaces or slash the element formats it with. */
function shows(input: Locator, text: string): Promise<void> {
  return input.evaluate(
    (node: HTMLInputElement, expected) =>
      new Promise<void>((resolve) => {
        const bare = (value: string) => value.replace(/[\s/]/g, '');
        const check = () => {
          if (bare(node.value) !== bare(expected)) return;
          node.removeEventListener('input', check);
          resolve();
        };
        node.addEventListener('input', check);
        check();
      }),
    text,
  );
}

/** What the card shows now: which fields are invalid and their errors, and the card's error. */
export async function shownCard(element: Locator): Promise<ShownCard> {
  const card = await cardOf(element);
  return card.evaluate((node) => {
    const fields: Record<string, ShownField> = {};
    for (const input of node.querySelectorAll<HTMLInputElement>('input[data-field]')) {
      const error = node.querySelector(`[id="${input.id}-error"]`)?.textContent ?? '';
      fields[input.dataset.field!] = {
        invalid: input.getAttribute('aria-invalid') === 'true',
        error: error.trim(),
      };
    }
    const error = node.shadowRoot?.querySelector('[part="error"]')?.textContent ?? '';
    return { fields, error: error.trim() };
  });
}

/** Picks a co-branded card's network (`CB`, `VISA`, `MASTERCARD`, …) once the choice shows. */
export async function chooseNetwork(element: Locator, network: string): Promise<void> {
  const card = await cardOf(element);
  await card.locator(`[part="network-field"] input[type="radio"][value="${network}"]`).check();
}

/** Ticks (or unticks) the "save this card" box of `save-card="ask"`. */
export async function tickSaveCard(element: Locator, save = true): Promise<void> {
  const card = await cardOf(element);
  await card.locator('[part="save-field"] input[type="checkbox"]').setChecked(save);
}

/**
 * Passes (or fails) the sandbox's 3-D Secure challenge on `page`, once the checkout has sent the
 * shopper there (`TEST_CARDS.challenge`); the sandbox then returns to the checkout's return URL.
 */
export async function passChallenge(page: Page, outcome: 'pass' | 'fail' = 'pass'): Promise<void> {
  await page.waitForURL(/\/3ds-challenge\//);
  const name = outcome === 'pass' ? 'Authenticate' : 'Fail authentication';
  await page.getByRole('button', { name, exact: true }).click();
  await page.waitForURL((url) => !url.pathname.includes('/3ds-challenge/'));
}

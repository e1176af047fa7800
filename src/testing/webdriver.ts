// `card-tokenizer/testing/webdriver`: the card typed into `<card-tokenizer>` or
// `<card-tokenizer-frame>` over classic WebDriver (selenium-webdriver), whichever the mode and the
// frame's origin. Types only from selenium-webdriver: its objects are the test's own.
import type { WebDriver, WebElement } from 'selenium-webdriver';
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

/** How long a wait lasts before it fails. */
export interface WaitOptions {
  /** Milliseconds; 10 000 by default. */
  timeout?: number;
}

/** How `fillCard` enters the card. */
export interface FillOptions extends WaitOptions {
  /** The name on the card, when the element asks for it (`holder-name`). */
  holderName?: string;
  /**
   * `typing` (default): a click in each field, then its keys, as a shopper types. `autofill`:
   * each field set in one edit, as a browser's autofill or a password manager does.
   */
  by?: 'typing' | 'autofill';
}

const TIMEOUT = 10_000;
// WebDriver's key codes (the WebDriver spec's table), so that no part of Selenium is loaded here.
const END = '\uE010';
const BACK_SPACE = '\uE003';

/**
 * Runs `fn` with the `<card-tokenizer>` that holds the inputs: the element itself, or the one in
 * the frame of a `<card-tokenizer-frame>`, whatever origin the frame is on. For the frame, the
 * session is switched into it while `fn` runs, and back to the element's document after.
 */
export async function inCard<T>(
  element: WebElement,
  fn: (card: WebElement) => Promise<T>,
  { timeout = TIMEOUT }: WaitOptions = {},
): Promise<T> {
  if ((await element.getTagName()).toLowerCase() !== 'card-tokenizer-frame') return fn(element);
  const driver = element.getDriver();
  const onTop = await driver.executeScript<boolean>('return window.top === window');
  await driver.switchTo().frame(await element.findElement({ css: 'iframe' }));
  try {
    const card = await driver.wait(
      async () => (await driver.findElements({ css: 'card-tokenizer' }))[0],
      timeout,
      "Expected <card-tokenizer> in <card-tokenizer-frame>'s frame",
    );
    return await fn(card);
  } finally {
    // Back to the top by its own command: after "parent frame", WebKitWebDriver's keys go nowhere.
    if (onTop) await driver.switchTo().defaultContent();
    else await driver.switchTo().parentFrame();
  }
}

/**
 * Waits until the card takes typing: `ready` where the element has it (`<card-tokenizer-frame>`:
 * its frame answered), else its first render (`updateComplete`), then the number input enabled.
 */
export async function waitForCard(
  element: WebElement,
  { timeout = TIMEOUT }: WaitOptions = {},
): Promise<void> {
  const driver = element.getDriver();
  const answer = await driver.executeScript<string>(
    `const [card, timeout] = arguments;
    const ready = Promise.resolve(card.ready ?? card.updateComplete).then(() => 'ready');
    return Promise.race([ready, new Promise((resolve) => setTimeout(resolve, timeout, 'late'))]);`,
    element,
    timeout,
  );
  if (answer !== 'ready') throw new Error(`Expected the card ready within ${timeout} ms`);
  await inCard(
    element,
    (card) =>
      driver.wait(
        () =>
          driver.executeScript<boolean>(
            `const input = arguments[0].querySelector('input[data-field="number"]');
            return Boolean(input && !input.disabled && !input.readOnly);`,
            card,
          ),
        timeout,
        'Expected the card number editable',
      ),
    { timeout },
  );
}

/**
 * Enters a card as a shopper does, so that each check, formatting and event runs, and waits until
 * each field shows what was entered. An empty `cvx` is left empty (cards without a security code).
 */
export async function fillCard(
  element: WebElement,
  card: TestCard,
  { holderName, by = 'typing', timeout = TIMEOUT }: FillOptions = {},
): Promise<void> {
  await waitForCard(element, { timeout });
  const entered: [string, string][] = [
    ['number', card.number],
    ['expiry', by === 'typing' ? card.expiry.replace(/\D/g, '') : card.expiry],
    ['cvx', card.cvx],
  ];
  if (holderName !== undefined) entered.push(['holder', holderName]);
  const driver = element.getDriver();
  await frameIntoView(element);
  await inCard(
    element,
    async (cardElement) => {
      for (const [field, text] of entered) {
        const input = await cardElement.findElement({ css: `input[data-field="${field}"]` });
        if (by === 'autofill') await driver.executeScript(AUTOFILL, input, text);
        else await type(input, text, timeout);
        await driver.wait(
          async () => bare(String(await input.getProperty('value'))) === bare(text),
          timeout,
          // The field, never what was typed: card data stays out of error messages.
          `Expected the ${field} field to show what was entered`,
        );
      }
    },
    { timeout },
  );
}

/**
 * Scrolls a `<card-tokenizer-frame>` to the middle of the page's viewport before a click in its
 * frame: WebKitGTK scrolls only the frame's own document to a field, and its click at a point
 * below the page's viewport focused nothing (the demo's checkout, its frame below the fold).
 */
async function frameIntoView(element: WebElement): Promise<void> {
  if ((await element.getTagName()).toLowerCase() !== 'card-tokenizer-frame') return;
  await element
    .getDriver()
    .executeScript("arguments[0].scrollIntoView({ block: 'center', inline: 'nearest' })", element);
}

/** A click in the field, as a shopper's, then its keys to where the focus is, as a keyboard's. */
async function type(input: WebElement, text: string, timeout: number): Promise<void> {
  const driver = input.getDriver();
  await input.click();
  // Keys go where the focus is: under load WebKit's focus landed after keys sent at once.
  await driver.wait(
    () => driver.executeScript<boolean>(HAS_FOCUS, input),
    timeout,
    'Expected the focus in the field after its click',
  );
  const before = String(await input.getProperty('value'));
  const keys = (before ? END + BACK_SPACE.repeat(before.length) : '') + text;
  if (keys) await driver.actions().sendKeys(keys).perform();
}

/** Runs in the page: whether the field has the focus of its document, or of its shadow root. */
const HAS_FOCUS = 'return arguments[0].getRootNode().activeElement === arguments[0];';

/** Runs in the page: one edit with the whole value, as autofill makes. */
const AUTOFILL = `const [input, value] = arguments;
input.focus();
input.value = value;
input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertReplacementText' }));
input.dispatchEvent(new Event('change', { bubbles: true }));`;

/** What is typed, without the spaces or slash the element formats it with. */
const bare = (value: string) => value.replace(/[\s/]/g, '');

/** What the card shows now: which fields are invalid and their errors, and the card's error. */
export function shownCard(element: WebElement): Promise<ShownCard> {
  return inCard(element, (card) =>
    card.getDriver().executeScript<ShownCard>(
      `const node = arguments[0];
      const fields = {};
      for (const input of node.querySelectorAll('input[data-field]')) {
        const error = node.querySelector('[id="' + input.id + '-error"]')?.textContent ?? '';
        fields[input.dataset.field] = {
          invalid: input.getAttribute('aria-invalid') === 'true',
          error: error.trim(),
        };
      }
      const error = node.shadowRoot?.querySelector('[part="error"]')?.textContent ?? '';
      return { fields, error: error.trim() };`,
      card,
    ),
  );
}

/** The input `selector` finds in the card's shadow root, once it is there. */
function inShadow(card: WebElement, selector: string, timeout: number): Promise<WebElement> {
  const driver = card.getDriver();
  return driver.wait<WebElement>(
    () =>
      driver.executeScript<WebElement | null>(
        'return arguments[0].shadowRoot?.querySelector(arguments[1]) ?? null',
        card,
        selector,
      ),
    timeout,
    `Expected ${selector} in the card`,
  );
}

/** Clicks the input `selector` finds in the card's shadow root until it is `checked`. */
async function check(card: WebElement, selector: string, checked: boolean, timeout: number) {
  const driver = card.getDriver();
  const input = await inShadow(card, selector, timeout);
  const isChecked = () => driver.executeScript<boolean>('return arguments[0].checked', input);
  if ((await isChecked()) !== checked) await input.click();
  await driver.wait(
    async () => (await isChecked()) === checked,
    timeout,
    `Expected ${selector} ${checked ? 'checked' : 'not checked'}`,
  );
}

/** Picks a co-branded card's network (`CB`, `VISA`, `MASTERCARD`, …) once the choice shows. */
export async function chooseNetwork(
  element: WebElement,
  network: string,
  { timeout = TIMEOUT }: WaitOptions = {},
): Promise<void> {
  const radio = `[part="network-field"] input[type="radio"][value="${network}"]`;
  await frameIntoView(element);
  return inCard(element, (card) => check(card, radio, true, timeout), { timeout });
}

/** Ticks (or unticks) the "save this card" box of `save-card="ask"`. */
export async function tickSaveCard(
  element: WebElement,
  save = true,
  { timeout = TIMEOUT }: WaitOptions = {},
): Promise<void> {
  const box = '[part="save-field"] input[type="checkbox"]';
  await frameIntoView(element);
  return inCard(element, (card) => check(card, box, save, timeout), { timeout });
}

/**
 * Passes (or fails) the sandbox's 3-D Secure challenge, once the checkout has sent the shopper
 * there (`TEST_CARDS.challenge`); the sandbox then returns to the checkout's return URL.
 */
export async function passChallenge(
  driver: WebDriver,
  outcome: 'pass' | 'fail' = 'pass',
  { timeout = TIMEOUT }: WaitOptions = {},
): Promise<void> {
  const onChallenge = async () => (await driver.getCurrentUrl()).includes('/3ds-challenge/');
  await driver.wait(onChallenge, timeout, 'Expected the challenge page');
  const name = outcome === 'pass' ? 'Authenticate' : 'Fail authentication';
  const button = await driver.wait(
    async () => (await driver.findElements({ xpath: `//button[normalize-space()="${name}"]` }))[0],
    timeout,
    `Expected the button "${name}"`,
  );
  await button.click();
  await driver.wait(async () => !(await onChallenge()), timeout, 'Expected the return URL');
}

import type { ElementHandle, Frame, Page } from 'playwright-core';
import { autofillCard } from './autofill.js';
import type { CardDetails } from './card.js';
import type { NumberEntry } from './hands.js';
import type { Shopper } from './shopper.js';

const CARD_INPUT = 'card-tokenizer input[autocomplete="cc-number"]';

/**
 * The frame holding the card inputs (the page, or a same- or cross-origin frame of it, as in the
 * isolated mode) and the form that submits them, found up the chain of frames.
 */
export class CardFrame {
  private constructor(
    readonly page: Page,
    readonly frame: Frame,
  ) {}

  /** Waits for a frame of the page to show the card inputs; the page itself when none does. */
  static async find(page: Page, timeoutMs: number): Promise<CardFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      for (const frame of page.frames())
        if (
          (await frame
            .locator(CARD_INPUT)
            .count()
            .catch(() => 0)) > 0
        )
          return new CardFrame(page, frame);
      if (Date.now() > deadline) return new CardFrame(page, page.mainFrame());
      await page.waitForTimeout(100);
    }
  }

  #input(autocomplete: string) {
    return this.frame.locator(`card-tokenizer input[autocomplete="${autocomplete}"]`).first();
  }

  /**
   * The card's fields, and the holder's name when asked, each reached and typed into as a shopper
   * does; the number pasted instead when `entry` says so (Ctrl+V of the clipboard: a trusted paste),
   * or the number, expiry and name filled by the browser's autofill, the code then typed. Returns
   * how the number did reach its field: typed when the paste or the autofill did not land.
   */
  async type(
    card: CardDetails,
    shopper: Shopper,
    entry: NumberEntry = 'typed',
  ): Promise<NumberEntry> {
    const fields: [string, string][] = [
      ['cc-number', card.number],
      ['cc-exp', card.expiry],
      ['cc-csc', card.code],
    ];
    if ((await this.#input('cc-name').count()) > 0) fields.push(['cc-name', 'Claire Martin']);
    let entered: NumberEntry =
      entry === 'autofilled' && (await this.#autofill(card, shopper, fields))
        ? 'autofilled'
        : 'typed';
    for (const [autocomplete, value] of fields) {
      if (entered === 'autofilled' && (await this.#input(autocomplete).inputValue()) !== '')
        continue;
      await shopper.press(this.#input(autocomplete));
      if (autocomplete === 'cc-number' && entry === 'pasted' && !shopper.touch)
        entered = (await this.#paste(value, shopper)) ? 'pasted' : 'typed';
      else await shopper.type(value);
    }
    return entered;
  }

  /**
   * The number field pressed, a saved card picked from the browser's autofill; false, the fields
   * cleared for typing, when this browser has no such autofill or the number did not land.
   */
  async #autofill(
    card: CardDetails,
    shopper: Shopper,
    fields: [string, string][],
  ): Promise<boolean> {
    await shopper.press(this.#input('cc-number'));
    // The suggestion under the field is read, then picked.
    await shopper.pause(400, 900);
    if (await autofillCard(this.page, this.frame, card)) {
      // Filled within a few event loop turns of the page; a moment on a busy machine.
      const deadline = Date.now() + 3000;
      for (;;) {
        const landed = await this.#input('cc-number').inputValue();
        if (landed.replace(/\D/g, '') === card.number) return true;
        if (Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    for (const [autocomplete] of fields) await this.#input(autocomplete).fill('');
    return false;
  }

  /**
   * The number written to the clipboard and pasted with Ctrl+V; typed when the paste did not land.
   * Whether it was pasted.
   */
  async #paste(value: string, shopper: Shopper): Promise<boolean> {
    await this.page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const written = await this.frame
      .evaluate((text) => navigator.clipboard.writeText(text).then(() => true), value)
      .catch(() => false);
    if (written) {
      await shopper.pause(150, 400);
      await this.page.keyboard.press('ControlOrMeta+V');
    }
    const landed = await this.#input('cc-number').inputValue();
    if (landed.replace(/\D/g, '') === value) return true;
    await this.#input('cc-number').fill('');
    await shopper.type(value);
    return false;
  }

  /**
   * The form the shopper submits: the element's, or the one holding the frame the element is in,
   * whichever frame it is in (through shadow roots: a frame may be inside another element's).
   */
  async #form(): Promise<ElementHandle<HTMLFormElement> | undefined> {
    let frame: Frame | null = this.frame;
    let element = (await frame
      .locator('card-tokenizer')
      .first()
      .elementHandle()) as ElementHandle<Element> | null;
    while (element && frame) {
      const form = (await element.evaluateHandle(formOf)).asElement();
      if (form) return form as ElementHandle<HTMLFormElement>;
      const parent: Frame | null = frame.parentFrame();
      element = parent ? ((await frame.frameElement()) as ElementHandle<Element>) : null;
      frame = parent;
    }
    return undefined;
  }

  /**
   * `submit` clicks that selector in the page; else the form's other required fields are filled
   * and its pay button pressed once enabled (Enter in the card without one); else a Pay button.
   */
  async submit(submit: string | undefined, timeoutMs: number, shopper: Shopper): Promise<void> {
    const page = this.page;
    if (submit) {
      await shopper.press(page.locator(submit).first());
      return;
    }
    const form = await this.#form();
    if (!form) {
      await shopper.press(
        page.getByRole('button', { name: /pay|buy|order|place|checkout|confirm|submit/i }).first(),
      );
      return;
    }
    await fillRequiredFields(form, shopper);
    // A checkout enables its pay button once it is ready (a registration fetched, say).
    const payButton = () =>
      form.evaluateHandle((node) => {
        const button = node.querySelector<HTMLButtonElement>(
          'button:not([type]), button[type=submit], input[type=submit]',
        );
        return button?.checkVisibility() ? button : null;
      });
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const button = (await payButton()).asElement() as ElementHandle<HTMLButtonElement> | null;
      if (!button) break;
      if (!(await button.evaluate((node) => node.disabled))) {
        await shopper.press(button);
        return;
      }
      if (Date.now() > deadline) break;
      await page.waitForTimeout(100);
    }
    await this.#input('cc-csc').press('Enter');
  }
}

/** The checkout's other required fields (an e-mail, a name), typed in so that the form submits. */
async function fillRequiredFields(
  form: ElementHandle<HTMLFormElement>,
  shopper: Shopper,
): Promise<void> {
  const values: Record<string, string> = {
    email: 'claire.martin@example.com',
    tel: '+33612345678',
    number: '1',
  };
  for (const field of await form.$$('input[required]')) {
    const input = field as ElementHandle<HTMLInputElement>;
    const { skip, type, visible } = await input.evaluate((node) => ({
      skip: !!node.closest('card-tokenizer') || !!node.value || node.type === 'hidden',
      type: node.type,
      visible: node.checkVisibility(),
    }));
    if (skip) continue;
    if (visible) {
      await shopper.press(input);
      if (type !== 'checkbox' && type !== 'radio') await shopper.type(values[type] ?? 'Martin');
      continue;
    }
    await input.evaluate((node, value) => {
      if (node.type === 'checkbox' || node.type === 'radio') node.checked = true;
      else node.value = value;
      node.dispatchEvent(new Event('input', { bubbles: true }));
      node.dispatchEvent(new Event('change', { bubbles: true }));
    }, values[type] ?? 'Martin');
  }
}

/** The form holding a node, looked for up through the shadow roots it is in. */
function formOf(node: Element): HTMLFormElement | null {
  for (let at: Element | null = node; at;) {
    const form = at.closest('form');
    if (form) return form;
    const root = at.getRootNode();
    at = root instanceof ShadowRoot ? root.host : null;
  }
  return null;
}

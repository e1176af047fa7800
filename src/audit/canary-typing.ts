import type { ElementHandle, Frame, Page } from 'playwright-core';

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

  /** The card, an expiry two years ahead, a security code, and the holder's name when asked. */
  async type(cardNumber: string): Promise<void> {
    const year = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');
    await this.#input('cc-number').pressSequentially(cardNumber);
    await this.#input('cc-exp').pressSequentially(`12${year}`);
    await this.#input('cc-csc').pressSequentially('123');
    if ((await this.#input('cc-name').count()) > 0)
      await this.#input('cc-name').pressSequentially('Card Canary');
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

  /** `submit` clicks that selector in the page, else Enter in the card when in a form, else a Pay button. */
  async submit(submit: string | undefined, timeoutMs: number): Promise<void> {
    const page = this.page;
    if (submit) {
      await page.locator(submit).click({ timeout: timeoutMs });
      return;
    }
    const form = await this.#form();
    if (!form) {
      await page
        .getByRole('button', { name: /pay|buy|order|place|checkout|confirm|submit/i })
        .first()
        .click({ timeout: timeoutMs });
      return;
    }
    await fillRequiredFields(form);
    // A checkout enables its pay button once it is ready (a registration fetched, say).
    const enabled = () =>
      form.evaluate((node) => {
        const button = node.querySelector<HTMLButtonElement>(
          'button:not([type]), button[type=submit], input[type=submit]',
        );
        return !button || (button.checkVisibility() && !button.disabled);
      });
    const deadline = Date.now() + timeoutMs;
    while (!(await enabled()) && Date.now() < deadline) await page.waitForTimeout(100);
    await this.#input('cc-csc').press('Enter');
  }
}

/** The checkout's other required fields (an e-mail, a name), filled so that the form submits. */
async function fillRequiredFields(form: ElementHandle<HTMLFormElement>): Promise<void> {
  await form.evaluate((node) => {
    const values: Record<string, string> = {
      email: 'canary@example.com',
      tel: '+33100000000',
      number: '1',
    };
    for (const field of node.querySelectorAll('input[required]')) {
      const input = field as HTMLInputElement;
      if (input.closest('card-tokenizer') || input.value || input.type === 'hidden') continue;
      if (input.type === 'checkbox' || input.type === 'radio') input.checked = true;
      else input.value = values[input.type] ?? 'Canary';
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
  });
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

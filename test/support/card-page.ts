import assert from 'node:assert/strict';
import type { CardField } from '../../src/core/card.js';
import type { CardRegistration } from '../../src/core/registration.js';
import type { EngineDriver, Scenario, ScenarioContext } from './engine-driver.js';
import { registrationFor } from './registration.js';
import { answer } from './tokenization-server.js';

/** What a shopper and assistive technology get of one input of the card. */
export interface FieldView {
  value: string;
  focused: boolean;
  invalid: string | null;
  /** The field's own error message. */
  error: string;
  /** Every text the input's `aria-describedby` points to, joined. */
  description: string;
  label: string;
  maxLength: number;
  caret: number | null;
}

/** Runs in the page: the element renders each input in the page's tree, marked with its field. */
function readField(field: CardField): FieldView {
  const input = document.querySelector<HTMLInputElement>(
    `card-tokenizer input[data-field="${field}"]`,
  )!;
  const text = (id: string) => document.getElementById(id)?.textContent?.trim() ?? '';
  return {
    value: input.value,
    focused: document.activeElement === input,
    invalid: input.getAttribute('aria-invalid'),
    error: text(`${input.id}-error`),
    description: (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map(text)
      .filter(Boolean)
      .join(' '),
    label: input.labels?.[0]?.textContent?.trim() ?? '',
    maxLength: input.maxLength,
    caret: input.selectionStart,
  };
}

/** Retries `check` until it passes, as the page updates asynchronously; then throws its error. */
export async function eventually(check: () => unknown, timeout = 5_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until the field shows what `expected` lists (other properties are not compared). */
export async function expectField(
  driver: EngineDriver,
  field: CardField,
  expected: Partial<FieldView>,
): Promise<void> {
  await eventually(async () => {
    const view = await driver.evaluate(readField, field);
    const shown = Object.fromEntries(
      Object.keys(expected).map((key) => [key, view[key as keyof FieldView]]),
    );
    assert.deepEqual(shown, expected, `the ${field} field`);
  });
}

export function focusField(driver: EngineDriver, field: CardField): Promise<void> {
  return driver.evaluate((name) => {
    document.querySelector<HTMLInputElement>(`card-tokenizer input[data-field="${name}"]`)!.focus();
  }, field);
}

/** Gives the element a registration on the stand-in server. */
export function configure(
  driver: EngineDriver,
  url: string,
  cardType: CardRegistration['CardType'] = 'CB_VISA_MASTERCARD',
): Promise<void> {
  const registration = { ...registrationFor(url), CardType: cardType };
  return driver.evaluate((value) => {
    document.querySelector('card-tokenizer')!.registration = value;
  }, registration);
}

/** Calls `tokenize()`; resolves its data, or `error <code>` when it rejects. */
export function tokenize(driver: EngineDriver): Promise<string> {
  return driver.evaluate(() =>
    document
      .querySelector('card-tokenizer')!
      .tokenize()
      .catch((error: { code?: string }) => `error ${error.code}`),
  );
}

/** `METHOD /path` of each request the stand-in server received, but a browser's favicon. */
export function serverRequests({ server }: ScenarioContext): string[] {
  return server.requests
    .map((request) => `${request.method} ${new URL(request.url, server.origin).pathname}`)
    .filter((request) => request !== 'GET /favicon.ico');
}

/** Sends the page's form to the stand-in server, which records its body. */
export function postFormTo(driver: EngineDriver, action: string): Promise<void> {
  return driver.evaluate((url) => {
    document.querySelector('form')!.action = url;
  }, action);
}

/** Resets the server, opens the scenario's page and waits for the element, then runs it. */
export async function runScenario(scenario: Scenario, context: ScenarioContext): Promise<void> {
  context.server.requests.length = 0;
  context.server.behave(answer('data=registration-data-1'));
  await context.driver.goto(`/e2e/pages/${scenario.page}`);
  await eventually(async () => {
    const ready = await context.driver.evaluate(() => {
      const input = document.querySelector('card-tokenizer input[data-field="number"]');
      return input instanceof HTMLInputElement && !input.disabled;
    });
    assert.ok(ready, `<card-tokenizer> rendered on ${scenario.page}`);
  });
  await scenario.run(context);
}

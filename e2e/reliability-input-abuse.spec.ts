import { expect, type Page } from '@playwright/test';
import { test } from '../test/support/reused-page.js';
import type { CardInput } from '../src/core/card.js';
import { en, formatMessage, type MessageKey } from '../src/core/messages.js';
import { CARD } from '../test/support/cards.js';
import { confineCardData } from '../test/support/confine-card-data.js';
import { allowClipboard, fillCard } from '../test/support/fill.js';
import { elementTokenize } from '../test/support/page-tokenize.js';
import { card, cardInputs, openPage } from '../test/support/playwright-page.js';
import { registrationFor } from '../test/support/registration.js';
import { useTokenizationServer } from '../test/support/tokenization-server-hooks.js';

type Field = 'number' | 'expiry' | 'cvx';
/** What the shopper ends with: the value sent (in the service's form), or an error to read. */
type Result = { sends: string } | { error: MessageKey };

interface Abuse {
  name: string;
  field: Field;
  pasted: string;
  /** What the element's field shows after the paste. */
  shows: string;
  element: Result;
}

const SENT_NAME: Record<Field, keyof CardInput> = {
  number: 'cardNumber',
  expiry: 'cardExpirationDate',
  cvx: 'cardCvx',
};
const PASTE_LENGTH = 10_000;

const abuses: Abuse[] = [
  {
    name: `${PASTE_LENGTH} digits`,
    // Visa numbers may have 19 digits: the field keeps 19, and this 19-digit number fails Luhn.
    ...{ field: 'number', pasted: '42'.repeat(PASTE_LENGTH / 2), shows: '4242 4242 4242 4242424' },
    element: { error: 'numberInvalid' },
  },
  {
    name: `a card number then ${PASTE_LENGTH} spaces`,
    ...{ field: 'number', pasted: CARD.cardNumber + ' '.repeat(PASTE_LENGTH) },
    shows: '4242 4242 4242 4242',
    element: { sends: '4242424242424242' },
  },
  {
    name: `${PASTE_LENGTH} characters of digits, emoji, letters and RTL marks`,
    ...{ field: 'number', pasted: '4😀a\u200f-'.repeat(PASTE_LENGTH / 6) },
    shows: '4444 4444 4444 4444444',
    element: { error: 'numberInvalid' },
  },
  {
    name: 'emoji between the digits',
    ...{ field: 'number', pasted: '4242😀4242 4242👍🏽4242', shows: '4242 4242 4242 4242' },
    element: { sends: '4242424242424242' },
  },
  {
    name: 'RTL marks around the number',
    ...{ field: 'number', pasted: '\u200f\u202e4242 4242 4242 4242\u202c' },
    shows: '4242 4242 4242 4242',
    element: { sends: '4242424242424242' },
  },
  {
    name: 'full-width digits',
    ...{
      field: 'number',
      pasted: '４２４２４２４２４２４２４２４２',
      shows: '4242 4242 4242 4242',
    },
    element: { sends: '4242424242424242' },
  },
  {
    name: 'letters only',
    ...{ field: 'number', pasted: 'four two four two', shows: '' },
    element: { error: 'numberRequired' },
  },
  {
    // `1 ` is month 1 closed by a separator; the rest is not a year.
    name: `a month, ${PASTE_LENGTH} spaces, then a letter`,
    ...{ field: 'expiry', pasted: `1${' '.repeat(PASTE_LENGTH)}x`, shows: '01/' },
    element: { error: 'expiryInvalid' },
  },
  {
    name: 'a full-width date',
    ...{ field: 'expiry', pasted: '１２／３０', shows: '12/30' },
    element: { sends: '1230' },
  },
  {
    name: 'February of a leap year',
    ...{ field: 'expiry', pasted: '02/28', shows: '02/28' },
    element: { sends: '0228' },
  },
  {
    name: 'a negative month',
    ...{ field: 'expiry', pasted: '-1/30', shows: '1' },
    element: { error: 'expiryInvalid' },
  },
  {
    // The input's maxlength cuts the paste to `1a2` before the element sees it.
    name: 'letters and emoji in the security code',
    ...{ field: 'cvx', pasted: '1a2😀3', shows: '12' },
    element: { error: 'cvxInvalid' },
  },
  {
    name: 'a full-width security code',
    ...{ field: 'cvx', pasted: '１２３', shows: '123' },
    element: { sends: '123' },
  },
];

const server = useTokenizationServer(test);
confineCardData(test, server);

let uncaught: string[] = [];

test.beforeEach(({ page }) => {
  uncaught = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
});

test.afterEach(() => expect(uncaught).toEqual([]));

/** Pastes through the clipboard, as a shopper does: `insertFromPaste`, cut by `maxlength`. */
async function paste(page: Page, field: Field, text: string): Promise<void> {
  await page.evaluate((pasted) => navigator.clipboard.writeText(pasted), text);
  await cardInputs(page)[field].click();
  await page.keyboard.press('ControlOrMeta+V');
}

function expectResult(
  result: Result,
  outcome: { data?: string; error?: { code: string; field?: string; message: string } },
  field: Field,
) {
  if ('sends' in result) {
    expect(outcome).toEqual({ data: 'data=registration-data-1' });
    const sent = new URLSearchParams(server.requests[0]!.body);
    expect(sent.get(SENT_NAME[field])).toBe(result.sends);
    return;
  }
  expect(outcome.error).toMatchObject({
    code: 'validation',
    field,
    message: formatMessage(en[result.error], { size: 3 }),
  });
  expect(server.requests).toEqual([]);
}

for (const abuse of abuses) {
  test(`pasting ${abuse.name} in the ${abuse.field} field`, async ({
    page,
    context,
    browserName,
  }) => {
    await allowClipboard(context, browserName);
    await openPage(page, 'basic');
    await fillCard(page, { ...CARD, [SENT_NAME[abuse.field]]: '' });
    await paste(page, abuse.field, abuse.pasted);
    await expect(cardInputs(page)[abuse.field]).toHaveValue(abuse.shows);
    const outcome = await elementTokenize(page, registrationFor(server.url));
    expectResult(abuse.element, outcome, abuse.field);
    if ('error' in abuse.element) {
      const shown = page.locator(
        `card-tokenizer .card-tokenizer-error[slot="${abuse.field}-error"]`,
      );
      await expect(shown).toHaveText(formatMessage(en[abuse.element.error], { size: 3 }));
    }
    await expect(card(page).number).toBeEditable();
  });
}

import { describe, expect, test, vi } from 'vitest';
import {
  autofill,
  emptyPageAfterEachTest,
  fillCard,
  pinTodayInEachTest,
  setup,
  type Setup,
} from '../../test/browser/element.js';
import { gate, useTokenizationServer } from '../../test/browser/tokenization-server.js';
import { registrationFor } from '../../test/support/registration.js';
import { COLOR_DEPTHS, type BrowserData } from '../service/browser-info.js';
import type { CardTokenizedDetail } from './events.js';

const server = useTokenizationServer();
pinTodayInEachTest();
emptyPageAfterEachTest();

interface InForm extends Setup {
  form: HTMLFormElement;
  /** The entries of each submit that reached the page, which stops its navigation. */
  submitted: [string, FormDataEntryValue][][];
}

/** `<card-tokenizer name="card">` in a form with a registration; submits are kept, not sent. */
async function inForm(attributes = 'name="card"'): Promise<InForm> {
  const fields = await setup(
    `<form><input name="email" value="shopper@example.com" /><card-tokenizer ${attributes}></card-tokenizer></form>`,
  );
  fields.el.registration = registrationFor(server.url);
  await fields.el.updateComplete;
  const form = document.querySelector('form')!;
  const setUp: InForm = { ...fields, form, submitted: [] };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    setUp.submitted.push([...new FormData(form)]);
  });
  return setUp;
}

function tokenized(el: HTMLElement): Promise<CardTokenizedDetail> {
  return new Promise((resolve) =>
    el.addEventListener('card-tokenized', (event) => resolve(event.detail), { once: true }),
  );
}

/** This browser's own answers, read here rather than through the library. */
function expectThisBrowser(data: BrowserData): void {
  expect(data).toStrictEqual({
    JavaEnabled: false,
    JavascriptEnabled: true,
    Language: navigator.language,
    ColorDepth: expect.any(Number),
    ScreenHeight: screen.height,
    ScreenWidth: screen.width,
    TimeZoneOffset: String(new Date().getTimezoneOffset()),
    UserAgent: navigator.userAgent,
  });
  expect(COLOR_DEPTHS).toContain(data.ColorDepth);
  expect(data.ColorDepth).toBeLessThanOrEqual(screen.colorDepth);
  expect(data.ScreenWidth).toBeGreaterThan(0);
  expect(data.Language).not.toBe('');
}

describe('the browser data for 3-D Secure', () => {
  test("comes in card-tokenized's detail, with this browser's values", async () => {
    const fields = await inForm();
    await fillCard(fields);
    const detail = tokenized(fields.el);
    await fields.el.tokenize();
    const { browserInfo } = await detail;
    expectThisBrowser(browserInfo);
  });

  test('is posted as <name>-browser, JSON, beside the registration data and the name on the card', async () => {
    const fields = await inForm('name="card" holder-name="optional"');
    await fillCard(fields);
    autofill(fields.el.querySelector<HTMLInputElement>('input[data-field="holder"]')!, 'Jane Doe');
    const detail = tokenized(fields.el);
    fields.form.requestSubmit();
    await vi.waitFor(() => expect(fields.submitted).toHaveLength(1));
    const entries = fields.submitted[0]!;
    expect(entries.map(([name]) => name)).toEqual(['email', 'card', 'card-holder', 'card-browser']);
    const posted = JSON.parse(String(new Map(entries).get('card-browser'))) as BrowserData;
    expectThisBrowser(posted);
    expect(posted).toEqual((await detail).browserInfo);
  });

  test('is read once per tokenization: later renders post what card-tokenized carried', async () => {
    const fields = await inForm();
    await fillCard(fields);
    const detail = tokenized(fields.el);
    await fields.el.tokenize();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('read again');
    fields.el.requestUpdate();
    await fields.el.updateComplete;
    vi.restoreAllMocks();
    const posted = JSON.parse(String(new FormData(fields.form).get('card-browser'))) as BrowserData;
    expect(posted).toEqual((await detail).browserInfo);
  });

  test('is read while the card is in flight, not once the answer the shopper waits for is in', async () => {
    const fields = await inForm();
    await fillCard(fields);
    await server.behave(gate());
    const detail = tokenized(fields.el);
    const paying = fields.el.tokenize();
    await vi.waitFor(async () => expect(await server.requests()).toHaveLength(1));
    // From here to the answer the browser tells another story: read then, it would show.
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('read after the answer');
    await server.release();
    await paying;
    vi.restoreAllMocks();
    expect((await detail).browserInfo.UserAgent).toBe(navigator.userAgent);
  });

  test('holds nothing of the card', async () => {
    const fields = await inForm();
    await fillCard(fields, { number: '5555555555554444', expiry: '11/31', cvx: '987' });
    await fields.el.tokenize();
    const posted = String(new FormData(fields.form).get('card-browser'));
    for (const typed of ['5555555555554444', '5555 5555 5555 4444', '11/31', '1131']) {
      expect(posted).not.toContain(typed);
    }
    // The user agent may hold any short run of digits: no value is the security code.
    expect(Object.values(JSON.parse(posted) as BrowserData)).not.toContain('987');
  });

  test('is not in the form before the card is tokenized, nor once it changes', async () => {
    const fields = await inForm();
    await fillCard(fields);
    expect(new FormData(fields.form).has('card-browser')).toBe(false);
    await fields.el.tokenize();
    expect(new FormData(fields.form).has('card-browser')).toBe(true);
    autofill(fields.number, '5555555555554444');
    await fields.el.updateComplete;
    expect([...new FormData(fields.form).keys()]).toEqual(['email']);
  });

  test('is not in the form of an element with no name, which submits nothing', async () => {
    const fields = await inForm('');
    await fillCard(fields);
    await fields.el.tokenize();
    expect([...new FormData(fields.form).keys()]).toEqual(['email']);
  });
});

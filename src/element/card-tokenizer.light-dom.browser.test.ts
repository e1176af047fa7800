import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import {
  blur,
  browserField,
  emptyPageAfterEachTest,
  labelText,
  pinTodayInEachTest,
  setup,
  type,
  type Setup,
} from '../../test/browser/element.js';
import { useTokenizationServer } from '../../test/browser/tokenization-server.js';
import { registrationFor } from '../../test/support/registration.js';
import type { CardChangeDetail } from './events.js';

const server = useTokenizationServer();
pinTodayInEachTest();
emptyPageAfterEachTest();

const AUTOCOMPLETE = ['cc-number', 'cc-exp', 'cc-csc'];
const REPLAY_CLASSES = ['rr-block', 'ph-no-capture', 'sentry-block', 'fs-exclude'];
const REPLAY_ATTRIBUTES: Record<string, string> = {
  'data-private': '',
  'data-hj-suppress': '',
  'data-clarity-mask': 'true',
  'data-dd-privacy': 'hidden',
  'data-cs-mask': '',
};
const REPLAY_SELECTOR = [
  ...REPLAY_CLASSES.map((name) => `.${name}`),
  ...Object.keys(REPLAY_ATTRIBUTES).map((name) => `[${name}]`),
].join(', ');

const CARD_BODY = {
  data: 'preregistration-1',
  accessKeyRef: 'access-key-1',
  cardNumber: '4242424242424242',
  cardExpirationDate: '1230',
  cardCvx: '123',
};

const registration = () => registrationFor(server.url);

interface InForm extends Setup {
  form: HTMLFormElement;
  /** The form data of each submit that reached the page's own listener. */
  submitted: Record<string, FormDataEntryValue>[];
}

/** `<card-tokenizer name="card">` and a Pay button in a form that posts to a hidden frame. */
async function inForm(): Promise<InForm> {
  const fields = await setup(
    `<iframe name="sink" hidden></iframe><form target="sink" action="about:blank">` +
      `<card-tokenizer name="card"></card-tokenizer><button>Pay</button></form>`,
  );
  fields.el.registration = registration();
  await fields.el.updateComplete;
  const form = document.querySelector('form')!;
  const inForm: InForm = { ...fields, form, submitted: [] };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    inForm.submitted.push(Object.fromEntries(new FormData(form)));
  });
  return inForm;
}

async function configured(): Promise<Setup> {
  const fields = await setup();
  fields.el.registration = registration();
  await fields.el.updateComplete;
  return fields;
}

const postedBody = async () =>
  (await server.requests()).map(({ body }) => Object.fromEntries(new URLSearchParams(body)));

const noEvent = () => {};
/** How password managers set a value: an event that neither bubbles nor is composed, or none. */
const FILLS = [
  ['input, not bubbling', (input: HTMLInputElement) => input.dispatchEvent(new Event('input'))],
  ['change only', (input: HTMLInputElement) => input.dispatchEvent(new Event('change'))],
  ['no event at all', noEvent],
] as const;

function passwordManagerFill(
  { number, expiry, cvx }: Setup,
  signal: (input: HTMLInputElement) => void,
): void {
  for (const [input, value] of [
    [number, '4242424242424242'],
    [expiry, '12/30'],
    [cvx, '123'],
  ] as const) {
    input.value = value;
    signal(input);
  }
}

const SUBMITS = [
  ['requestSubmit()', async ({ form }: InForm) => form.requestSubmit()],
  ['a click on the button', async ({ form }: InForm) => form.querySelector('button')!.click()],
  [
    'Enter in the security code',
    async ({ cvx }: InForm) => {
      cvx.focus();
      await userEvent.keyboard('{Enter}');
    },
  ],
] as const;

describe('the fields in the page tree', () => {
  test('the card digits are left to right on a right-to-left page: "12/" does not show as "/12"', async () => {
    document.documentElement.dir = 'rtl';
    try {
      const { number, expiry, cvx } = await setup();
      for (const input of [number, expiry, cvx]) expect(input.dir, input.id).toBe('ltr');
    } finally {
      document.documentElement.dir = '';
    }
  });

  test('a form finds one input per card autocomplete token, each a child of the element', async () => {
    const { el, form } = await inForm();
    for (const token of AUTOCOMPLETE) {
      const found = form.querySelectorAll(`input[autocomplete="${token}"]`);
      expect(found, token).toHaveLength(1);
      expect(found[0]!.parentElement).toBe(el);
    }
  });

  test('a page without a form finds them in the document', async () => {
    const { el } = await setup();
    for (const token of AUTOCOMPLETE) {
      const found = document.querySelectorAll(`input[autocomplete="${token}"]`);
      expect(found, token).toHaveLength(1);
      expect(found[0]!.parentElement).toBe(el);
    }
  });

  test('each input has one label, and aria-describedby ids resolve in the document', async () => {
    const { el, number, expiry, cvx } = await setup();
    expect([number, expiry, cvx].map(labelText)).toEqual([
      'Card number',
      'Expiry date',
      'Security code',
    ]);
    await type(number, '4242');
    blur(number);
    await el.updateComplete;
    const described = (input: HTMLInputElement) =>
      input
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent?.trim());
    expect(described(number)).toEqual(['Card type: Visa', 'This card number is incomplete.']);
    expect(described(expiry)).toEqual(['MM/YY', '']);
    expect(described(cvx)).toEqual(['3 digits on the back', '']);
  });

  test('no card input has a name, before or after typing and tokenizing', async () => {
    const fields = await configured();
    const inputs = [fields.number, fields.expiry, fields.cvx];
    const names = () => inputs.map((input) => [input.hasAttribute('name'), input.name]);
    const none = [
      [false, ''],
      [false, ''],
      [false, ''],
    ];
    expect(names()).toEqual(none);
    await type(fields.number, '4242424242424242');
    await type(fields.expiry, '1230');
    await type(fields.cvx, '123');
    expect(names()).toEqual(none);
    await fields.el.tokenize();
    await fields.el.updateComplete;
    expect(names()).toEqual(none);
  });

  test('two elements on one page have no id in common', async () => {
    await setup('<card-tokenizer></card-tokenizer><card-tokenizer></card-tokenizer>');
    await Promise.all(
      [...document.querySelectorAll('card-tokenizer')].map((el) => el.updateComplete),
    );
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(document.querySelectorAll('card-tokenizer input')).toHaveLength(6);
    expect(ids.length).toBeGreaterThanOrEqual(12);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('session-replay markers', () => {
  test('every card input carries each of them', async () => {
    const { number, expiry, cvx } = await setup();
    for (const input of [number, expiry, cvx]) {
      for (const name of REPLAY_CLASSES) expect(input.classList.contains(name), name).toBe(true);
      for (const [name, value] of Object.entries(REPLAY_ATTRIBUTES)) {
        expect(input.getAttribute(name), name).toBe(value);
      }
    }
  });

  test('nothing but the inputs carries them: not the labels, errors or the element', async () => {
    const { el, number, expiry, cvx } = await setup();
    expect([...document.querySelectorAll(REPLAY_SELECTOR)]).toEqual([number, expiry, cvx]);
    expect(el.shadowRoot!.querySelectorAll(REPLAY_SELECTOR)).toHaveLength(0);
  });
});

describe.each(FILLS)('values a password manager sets with %s', (_how, signal) => {
  test('are posted by tokenize(), and formatted at the next render', async () => {
    const fields = await configured();
    passwordManagerFill(fields, signal);
    await expect(fields.el.tokenize()).resolves.toBe('data=registration-data-1');
    expect(await postedBody()).toEqual([CARD_BODY]);
    await fields.el.updateComplete;
    expect([fields.number.value, fields.expiry.value, fields.cvx.value]).toEqual([
      '4242 4242 4242 4242',
      '12/30',
      '123',
    ]);
  });

  // A script's requestSubmit() checks the form before any event the element can hear: below.
  const submits = signal === noEvent ? SUBMITS.slice(1) : SUBMITS;

  test.each(submits)('are posted when the form is submitted by %s', async (_how, submit) => {
    const fields = await inForm();
    passwordManagerFill(fields, signal);
    // In the same task, as a password manager that fills and then clicks Pay itself.
    await submit(fields);
    await vi.waitFor(() => expect(fields.submitted).toHaveLength(1), { timeout: 2_000 });
    expect(fields.submitted[0]).toEqual({
      card: 'data=registration-data-1',
      'card-browser': browserField(),
    });
    expect(await postedBody()).toEqual([CARD_BODY]);
  });
});

test("a silent fill then a script's requestSubmit() is refused once, then taken in for the next", async () => {
  const fields = await inForm();
  passwordManagerFill(fields, noEvent);
  fields.form.requestSubmit();
  expect(fields.submitted).toHaveLength(0);
  await fields.el.updateComplete;
  expect(fields.number.value).toBe('4242 4242 4242 4242');
  fields.form.requestSubmit();
  await vi.waitFor(() => expect(fields.submitted).toHaveLength(1), { timeout: 2_000 });
  expect(await postedBody()).toEqual([CARD_BODY]);
});

describe('card digits', () => {
  test('reach no attribute, markup, form data or card-change detail', async () => {
    const fields = await inForm();
    const { el, form, number, expiry, cvx } = fields;
    const details: CardChangeDetail[] = [];
    el.addEventListener('card-change', (event) => details.push(event.detail));
    const leaks = () => {
      const nodes = [el, ...el.querySelectorAll('*'), ...el.shadowRoot!.querySelectorAll('*')];
      const attributes = nodes.flatMap((node) =>
        [...node.attributes].map(({ name, value }) => `${name}=${value}`),
      );
      // Lit's marker comments hold random numbers, not the card's.
      const markup = (el.outerHTML + el.shadowRoot!.innerHTML).replace(/<!--[\s\S]*?-->/g, '');
      const data = [...new FormData(form).values()].map(String);
      return [...attributes, markup, ...data, JSON.stringify(details)].filter((text) =>
        /4242|12\/30|1230|\b123\b/.test(text),
      );
    };
    await type(number, '4242424242424242');
    await el.updateComplete;
    expect(leaks()).toEqual([]);
    expiry.value = '12/30';
    expiry.dispatchEvent(new Event('change'));
    cvx.value = '123';
    await el.updateComplete;
    expect(leaks()).toEqual([]);
    await el.tokenize();
    await el.updateComplete;
    expect(new FormData(form).get('card')).toBe('data=registration-data-1');
    expect(details.length).toBeGreaterThan(0);
    expect(JSON.stringify(details)).not.toMatch(/\d/);
    expect(leaks()).toEqual([]);
  });
});

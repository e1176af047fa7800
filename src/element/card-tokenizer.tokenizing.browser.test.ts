import { describe, expect, test, vi } from 'vitest';
import {
  emptyPageAfterEachTest,
  fillCard,
  find,
  pinTodayInEachTest,
  setup,
  text,
  type Setup,
} from '../../test/browser/element.js';
import {
  answer,
  gate,
  stall,
  useTokenizationServer,
} from '../../test/browser/tokenization-server.js';
import type { CardRegistration } from '../core/registration.js';
import { SHOW_BUSY_AFTER_MS } from './request-controller.js';

/** The card while its request is out: locked, busy, and aborted by a reset or a removal. */
const server = useTokenizationServer();
pinTodayInEachTest();
emptyPageAfterEachTest();

async function configured(): Promise<Setup> {
  const fields = await setup();
  fields.el.registration = {
    Id: '1234',
    CardRegistrationURL: server.url,
    AccessKey: 'access-key-1',
    PreregistrationData: 'preregistration-1',
    CardType: 'CB_VISA_MASTERCARD',
  };
  await fields.el.updateComplete;
  return fields;
}

describe('while tokenizing', () => {
  test('inputs are read-only, the card is busy and progress shows', async () => {
    await server.behave(stall);
    const fields = await configured();
    await fillCard(fields);
    const pending = fields.el.tokenize().catch((caught: unknown) => caught);
    await vi.waitFor(async () => expect(await server.requests()).toHaveLength(1));
    const card = find(fields.el, '.card');
    await vi.waitFor(() => expect(card.getAttribute('aria-busy')).toBe('true'));
    expect(fields.number.readOnly && fields.expiry.readOnly && fields.cvx.readOnly).toBe(true);
    expect(find(fields.el, '[part="status"]').hasAttribute('hidden')).toBe(false);
    fields.el.reset();
    expect(await pending).toMatchObject({ code: 'aborted' });
  });

  test('progress shows only once the answer is slow to come, and goes with the answer', async () => {
    const fields = await configured();
    const status = find(fields.el, '[part="status"]');
    const hidden = async () => (await fields.el.updateComplete, status.hasAttribute('hidden'));
    await fillCard(fields);
    expect(await hidden()).toBe(true);
    await server.behave(gate(answer('errorCode=02625')));
    // When progress shows, on the page's clock: never before the answer is slow to come, however
    // long the check below takes on a busy machine (a quick answer shows no flash of progress).
    let shownAt: number | undefined;
    new MutationObserver(() => {
      if (!status.hasAttribute('hidden')) shownAt ??= performance.now();
    }).observe(status, { attributes: true, attributeFilter: ['hidden'] });
    const started = performance.now();
    const refused = fields.el.tokenize().catch(() => {});
    await vi.waitFor(async () => expect(await server.requests()).toHaveLength(1));
    await vi.waitFor(async () => expect(await hidden()).toBe(false));
    expect(shownAt! - started).toBeGreaterThanOrEqual(SHOW_BUSY_AFTER_MS - 1);
    await server.release();
    await refused;
    expect(await hidden()).toBe(true);
    await server.behave(answer('data=registration-data-1'));
    await fields.el.tokenize();
    expect(await hidden()).toBe(true);
  });

  test('an edit while the card is being sent is refused, before any busy state shows', async () => {
    await server.behave(gate());
    const fields = await configured();
    await fillCard(fields);
    const done = fields.el.tokenize();
    await vi.waitFor(async () => expect(await server.requests()).toHaveLength(1));
    const typing = new InputEvent('beforeinput', {
      inputType: 'insertText',
      data: '1',
      bubbles: true,
      cancelable: true,
      composed: true,
    });
    expect(fields.cvx.dispatchEvent(typing)).toBe(false);
    // An edit that comes without beforeinput, as autofill does, is undone.
    fields.cvx.value = '999';
    fields.cvx.dispatchEvent(
      new InputEvent('input', {
        inputType: 'insertReplacementText',
        bubbles: true,
        composed: true,
      }),
    );
    expect(fields.cvx.value).toBe('123');
    await server.release();
    await expect(done).resolves.toBe('data=registration-data-1');
  });

  test('reset() aborts the request and clears the card', async () => {
    await server.behave(stall);
    const fields = await configured();
    await fillCard(fields);
    const pending = fields.el.tokenize();
    await vi.waitFor(async () => expect(await server.requests()).toHaveLength(1));
    fields.el.reset();
    await expect(pending).rejects.toMatchObject({ code: 'aborted' });
    await fields.el.updateComplete;
    expect([fields.number.value, text(fields.el, '[part="error"]')]).toEqual(['', '']);
  });

  test('removing the element aborts the request', async () => {
    await server.behave(stall);
    const fields = await configured();
    await fillCard(fields);
    const pending = fields.el.tokenize();
    await vi.waitFor(async () => expect(await server.requests()).toHaveLength(1));
    fields.el.remove();
    await expect(pending).rejects.toMatchObject({ code: 'aborted' });
  });

  test('a registration function that never answers is aborted too', async () => {
    const fields = await setup();
    fields.el.registration = () => new Promise<CardRegistration>(() => {});
    await fillCard(fields);
    const pending = fields.el.tokenize();
    fields.el.reset();
    await expect(pending).rejects.toMatchObject({ code: 'aborted' });
  });
});

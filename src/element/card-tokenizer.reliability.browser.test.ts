import { describe, expect, test } from 'vitest';
import {
  emptyPageAfterEachTest,
  fillCard,
  pinTodayInEachTest,
  setup,
} from '../../test/browser/element.js';
import { stall, useTokenizationServer } from '../../test/browser/tokenization-server.js';
import type { CardRegistration } from '../core/registration.js';

const server = useTokenizationServer();
pinTodayInEachTest();
emptyPageAfterEachTest();

const registration = (n = 1): CardRegistration => ({
  CardRegistrationURL: server.url,
  AccessKey: `key-${n}`,
  PreregistrationData: `pre-${n}`,
});

describe('the timeout attribute', () => {
  test('gives up on a stalled server after that many milliseconds, as timeout', async () => {
    const fields = await setup('<card-tokenizer timeout="150"></card-tokenizer>');
    expect(fields.el.timeout).toBe(150);
    fields.el.registration = registration();
    await fillCard(fields);
    await server.behave(stall);
    // With the default 30 s this would outlive the test's own 5 s timeout.
    await expect(fields.el.tokenize()).rejects.toMatchObject({ code: 'timeout' });
  });

  test('is 30 seconds by default', async () => {
    expect((await setup()).el.timeout).toBe(30_000);
  });
});

describe('a spent registration', () => {
  test('is not posted to again with another card', async () => {
    const fields = await setup();
    fields.el.registration = registration();
    await fillCard(fields);
    await fields.el.tokenize();
    await fillCard(fields, { number: '5555555555554444', expiry: '12/30', cvx: '123' });
    await expect(fields.el.tokenize()).rejects.toMatchObject({
      code: 'configuration',
      message: 'Expected a new Card Registration, got one already used (each is single use)',
    });
    expect(await server.requests()).toHaveLength(1);
    fields.el.registration = registration(2);
    await expect(fields.el.tokenize()).resolves.toBe('data=registration-data-1');
    expect(await server.requests()).toHaveLength(2);
  });

  test('stays spent after reset()', async () => {
    const fields = await setup();
    fields.el.registration = registration();
    await fillCard(fields);
    await fields.el.tokenize();
    fields.el.reset();
    await fillCard(fields);
    await expect(fields.el.tokenize()).rejects.toMatchObject({ code: 'configuration' });
    expect(await server.requests()).toHaveLength(1);
  });
});

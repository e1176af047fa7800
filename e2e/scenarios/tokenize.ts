import assert from 'node:assert/strict';
import type { CardChangeDetail, CardTokenizedDetail } from '../../src/element/events.js';
import { assertBrowserData } from '../../test/support/browser-data.js';
import { configure, serverRequests, tokenize } from '../../test/support/card-page.js';
import { CARD_NUMBER, TEST_CARD } from '../../test/support/cards.js';
import type { Scenario } from '../../test/support/engine-driver.js';

export const tokenizeScenarios: Scenario[] = [
  {
    name: 'tokenize() posts the card in one form-encoded request, without a preflight',
    page: 'element-basic.html',
    async run(context) {
      const { driver, server } = context;
      await configure(driver, server.url);
      await driver.fillCard(TEST_CARD);
      assert.equal(await tokenize(driver), 'data=registration-data-1');
      assert.deepEqual(serverRequests(context), ['POST /api/vault/tokenize/b64blob']);
      const [request] = server.requests;
      assert.match(request!.headers['content-type'] ?? '', /^application\/x-www-form-urlencoded/);
      assert.deepEqual(Object.fromEntries(new URLSearchParams(request!.body)), {
        data: 'preregistration-1',
        accessKeyRef: 'access-key-1',
        cardNumber: CARD_NUMBER,
        cardExpirationDate: '1230',
        cardCvx: '123',
      });
      // The same card is not posted twice to a single-use registration.
      assert.equal(await tokenize(driver), 'data=registration-data-1');
      assert.equal(server.requests.length, 1);
    },
  },
  {
    name: 'card-change carries no digit; card-tokenized carries the registration and browser data',
    page: 'element-basic.html',
    async run({ driver, server }) {
      await driver.evaluate(() => {
        const events: { type: string; detail: unknown }[] = [];
        Object.assign(window, { cardEvents: events });
        for (const type of ['card-change', 'card-tokenized', 'card-error']) {
          document.addEventListener(type, (event) =>
            events.push({ type, detail: (event as CustomEvent).detail }),
          );
        }
      });
      await configure(driver, server.url);
      await driver.fillCard(TEST_CARD);
      await tokenize(driver);
      const events = await driver.evaluate(
        () => (window as unknown as { cardEvents: { type: string; detail: unknown }[] }).cardEvents,
      );
      const changes = events.filter(({ type }) => type === 'card-change');
      assert.equal(changes.length, 16 + 4 + 3, 'one card-change per typed digit');
      assert.deepEqual(
        changes.map(({ detail }) => JSON.stringify(detail)).filter((text) => /\d/.test(text)),
        [],
      );
      const { brand, valid, complete } = changes.at(-1)!.detail as CardChangeDetail;
      assert.deepEqual({ brand, valid, complete }, { brand: 'visa', valid: true, complete: true });
      const others = events.filter(({ type }) => type !== 'card-change');
      assert.deepEqual(
        others.map(({ type }) => type),
        ['card-tokenized'],
      );
      const { registrationData, browserInfo, ...more } = others[0]!.detail as CardTokenizedDetail;
      assert.deepEqual([registrationData, more], ['data=registration-data-1', {}]);
      assertBrowserData(browserInfo);
    },
  },
];

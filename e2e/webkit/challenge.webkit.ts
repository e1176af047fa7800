// The sandbox's challenge page (e2e/sandbox-challenge.spec.ts) in WebKitGTK's MiniBrowser: axe, and
// the keyboard alone from the page to the return URL.
import { Key, until } from 'selenium-webdriver';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openTestSandbox, type TestSandbox } from '../../test/support/sandbox.js';
import { axeViolations } from './webkit-axe.js';
import { startWebKit, type WebKitSession } from './webkit-session.js';

let t: TestSandbox;
let webkit: WebKitSession | undefined;
beforeAll(async () => {
  t = await openTestSandbox();
  webkit = await startWebKit();
});
afterAll(async () => {
  try {
    await webkit?.stop();
  } finally {
    await t?.close();
  }
});

test('the challenge page passes axe and Authenticate by keyboard lands on the return URL', async () => {
  const session = webkit!.session;
  const card = await t.createCard('4970105181818183');
  // Any page of the sandbox serves as the shop's return page.
  const returnUrl = `${t.url}/__sandbox/requests?order=7`;
  const validation = await t.createValidation(card, { SecureModeReturnURL: returnUrl });
  await session.get(validation.SecureModeRedirectURL!);

  expect(await axeViolations(session)).toEqual([]);

  await session.actions().sendKeys(Key.TAB).perform();
  const focused = await session.executeScript<string>('return document.activeElement.textContent');
  expect(focused.trim()).toBe('Authenticate');
  await session.actions().sendKeys(Key.ENTER).perform();
  await session.wait(until.urlIs(`${returnUrl}&cardValidationId=${validation.Id}`), 10_000);
  const read = await t.call('GET', `${t.v2}/cards/${card.Id}/validation/${validation.Id}`);
  expect(read.body).toMatchObject({ Status: 'SUCCEEDED', Validity: 'VALID' });
});

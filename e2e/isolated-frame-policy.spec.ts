import { expect, type Frame, type Page } from '@playwright/test';
import { useFrameServer } from '../test/support/frame-server.js';
import { frameReady, mountFrame } from '../test/support/isolated-page.js';
import { registrationFor } from '../test/support/registration.js';
import { test } from '../test/support/reused-page.js';
import { useTokenizationServer } from '../test/support/tokenization-server-hooks.js';
import { startTokenizationServer } from '../test/support/tokenization-server.js';

const tokenization = useTokenizationServer(test);
const frames = useFrameServer(test, tokenization);

/** What a skimmer inside the frame would send: the shape of the frame's own request body. */
const CARD = 'cardNumber=4242424242424242&cardExpirationDate=1230&cardCvx=123';

/** The frame page as a host that drops `headers.json` serves it, in the test page. */
async function bareFrame(page: Page): Promise<Frame> {
  const served = page.waitForResponse(/\/card-frame-bare\.html$/);
  await mountFrame(
    page,
    { src: `${frames.crossSite}/card-frame-bare.html`, name: 'card' },
    registrationFor(tokenization.url),
  );
  const response = await served;
  expect(response.headers()['content-security-policy']).toBeUndefined();
  await frameReady(page);
  const frame = page.frames().find((each) => each.url().endsWith('/card-frame-bare.html'))!;
  // Violations are reported as a task after the refusal: recorded from now on, read by polling.
  await frame.evaluate(() => {
    const win = window as unknown as { violations: string[] };
    win.violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      win.violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return frame;
}

/** Posts the card from inside the frame: `sent`, or `refused` when the browser would not. */
const postFromFrame = (frame: Frame, url: string) =>
  frame.evaluate(
    ({ url, body }) =>
      fetch(url, { method: 'POST', body, mode: 'no-cors' }).then(
        () => 'sent',
        () => 'refused',
      ),
    { url, body: CARD },
  );

const violations = (frame: Frame) =>
  frame.evaluate(() => (window as unknown as { violations: string[] }).violations);

test("the frame page without its headers keeps the card from its own origin's other paths", async ({
  page,
}) => {
  const frame = await bareFrame(page);
  const own = `${frames.crossSite}/any/path`;
  expect(await postFromFrame(frame, own)).toBe('refused');
  await expect.poll(() => violations(frame)).toEqual([`connect-src ${own}`]);
  expect(frames.requests).not.toContain('/any/path');
  // The tokenization server, and only it, is reachable: the policy is the one that refused.
  expect(await postFromFrame(frame, tokenization.url)).toBe('sent');
  expect(tokenization.requests).toHaveLength(1);
});

test('the frame page without its headers keeps the card from a foreign origin', async ({
  page,
}) => {
  const foreign = await startTokenizationServer();
  try {
    const frame = await bareFrame(page);
    const collect = `${foreign.origin}/collect`;
    expect(await postFromFrame(frame, collect)).toBe('refused');
    await expect.poll(() => violations(frame)).toEqual([`connect-src ${collect}`]);
    expect(foreign.requests).toEqual([]);
  } finally {
    await foreign.close();
  }
});

test("the frame page without its headers posts no form to its own origin's other paths", async ({
  page,
}) => {
  const frame = await bareFrame(page);
  const target = `${frames.crossSite}/any/form`;
  await frame.evaluate(
    ({ target, body }) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = target;
      for (const [name, value] of new URLSearchParams(body)) {
        const input = document.createElement('input');
        Object.assign(input, { type: 'hidden', name, value });
        form.append(input);
      }
      document.body.append(form);
      // Firefox refuses with an exception, Chromium quietly: both report the violation.
      try {
        form.submit();
      } catch {
        // Reported below.
      }
    },
    { target, body: CARD },
  );
  await expect.poll(() => violations(frame)).toEqual([`form-action ${target}`]);
  expect(frames.requests).not.toContain('/any/form');
});

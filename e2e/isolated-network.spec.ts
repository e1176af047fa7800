// Isolated mode with `network-choice`: a co-branded card typed in the frame, the page's binLookup
// asked over the channel with 8 digits at most, the choice shown in the frame and posted as
// `<name>-network`.
import { expect } from '@playwright/test';
import { useFrameServer } from '../test/support/frame-server.js';
import {
  capturePosts,
  frameCard,
  frameReady,
  mountFrame,
  recorded,
  typeFrameCard,
} from '../test/support/isolated-page.js';
import { registrationFor } from '../test/support/registration.js';
import { test } from '../test/support/reused-page.js';
import { useTokenizationServer } from '../test/support/tokenization-server-hooks.js';

/** The service's 3-D Secure challenge card: co-branded CB + Visa (BIN 497010). */
const CO_BRANDED = '4970105181818183';

const tokenization = useTokenizationServer(test);
const frames = useFrameServer(test, tokenization, { networkChoice: true });

test("a co-branded card: the page's binLookup gets 8 digits at most, the choice shows in the frame and posts as <name>-network", async ({
  page,
}) => {
  const posts = await capturePosts(page);
  await mountFrame(
    page,
    { src: `${frames.crossSite}/card-frame.html`, name: 'card', 'network-choice': '' },
    registrationFor(tokenization.url),
  );
  // The page's own lookup: it records every BIN it is asked for.
  await page
    .locator('card-tokenizer-frame')
    .evaluate((el: HTMLElementTagNameMap['card-tokenizer-frame']) => {
      const win = window as unknown as { bins: string[] };
      win.bins = [];
      el.binLookup = (bin) => {
        win.bins.push(bin);
        return Promise.resolve(bin.startsWith('497010') ? ['CB', 'VISA'] : []);
      };
    });
  await frameReady(page);
  await typeFrameCard(page, CO_BRANDED);

  const { frame } = frameCard(page);
  const visa = frame.getByRole('radio', { name: 'Visa' });
  await expect(frame.getByRole('radio', { name: 'Cartes Bancaires' })).toBeChecked();
  await visa.check();
  await expect
    .poll(async () => (await recorded(page)).filter((event) => event.type === 'card-change').at(-1))
    .toMatchObject({ detail: { complete: true, preferredCardNetwork: 'VISA' } });

  const bins = await page.evaluate(() => (window as unknown as { bins: string[] }).bins);
  expect(bins.length).toBeGreaterThan(0);
  for (const bin of bins) expect(bin).toMatch(/^\d{6,8}$/);
  expect(CO_BRANDED.startsWith(bins.at(-1)!)).toBe(true);

  // The page stays, with its record of the events: the post is seen, not followed.
  await page
    .locator('form')
    .evaluate((form) => form.addEventListener('submit', (event) => event.preventDefault()));
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect.poll(() => posts.length).toBe(1);
  const tokenized = (await recorded(page)).find((event) => event.type === 'card-tokenized');
  expect(tokenized?.detail).toMatchObject({
    preferredCardNetwork: 'VISA',
    networkChoice: { offered: true, networks: ['CB', 'VISA'] },
  });
  const posted = new Map(posts[0]);
  expect(posted.get('card')).toBe('data=registration-data-1');
  expect(posted.get('card-network')).toBe('VISA');
  expect(JSON.stringify(posts)).not.toContain('4970105181');
  expect(tokenization.requests).toHaveLength(1);
  expect(tokenization.requests[0]!.body).not.toContain('VISA');
});

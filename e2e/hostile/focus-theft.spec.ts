// The limit (docs/isolated.md, "What does not"): the page owns the focus. A tag that waits for a
// cue from the frame (here the first `card-change` of a number no longer empty: the BIN question
// now comes only once the number is left), moves the focus to an input of its own for the next
// keystrokes and gives it back gets the digits typed meanwhile; the shopper sees the number stop.
// What the frame can tell of it is recorded here, as the docs say it.
import { expect } from '@playwright/test';
import { CARD_NUMBER } from '../../test/support/cards.js';
import { useFrameServer } from '../../test/support/frame-server.js';
import { frameCard, frameReady, mountFrame, recorded } from '../../test/support/isolated-page.js';
import { registrationFor } from '../../test/support/registration.js';
import { test } from '../../test/support/reused-page.js';
import { useTokenizationServer } from '../../test/support/tokenization-server-hooks.js';

const tokenization = useTokenizationServer(test);
const frames = useFrameServer(test, tokenization, { networkChoice: true });

test('focus theft mid-number: the tag gets the keys typed while it holds the focus, the shopper sees the number stop at its first digit', async ({
  page,
}) => {
  await mountFrame(
    page,
    { src: `${frames.crossSite}/card-frame.html`, name: 'card', 'network-choice': '' },
    registrationFor(tokenization.url),
  );
  // The tag: an input the shopper cannot see, the focus moved there at the first digit and
  // given back to the card after 15 keystrokes.
  await page
    .locator('card-tokenizer-frame')
    .evaluate((el: HTMLElementTagNameMap['card-tokenizer-frame']) => {
      const thief = Object.assign(document.createElement('input'), { id: 'thief' });
      thief.setAttribute('aria-hidden', 'true');
      thief.style.cssText = 'position:fixed;left:0;top:0;width:1px;height:1px;opacity:0';
      document.body.append(thief);
      thief.addEventListener('input', () => {
        if (thief.value.length === 15) el.focus();
      });
      let stolen = false;
      el.addEventListener('card-change', (event) => {
        if (stolen || event.detail.fields.number.empty) return;
        stolen = true;
        thief.focus();
      });
      el.binLookup = () => Promise.resolve([]);
    });
  await frameReady(page);
  const { number } = frameCard(page);
  await number.click();
  await expect(number).toBeFocused();
  await number.pressSequentially(CARD_NUMBER.slice(0, 1));
  await expect(page.locator('#thief')).toBeFocused();
  // The shopper types on, unaware.
  await page.keyboard.type(CARD_NUMBER.slice(1));
  await expect(page.locator('#thief')).toHaveValue(CARD_NUMBER.slice(1));
  await expect(number).toBeFocused();
  // What the shopper sees: the number stopped at its first digit, the caret back in it.
  await expect(number).toHaveValue('4');
  // What the frame told the page: an incomplete number, nothing more.
  const last = (await recorded(page)).filter((event) => event.type === 'card-change').at(-1);
  expect(last?.detail).toMatchObject({
    complete: false,
    fields: { number: { complete: false, empty: false } },
  });
});

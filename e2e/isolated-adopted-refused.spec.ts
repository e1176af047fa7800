// An iframe inside <card-tokenizer-frame> of any URL but the element's own is refused, whoever
// put it there, before or after the handshake, and learns nothing: no port, no ticket.
import { expect } from '@playwright/test';
import { test } from '../test/support/reused-page.js';
import {
  GREETER,
  SCRIPT,
  SECRET,
  adopted,
  open,
  cardErrors,
  drawn,
  greeterGot,
  payPostsNothing,
  tokenizeOutcome,
  useAdoptionServers,
} from '../test/support/adopted-frame.js';

const servers = useAdoptionServers();

for (const [where, greeter] of [
  [
    'on another origin',
    () => `${servers().frameSameSite.replace('/card-frame.html', '')}/greeter.html`,
  ],
  [
    "on the frame's own origin, at another path",
    () => `${servers().frameCrossSite.replace('/card-frame.html', '')}/greeter.html`,
  ],
] as const)
  test(`an iframe of another URL ${where}, put in by the page's script, is refused: nothing reaches it`, async ({
    page,
  }) => {
    // A tag that runs before the element's deferred script swaps the markup's iframe for its own.
    await open(page, {
      head: `${SCRIPT} defer></script>`,
      card: adopted(),
      end: `<script>
        const foreign = Object.assign(document.createElement('iframe'), { src: ${JSON.stringify(greeter())} });
        document.querySelector('card-tokenizer-frame iframe').replaceWith(foreign);
      </script>`,
    });
    await expect
      .poll(() => cardErrors(page))
      .toEqual([
        {
          code: 'frame',
          message: `Expected the iframe inside <card-tokenizer-frame> to load its src ${servers().frameCrossSite}, got ${greeter()}: refused, not adopted`,
        },
      ]);
    const card = page.locator('card-tokenizer-frame');
    expect(await tokenizeOutcome(page)).toBe('frame');
    await expect(card.getByRole('alert')).toHaveText(
      'The payment card form could not be loaded.Try again',
    );
    // The greeter greeted, and got no port, no connect and none of the attributes.
    const got = await greeterGot(page);
    expect(got).not.toContain(SECRET);
    expect(got).not.toContain('connect');
    await payPostsNothing(page);
    // "Try again" opens the element's own frame, which loads and connects.
    const before = servers().frameRequests;
    await card.getByRole('button', { name: 'Try again' }).click();
    await drawn(page);
    expect(servers().frameRequests - before).toBe(1);
  });

test("a foreign iframe swapped in by the page's script once connected gets nothing", async ({
  page,
}) => {
  await open(page, { head: `${SCRIPT} defer></script>`, card: adopted() });
  await drawn(page);
  const greeter = `${servers().frameCrossSite.replace('/card-frame.html', '')}/greeter.html`;
  await page.evaluate((src) => {
    const foreign = Object.assign(document.createElement('iframe'), { src });
    document.querySelector('card-tokenizer-frame iframe')!.replaceWith(foreign);
  }, greeter);
  // Its hello gets no answer: the element listens to its own frame's window only.
  const got = await greeterGot(page);
  expect(got).not.toContain(SECRET);
  expect(got).not.toContain('connect');
  // The element's own frame, removed, said `gone`: it fails as for a navigation, not silently.
  await expect
    .poll(() => cardErrors(page))
    .toEqual([{ code: 'frame', message: 'The card frame was navigated away from its page' }]);
});

test("the adopted iframe's src set by the page's script to another page of the frame's origin, before the handshake: that page, naming its own URL, gets nothing", async ({
  page,
}) => {
  // The frame's own greeting, naming the page that says it (as the frame page's hello does).
  const naming = `${servers().frameCrossSite.replace('/card-frame.html', '')}/named/greeter.html`;
  servers().framePages.set(
    '/named/greeter.html',
    GREETER.replace("theme: 'color'", "theme: 'color', u: location.href"),
  );
  // The frame's server answers late: the src is changed before the frame page has loaded.
  servers().delay = 500;
  // Once the element has adopted the markup's iframe, in the same task: before any hello.
  await open(page, {
    head: `${SCRIPT} defer></script>`,
    card: adopted().replace('name="card"', 'name="card" frame-timeout="1500"'),
    end: `<script>
      customElements.whenDefined('card-tokenizer-frame').then(() => {
        document.querySelector('card-tokenizer-frame iframe').src = ${JSON.stringify(naming)};
      });
    </script>`,
  });
  // The element ends failed at its timeout, and the other page got nothing.
  await expect
    .poll(() => cardErrors(page))
    .toEqual([{ code: 'frame', message: expect.any(String) }]);
  await expect.poll(() => page.frames().some((frame) => frame.url() === naming)).toBe(true);
  const got = await greeterGot(page, page.locator('card-tokenizer-frame iframe'));
  expect(got).not.toContain('connect');
  expect(got).not.toContain(SECRET);
  expect(
    await page.locator('card-tokenizer-frame').evaluate((el) => el.matches(':state(ready)')),
  ).toBe(false);
  expect(await tokenizeOutcome(page)).toBe('frame');
});

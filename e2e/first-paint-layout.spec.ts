// The card's space from the first paint: with card-tokenizer.css in <head>, nothing on a phone's
// checkout moves while the card loads, in each placement the docs show, on loopback and with each
// response slowed. Chromium reads the layout shift as the browser scores it; every engine checks
// that Pay is where the first layout put it.
import { expect, type Page } from '@playwright/test';
import { layoutShift } from '../test/support/layout-shifts.js';
import {
  startFirstPaintServers,
  type CheckoutPage,
  type FirstPaintServers,
} from '../test/support/first-paint-server.js';
import { test } from '../test/support/reused-page.js';

const IN_PAGE = '<script src="/dist/card-tokenizer.iife.js"';
const FRAME = '<script src="/dist/card-tokenizer-frame.iife.js"';
const HOLDER = '<script src="/dist/holder-name.js"></script>';

interface Placement {
  name: string;
  page(servers: FirstPaintServers): CheckoutPage;
}

const frameCard = (src: string, attributes = '') =>
  `<card-tokenizer-frame src="${src}" name="registrationData" ${attributes}></card-tokenizer-frame>`;

const PLACEMENTS: Placement[] = [
  {
    name: 'the script tag in <head>',
    page: () => ({ head: `${IN_PAGE}></script>`, card: '<card-tokenizer></card-tokenizer>' }),
  },
  {
    name: 'the script tag, defer',
    page: () => ({ head: `${IN_PAGE} defer></script>`, card: '<card-tokenizer></card-tokenizer>' }),
  },
  {
    name: 'the script tag, async',
    page: () => ({ head: `${IN_PAGE} async></script>`, card: '<card-tokenizer></card-tokenizer>' }),
  },
  {
    name: 'the script tag, defer, German, holder-name, save-card and a taller line',
    page: () => ({
      head: `${IN_PAGE} defer></script><script src="/dist/locales/de.js" defer></script>${HOLDER}`,
      card: '<card-tokenizer holder-name="required" save-card="ask"></card-tokenizer>',
      lang: 'de',
      lineHeight: '1.75',
    }),
  },
  {
    name: 'the script tag, defer, compact-messages and line-height normal',
    page: () => ({
      head: `${IN_PAGE} defer></script>`,
      card: '<card-tokenizer compact-messages save-card="notice"></card-tokenizer>',
      lineHeight: 'normal',
    }),
  },
  {
    name: "mounted by a framework after hydration (the server's markup, the script late)",
    page: () => ({
      head: '',
      card: '<card-tokenizer></card-tokenizer>',
      end: `<script type="module">
        await new Promise((resolve) => setTimeout(resolve, 200));
        const script = Object.assign(document.createElement('script'), { src: '/dist/card-tokenizer.iife.js' });
        document.head.append(script);
      </script>`,
    }),
  },
  {
    name: 'isolated in <head>, the frame on another site',
    page: ({ frameCrossSite }) => ({ head: `${FRAME}></script>`, card: frameCard(frameCrossSite) }),
  },
  {
    name: 'isolated, defer, the frame on another site',
    page: ({ frameCrossSite }) => ({
      head: `${FRAME} defer></script>`,
      card: frameCard(frameCrossSite),
    }),
  },
  {
    name: 'isolated, defer, the frame on the same site, holder-name and save-card',
    page: ({ frameSameSite }) => ({
      head: `${FRAME} defer></script>`,
      card: frameCard(frameSameSite, 'holder-name="optional" save-card="ask"'),
    }),
  },
  {
    name: 'isolated, async, compact-messages, a taller line',
    page: ({ frameCrossSite }) => ({
      head: `${FRAME} async></script>`,
      card: frameCard(frameCrossSite, 'compact-messages'),
      lineHeight: '1.75',
    }),
  },
];

/** The card ready: its fields drawn (the name's too when asked), or its frame sized. */
async function cardReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const frame = document.querySelector('card-tokenizer-frame iframe') as HTMLElement | null;
    if (frame) return frame.offsetHeight > 0;
    const card = document.querySelector('card-tokenizer');
    const inputs = card?.querySelectorAll('input').length ?? 0;
    return inputs >= (card?.matches('[holder-name]') ? 4 : 3);
  });
  // The frame's later heights (its language, its options) and any render after them.
  await page.waitForFunction(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300))),
      ),
  );
}

let servers: FirstPaintServers;
test.beforeAll(async () => {
  servers = await startFirstPaintServers();
});
test.afterAll(() => servers.close());

for (const [network, delay] of [
  ['loopback', 0],
  ['each response 150 ms late', 150],
] as const) {
  test.describe(network, () => {
    test.use({ viewport: { width: 412, height: 915 } });
    for (const [index, placement] of PLACEMENTS.entries()) {
      test(`${placement.name}: nothing moves while the card loads`, async ({
        page,
        browserName,
      }) => {
        servers.delay = delay;
        const path = `/checkout-${index}.html`;
        servers.setPage(path, placement.page(servers));
        await page.goto(`${servers.origin}${path}`);
        await cardReady(page);
        const payTop = () =>
          page
            .getByRole('button', { name: 'Pay' })
            .evaluate((pay) => pay.getBoundingClientRect().top);
        const first = await page.evaluate(
          () => (window as unknown as { payTopFirst: number }).payTopFirst,
        );
        expect(Math.abs((await payTop()) - first), "Pay's top, first layout to ready").toBeLessThan(
          0.05,
        );
        // The loading state looks like the form, in the form's space: a skeleton of its height.
        const loaded = await page.evaluate(() => {
          const card = document.querySelector('card-tokenizer, card-tokenizer-frame')!;
          return {
            busy: card.getAttribute('aria-busy'),
            skeleton: getComputedStyle(card).backgroundImage !== 'none',
            height: card.getBoundingClientRect().height,
          };
        });
        const loading = await page.evaluate(
          () =>
            (
              window as unknown as {
                cardFirst: { loading: boolean; skeleton: boolean; height: number };
              }
            ).cardFirst,
        );
        if (loading.loading) expect(loading.skeleton, 'a skeleton while loading').toBe(true);
        expect(
          Math.abs(loaded.height - loading.height),
          "the card's height, loading to ready",
        ).toBeLessThan(0.05);
        expect(loaded).toMatchObject({ busy: null, skeleton: false });
        if (browserName === 'chromium') {
          expect(await layoutShift(page), 'CLS').toBeLessThan(0.001);
        }
      });
    }
  });
}

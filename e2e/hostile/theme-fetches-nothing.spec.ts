// The claim (docs/isolated.md, "Styling"): the frame takes the page's `--card-tokenizer-*` values
// only as plain values of their property, refusing `url(…)`, `@` and images, so a theme can neither
// fetch nor smuggle anything. Attacked with every way CSS has to name a resource or another value,
// sent straight over the channel, to a frame page without its headers (no CSP to fall back on).
import { expect } from '@playwright/test';
import { useFrameServer } from '../../test/support/frame-server.js';
import { registrationFor } from '../../test/support/registration.js';
import { test } from '../../test/support/reused-page.js';
import { useTokenizationServer } from '../../test/support/tokenization-server-hooks.js';
import { takeChannel } from './hostile-page.js';

const tokenization = useTokenizationServer(test);
const attacker = useTokenizationServer(test);
const frames = useFrameServer(test, tokenization);

/** Each payload, `A` standing for the attacker's origin. */
const PAYLOADS = [
  'url(A/url)',
  'URL(A/upper)',
  'url( "A/quoted" )',
  'src("A/src")',
  'attr(data-theme)',
  'attr(title type(<url>), url(A/attr))',
  'ur/**/l(A/comment-split)',
  '/* a comment */ red',
  'var(--card-tokenizer-color)',
  'image-set("A/image-set" 1x)',
  '-webkit-image-set(url(A/webkit-image-set) 1x)',
  'cross-fade(url(A/cross-fade), red 50%)',
  'element(#number)',
  'paint(worklet)',
  '\\75 rl(A/escaped)',
  'u\\rl(A/escaped-r)',
  'red;background-image:url(A/declaration)',
  'red} body{background:url(A/rule)',
  'Georgia, url(A/font-list)',
  'rgb(1 2 3 / var(--x))',
];

/** The properties attacked, with a plain value each is set back to before every payload. */
const PLAIN = { '--card-tokenizer-background': 'white', '--card-tokenizer-font-family': 'serif' };
const PROPERTIES = Object.keys(PLAIN);

test('theme payloads: nothing is applied, nothing fetched', async ({ page }) => {
  await page.goto('/e2e/pages/isolated.html');
  await takeChannel(page, {
    src: `${frames.crossSite}/card-frame-bare.html`,
    reg: registrationFor(tokenization.url),
  });
  const frame = page.frames().find((candidate) => candidate.url().includes('card-frame-bare'))!;
  const applied: Record<string, string[]> = {};
  for (const [index, template] of PAYLOADS.entries()) {
    const payload = template.replaceAll('A/', `${attacker.origin}/`);
    // A plain colour beside it: once it shows, the frame has read this theme.
    const marker = `rgb(0, 0, ${index + 1})`;
    await page.evaluate(
      ({ payload, marker, plain }) => {
        const { tell } = window as unknown as { tell(message: unknown): void };
        const theme = Object.fromEntries(Object.keys(plain).map((name) => [name, payload]));
        tell({ t: 'theme', theme: plain });
        tell({ t: 'theme', theme: { ...theme, '--card-tokenizer-error-color': marker } });
      },
      { payload, marker, plain: PLAIN },
    );
    await expect
      .poll(() =>
        frame.evaluate(() =>
          document
            .querySelector('card-tokenizer')!
            .style.getPropertyValue('--card-tokenizer-error-color'),
        ),
      )
      .toBe(marker);
    applied[template] = await frame.evaluate(
      (properties) =>
        properties.map((name) =>
          document.querySelector('card-tokenizer')!.style.getPropertyValue(name),
        ),
      PROPERTIES,
    );
  }
  const plain = Object.values(PLAIN);
  expect(applied).toEqual(Object.fromEntries(PAYLOADS.map((payload) => [payload, plain])));
  expect(attacker.requests.map((request) => request.url)).toEqual([]);
});

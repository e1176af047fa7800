// The claim (docs/isolated.md, "Hosting the frame"): the tokenization origins are the only places
// the frame sends the card; a CardRegistrationURL elsewhere is refused with `card-error` code
// `configuration` before any request. Attacked with registrations whose keys disagree, URL forms,
// an open redirect, a frame page served without its headers, and a config put in the frame's URL.
import { expect, type Page } from '@playwright/test';
import { useFrameServer } from '../../test/support/frame-server.js';
import { frameReady, mountFrame, openFrame } from '../../test/support/isolated-page.js';
import { countRequestsTo } from '../../test/support/page-watchers.js';
import { registrationFor } from '../../test/support/registration.js';
import { test } from '../../test/support/reused-page.js';
import { useTokenizationServer } from '../../test/support/tokenization-server-hooks.js';
import { fillFrameCard, tokenizeOutcome, type Outcome } from './hostile-page.js';

const tokenization = useTokenizationServer(test);
/** The attacker's own server: another origin, recording whatever reaches it. */
const attacker = useTokenizationServer(test);
const frames = useFrameServer(test, tokenization);

/** What became of one registration: `tokenize()`'s outcome and what reached each server. */
interface Row {
  given: string;
  outcome: string;
  /** Requests that reached the tokenization server. */
  tokenization: number;
  /** Requests that reached `elsewhere`. */
  elsewhere: number;
  /** Requests the browser started for `elsewhere`'s URL, blocked ones too. */
  started: number;
}

/** The row the claim allows: the card to the checked URL (a token came back) or nowhere. */
const held = (row: Row): Row => ({
  ...row,
  outcome: row.outcome.startsWith('data=') ? row.outcome : 'configuration',
  tokenization: row.outcome.startsWith('data=') ? 1 : 0,
  elsewhere: 0,
  started: 0,
});

const outcomeOf = ({ data, code }: Outcome) => data ?? code ?? 'none';

/**
 * Mounts the frame (`page`: its page's path), fills the card, then hands the element each
 * registration in turn (an object, or a function returning it) and tokenizes: one row each.
 */
async function tryRegistrations(
  page: Page,
  framePage: string,
  elsewhere: { url: string; reached: () => number },
  given: [string, Record<string, unknown>][],
  as: 'object' | 'function',
): Promise<Row[]> {
  const started = countRequestsTo(page, elsewhere.url);
  await mountFrame(
    page,
    { src: `${frames.crossSite}/${framePage}`, name: 'card' },
    registrationFor(tokenization.url),
  );
  await frameReady(page);
  await fillFrameCard(page);
  const rows: Row[] = [];
  for (const [name, registration] of given) {
    const before = [tokenization.requests.length, elsewhere.reached(), started()];
    await page.locator('card-tokenizer-frame').evaluate(
      (el: HTMLElementTagNameMap['card-tokenizer-frame'], { registration, as }) => {
        el.registration = as === 'object' ? registration : () => registration;
      },
      { registration, as },
    );
    const outcome = outcomeOf(await tokenizeOutcome(page));
    rows.push({
      given: name,
      outcome,
      tokenization: tokenization.requests.length - before[0]!,
      elsewhere: elsewhere.reached() - before[1]!,
      started: started() - before[2]!,
    });
  }
  return rows;
}

/** Every pair of the three URL keys that disagree, `elsewhere` where one reader might look. */
function disagreeingKeys(elsewhere: string): [string, Record<string, unknown>][] {
  const tok = tokenization.url;
  const rest = { AccessKey: 'access-key-1', PreregistrationData: 'preregistration-1' };
  const camel = { accessKey: 'access-key-1', preregistrationData: 'preregistration-1' };
  return [
    [
      'cardRegistrationURL elsewhere, cardRegistrationUrl on the tokenization server',
      { cardRegistrationURL: elsewhere, cardRegistrationUrl: tok, ...rest },
    ],
    [
      'the same, in camelCase throughout',
      { cardRegistrationURL: elsewhere, cardRegistrationUrl: tok, ...camel },
    ],
    [
      'CardRegistrationURL null, cardRegistrationURL elsewhere, cardRegistrationUrl on the tokenization server',
      {
        CardRegistrationURL: null,
        cardRegistrationURL: elsewhere,
        cardRegistrationUrl: tok,
        ...rest,
      },
    ],
    [
      'CardRegistrationURL empty, cardRegistrationURL elsewhere, cardRegistrationUrl on the tokenization server',
      {
        CardRegistrationURL: '',
        cardRegistrationURL: elsewhere,
        cardRegistrationUrl: tok,
        ...rest,
      },
    ],
    [
      'CardRegistrationURL on the tokenization server, cardRegistrationURL elsewhere',
      { CardRegistrationURL: tok, cardRegistrationURL: elsewhere, ...rest },
    ],
    [
      'CardRegistrationURL elsewhere, cardRegistrationUrl on the tokenization server',
      { CardRegistrationURL: elsewhere, cardRegistrationUrl: tok, ...rest },
    ],
    [
      'cardRegistrationURL on the tokenization server, cardRegistrationUrl elsewhere',
      { cardRegistrationURL: tok, cardRegistrationUrl: elsewhere, ...rest },
    ],
  ];
}

for (const as of ['object', 'function'] as const) {
  test(`key confusion, as a registration ${as}: a URL elsewhere on the frame's own origin gets no card`, async ({
    page,
  }) => {
    // With the frame's headers on: a path of the frame's own origin is what its CSP let through.
    const elsewhere = `${frames.crossSite}/any/path`;
    const reached = () => frames.requests.filter((path) => path === '/any/path').length;
    const rows = await tryRegistrations(
      page,
      'card-frame.html',
      { url: elsewhere, reached },
      disagreeingKeys(elsewhere),
      as,
    );
    expect(rows).toEqual(rows.map(held));
  });

  test(`key confusion, as a registration ${as}, frame served without its headers: the attacker's server gets no card`, async ({
    page,
  }) => {
    const reached = () => attacker.requests.length;
    const rows = await tryRegistrations(
      page,
      'card-frame-bare.html',
      { url: attacker.url, reached },
      disagreeingKeys(attacker.url),
      as,
    );
    // Nothing may look wrong to the shopper either way: the attacker's server answers a token.
    expect(rows).toEqual(rows.map(held));
    expect(attacker.requests.map((request) => request.body)).toEqual([]);
  });
}

test('a registration whose URL getter answers the tokenization server first, elsewhere after, is read once', async ({
  page,
}) => {
  const started = countRequestsTo(page, attacker.url);
  await mountFrame(page, { src: `${frames.crossSite}/card-frame-bare.html`, name: 'card' });
  await frameReady(page);
  await fillFrameCard(page);
  await page.locator('card-tokenizer-frame').evaluate(
    (el: HTMLElementTagNameMap['card-tokenizer-frame'], [tok, away]) => {
      let reads = 0;
      el.registration = {
        get CardRegistrationURL() {
          return ++reads === 1 ? tok! : away!;
        },
        AccessKey: 'access-key-1',
        PreregistrationData: 'preregistration-1',
      };
    },
    [tokenization.url, attacker.url],
  );
  expect(outcomeOf(await tokenizeOutcome(page))).toBe('data=registration-data-1');
  expect(tokenization.requests).toHaveLength(1);
  expect([attacker.requests.length, started()]).toEqual([0, 0]);
});

test('URL forms that hide another origin (userinfo, backslash, IDN, data:, javascript:, blob:, relative) send the card nowhere else', async ({
  page,
}) => {
  const tok = new URL(tokenization.url);
  const away = new URL(attacker.url);
  const forms: [string, unknown][] = [
    ['userinfo hiding elsewhere', `http://${tok.host}@localhost:${away.port}/tokenize`],
    ['credentials on the tokenization origin', `http://user:secret@${tok.host}/tokenize`],
    ['backslash before the tokenization host', `http://localhost:${away.port}\\@${tok.host}/`],
    ['backslashes for slashes', `http:\\\\localhost:${away.port}\\tokenize`],
    ['IDN spelling of localhost', `http://ⓛⓞⓒⓐⓛⓗⓞⓢⓣ:${away.port}/tokenize`],
    ['a tab inside the host', `http://local\thost:${away.port}/tokenize`],
    ['leading spaces', `  http://localhost:${away.port}/tokenize`],
    ['hex IPv4 of elsewhere', `http://0x7f.1:${away.port}/tokenize`],
    ['data:', 'data:text/plain,data=x'],
    ['javascript:', `javascript:fetch('${attacker.url}')`],
    ['blob: of the tokenization origin', `blob:${tok.origin}/00000000-0000-0000-0000-000000000000`],
    ['scheme-relative', `//localhost:${away.port}/tokenize`],
    ['relative to the frame', '/any/path'],
    ['an array holding the tokenization URL', [tokenization.url]],
    ['an object', { href: tokenization.url }],
    [
      'full-width digits of the tokenization host',
      `http://１２７.０.０.１:${tok.port}${tok.pathname}`,
    ],
    ['upper-case scheme and host', tokenization.url.toUpperCase().replace(/\/API.*/, '/api')],
  ];
  const rows = await tryRegistrations(
    page,
    'card-frame-bare.html',
    {
      url: attacker.url,
      reached: () =>
        attacker.requests.length + frames.requests.filter((path) => path === '/any/path').length,
    },
    forms.map(([name, url]) => [
      name,
      { CardRegistrationURL: url, AccessKey: 'access-key-1', PreregistrationData: 'prereg-1' },
    ]),
    'object',
  );
  // Refused (configuration), or the fetch itself refuses a URL with credentials (network): nowhere.
  expect(rows).toEqual(
    rows.map((row) => ({
      ...held(row),
      outcome: row.outcome === 'network' ? 'network' : held(row).outcome,
    })),
  );
});

test('an open redirect on the tokenization origin does not carry the card on', async ({ page }) => {
  await openFrame(page, frames.crossSite, tokenization.url);
  await fillFrameCard(page);
  const outcomes: string[] = [];
  for (const [status, location] of [
    [307, attacker.url],
    [302, `${frames.crossSite}/any/path`],
  ] as const) {
    tokenization.behave((_request, response) => {
      response.writeHead(status, { Location: location, 'Access-Control-Allow-Origin': '*' });
      response.end();
    });
    outcomes.push(outcomeOf(await tokenizeOutcome(page)));
  }
  expect(outcomes).toEqual(['network', 'network']);
  expect(tokenization.requests).toHaveLength(2);
  expect(attacker.requests).toEqual([]);
  expect(frames.requests).not.toContain('/any/path');
});

test("a config put in the frame's URL is not read: the frame keeps its page's origins", async ({
  page,
}) => {
  const config = JSON.stringify({ parents: ['*'], tokenization: [attacker.origin] });
  await mountFrame(
    page,
    {
      src: `${frames.crossSite}/card-frame.html?tokenization=${encodeURIComponent(attacker.origin)}#${encodeURIComponent(config)}`,
      name: 'card',
    },
    registrationFor(attacker.url),
  );
  await frameReady(page);
  await fillFrameCard(page);
  expect(outcomeOf(await tokenizeOutcome(page))).toBe('configuration');
  expect(attacker.requests).toEqual([]);
});

test('tokenize() called three times at once sends the card once', async ({ page }) => {
  await openFrame(page, frames.crossSite, tokenization.url);
  await fillFrameCard(page);
  const settled = await page
    .locator('card-tokenizer-frame')
    .evaluate((el: HTMLElementTagNameMap['card-tokenizer-frame']) =>
      Promise.allSettled([el.tokenize(), el.tokenize(), el.tokenize()]).then((results) =>
        results.map((result) =>
          result.status === 'fulfilled' ? result.value : (result.reason as { code: string }).code,
        ),
      ),
    );
  expect(tokenization.requests).toHaveLength(1);
  for (const result of settled) expect(['data=registration-data-1', 'busy']).toContain(result);
});

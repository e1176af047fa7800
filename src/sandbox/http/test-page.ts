import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

/** The look of the sandbox's own pages (3-D Secure challenge, SCA session): plain HTML, no script. */
const STYLE = `
  body { font: 1rem/1.5 system-ui, sans-serif; margin: 0; background: #f3f4f6; color: #111827; }
  main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 0.5rem; }
  .test { margin: 0 0 1rem; padding: 0.5rem 0.75rem; background: #fef3c7; color: #78350f; font-weight: 600; }
  h1 { font-size: 1.375rem; margin: 0 0 0.5rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; }
  dt { font-weight: 600; } dd { margin: 0; }
  fieldset { border: 1px solid #9ca3af; border-radius: 0.375rem; margin: 0 0 1rem; }
  fieldset label { display: block; padding: 0.25rem 0; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }
  button { font: inherit; padding: 0.5rem 1rem; border-radius: 0.375rem; border: 2px solid #1d4ed8; cursor: pointer; }
  .authenticate { background: #1d4ed8; color: #fff; }
  .fail { background: #fff; color: #1d4ed8; }
  button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  a { color: #1d4ed8; }`;

/** The style allowed by its hash: the policy needs neither `unsafe-inline` nor any script. */
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');
export const TEST_PAGE_CSP = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; base-uri 'none'`;
// Built here, not in the template: a formatter's whitespace inside it would change the hash.
const STYLE_ELEMENT = raw(`<style>${STYLE}</style>`);

export interface TestPage {
  title: string;
  /** What the page stands in for, after the title: `test 3-D Secure`. */
  kind: string;
  body: HtmlEscapedString | Promise<HtmlEscapedString>;
  status?: number;
}

export function testPage(c: Context, { title, kind, body, status = 200 }: TestPage) {
  // No caching and no Referer: the page's URL and form hold the session's secrets.
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('Content-Security-Policy', TEST_PAGE_CSP);
  c.header('X-Content-Type-Options', 'nosniff');
  return c.html(
    html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>${title} · ${kind}</title>
          ${STYLE_ELEMENT}
        </head>
        <body>
          <main>
            <p class="test">
              Test page of the card-tokenizer sandbox: no bank, no real card, no money.
            </p>
            ${body}
          </main>
        </body>
      </html>`,
    status as 200,
  );
}

import { describe, expect, it } from 'vitest';
import { auditPage } from '../../src/audit/audit.js';
import type { Browser } from '../../src/audit/browser/driver.js';
import { cleanShop, STRICT_CSP } from './shop.js';
import { browserAndSite, type Site } from './site.js';

let browser: Browser;
let site: Site;

browserAndSite((started, shop) => ([browser, site] = [started, shop]));

describe('card-tokenizer-audit, the script that started each worker', () => {
  it('is read from the browser’s own stack: a page script cannot forge it, hide behind a timer, or stop the audit at a debugger statement', async () => {
    cleanShop(site, [
      {
        path: '/policy.js',
        body: `window.offline = trustedTypes.createPolicy('offline', { createScriptURL: (url) => url });`,
      },
      // A tag manager starts what other scripts ask it to: it is the caller.
      {
        path: '/tags.js',
        body: `window.tags = { start: (url) => new Worker(offline.createScriptURL(url)) };`,
      },
      {
        path: '/hides.js',
        body: `Error.prepareStackTrace = () => 'at /tags.js'; Error.stackTraceLimit = 0;
debugger;
setTimeout(navigator.serviceWorker.register.bind(navigator.serviceWorker, offline.createScriptURL('/sw.js')));
Promise.resolve().then(() => new SharedWorker(offline.createScriptURL('/shared.js')));`,
      },
      { path: '/reports.js', body: `tags.start('/dedicated.js');` },
    ]);
    site.headers['Content-Security-Policy'] =
      `${STRICT_CSP.replace('trusted-types lit-html', 'trusted-types lit-html offline')}; worker-src 'self'`;
    for (const worker of ['/sw.js', '/shared.js', '/dedicated.js']) site.files.set(worker, '');

    const run = await auditPage(browser, {
      url: `${site.origin}/checkout`,
      integrityFile: 'dist/integrity.json',
    });
    expect(
      run.evidence.workers.map(({ type, url, registeredBy }) => ({ type, url, registeredBy })),
    ).toEqual([
      { type: 'dedicated', url: '/dedicated.js', registeredBy: '/tags.js' },
      { type: 'service', url: '/sw.js', registeredBy: '/hides.js' },
      { type: 'shared', url: '/shared.js', registeredBy: '/hides.js' },
    ]);
  });
});

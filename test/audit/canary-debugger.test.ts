import type { CDPSession } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auditPage } from '../../src/audit/audit.js';
import type { Browser } from '../../src/audit/browser/driver.js';
import { cleanShop } from './shop.js';
import { browserAndSite, type Site } from './site.js';

let browser: Browser;
let site: Site;
browserAndSite((started, shop) => ([browser, site] = [started, shop]));

/** A DevTools command the audit sent, and the browser context it was for (in order of creation). */
interface Sent {
  context: number;
  method: string;
}

/**
 * Every DevTools command the audit sends through `browser`: its pages', frames' and the browser's
 * own sessions, and the commands those pass on to workers. Playwright's own sessions enable the
 * Debugger domain only for JS coverage, which the audit never starts.
 */
function recordCommands(browser: Browser): Sent[] {
  const sent: Sent[] = [];
  let contexts = 0;
  const record = (session: CDPSession, context: number) => {
    const send = session.send.bind(session);
    session.send = ((method: string, params?: { message?: string }) => {
      sent.push({ context, method });
      if (method === 'Target.sendMessageToTarget' && params?.message)
        sent.push({ context, method: (JSON.parse(params.message) as { method: string }).method });
      return send(method as never, params as never);
    }) as CDPSession['send'];
    return session;
  };
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    const index = contexts++;
    const newSession = context.newCDPSession.bind(context);
    context.newCDPSession = async (target) => record(await newSession(target), index);
    return context;
  };
  // The browser's sessions (shared workers, requests sent as a page goes) serve the latest context.
  const newBrowserSession = browser.newBrowserCDPSession.bind(browser);
  browser.newBrowserCDPSession = async () =>
    record(await newBrowserSession(), Math.max(0, contexts - 1));
  return sent;
}

describe('card-tokenizer-audit --canary: no debugger while the canary types', () => {
  it('enables the Debugger domain in the inventory pass only, never in a canary drive', async () => {
    cleanShop(site);
    const sent = recordCommands(browser);
    const run = await auditPage(browser, {
      url: `${site.origin}/checkout`,
      canary: true,
      integrityFile: 'dist/integrity.json',
    });
    expect(run.canary!.tokenizationRequest).toBeDefined();
    const byContext = (index: number) =>
      sent.filter(({ context }) => context === index).map(({ method }) => method);
    // The inventory pass names the scripts that start workers: it has the domain on.
    expect(byContext(0)).toContain('Debugger.enable');
    // The valid drive and its control(s), each a context of its own, watched all along.
    const drives = [...new Set(sent.map(({ context }) => context))].filter((index) => index > 0);
    expect(drives.length).toBe(1 + run.canaryControls!);
    for (const drive of drives) {
      expect(byContext(drive)).toContain('Fetch.enable');
      expect(byContext(drive).filter((method) => method.startsWith('Debugger.'))).toEqual([]);
    }
  });
});

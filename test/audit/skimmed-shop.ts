// The shop of the canary's skimmer tests (canary-shopper, -workers, -channels, -frames…): skimmers
// proven on a shopper's visit (shopper.ts), then audited with the canary.
import { auditPage, type AuditRun } from '../../src/audit/audit.js';
import type { Browser } from '../../src/audit/browser/driver.js';
import type { CanaryResult } from '../../src/audit/canary/canary.js';
import { cleanShop, STRICT_CSP, type ShopScript } from './shop.js';
import { browserAndSite, type Site } from './site.js';

export let browser: Browser;
export let site: Site;

/** One Chromium and one shop for the test file, read through the live bindings above. */
export function useSkimmedShop(): void {
  browserAndSite((started, shop) => ([browser, site] = [started, shop]));
}

/** The clean shop with `skimmers`, its payment leading to `/pay`, whose page runs `/thanks.js`. */
export function skimmedShop(skimmers: ShopScript[], thanks = '') {
  cleanShop(site, skimmers);
  // A shop that runs workers names them: a worker's URL is a Trusted Types sink.
  site.headers['Content-Security-Policy'] =
    `${STRICT_CSP.replace('trusted-types lit-html', 'trusted-types lit-html offline')}; worker-src 'self'`;
  site.files.set(
    '/pay',
    '<!doctype html><title>Thank you</title><script src="/thanks.js"></script>',
  );
  site.files.set('/thanks.js', thanks);
}

/** Audits the checkout with the canary. */
export const audit = (mobile = false) =>
  auditPage(browser, {
    url: `${site.origin}/checkout`,
    canary: true,
    integrityFile: 'dist/integrity.json',
    ...(mobile && { profile: { as: 'mobile' as const } }),
  });

/** Each leak of the canary as `where: form`, the form being how the card was written. */
export const canaryLeaks = (result: CanaryResult) =>
  result.leaks.map(
    ({ where, message }) =>
      `${where}: ${message.replace("the canary's card left the element: ", '')}`,
  );
export const leaks = (run: AuditRun) => canaryLeaks(run.canary!);

/** Runs the skimmer's body once the shopper submits, with `number` the digits typed. */
export const onSubmit = (body: string) => `document.addEventListener('submit', () => {
  const input = document.querySelector('card-tokenizer input[autocomplete="cc-number"]');
  const number = input.value.replace(/\\D/g, '');
  ${body}
}, { capture: true, once: true });`;

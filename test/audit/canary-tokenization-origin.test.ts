import { describe, expect, it } from 'vitest';
import { freshCanaryCard } from '../../src/audit/canary/card.js';
import { compare } from '../../src/audit/inventory/compare.js';
import type { Inventory } from '../../src/audit/inventory/schema.js';
import { updatedInventory } from '../../src/audit/inventory/update.js';
import { TOKENIZER } from './shop.js';
import { received, shopAsShopper } from './shopper.js';
import { audit, browser, site, skimmedShop, useSkimmedShop } from './skimmed-shop.js';

useSkimmedShop();

describe('card-tokenizer-audit, the tokenization origin approved in the inventory', () => {
  it('fails when a script points the element at a collector that forwards to the service', async () => {
    const collector = `document.querySelector('card-tokenizer').setAttribute('card-registration-url', location.origin + '/collector/tokenize');`;
    skimmedShop([{ path: '/checkout-ui.js', body: collector }]);
    site.files.set('/collector/tokenize', 'data=forwarded-to-the-service');
    const card = freshCanaryCard();
    site.requests.splice(0);
    await shopAsShopper(browser, site, card);
    expect(received(site, card)).toContain('/collector/tokenize: card number, plain');

    const run = await audit();
    // The collector's post is the element's: no leak, but an origin the inventory never approved.
    expect(run.canary!.tokenizationRequest).toBe(`${site.origin}/collector/tokenize`);
    const inventory: Inventory = {
      ...updatedInventory(run.evidence, undefined, ''),
      tokenizationOrigins: [{ origin: TOKENIZER, approvedBy: 'Security lead' }],
    };
    expect(compare(run.evidence, inventory)).toContainEqual(
      expect.objectContaining({ kind: 'tokenization-origin-added', where: site.origin }),
    );
  });
});

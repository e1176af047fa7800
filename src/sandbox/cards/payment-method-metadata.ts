import type { Hono } from 'hono';
import { z } from 'zod';
import { paymentMethodMetadataPath } from '../../service/paths.js';
import { BIN_PATTERN } from '../../service/payment-method-metadata.js';
import { requirePlatformToken } from '../guards/auth.js';
import { readJson } from '../http/body.js';
import { SandboxError } from '../http/errors.js';
import { allowOnly } from '../http/methods.js';
import { route } from '../http/route.js';
import type { SandboxState } from '../store/store.js';
import { binMetadata, findTestBin } from './test-bins.js';

const METADATA_ROUTE = route(paymentMethodMetadataPath(':clientId'));

// The messages never repeat the value: a full card number sent by mistake stays out of the answer.
const lookUpBody = z.object({
  Type: z.literal('BIN', 'Expected BIN (the sandbox does not look up GOOGLE_PAY tokens)'),
  Bin: z.string('Expected a string').regex(BIN_PATTERN, 'Expected 6 or 8 digits'),
});

/** "Look up metadata for a payment method": the sandbox's test BINs, then the brand its digits tell. */
export function registerPaymentMethodMetadata(app: Hono, state: SandboxState): void {
  app.post(METADATA_ROUTE, requirePlatformToken(state), async (c) => {
    const { Bin } = await readJson(c, lookUpBody);
    const found = findTestBin(Bin);
    if (!found) {
      throw new SandboxError(404, 'ressource_not_found', 'The ressource does not exist', {
        RessourceNotFound: `No card network is known for the BIN ${Bin}`,
      });
    }
    return c.json(binMetadata(Bin, found));
  });
  allowOnly(app, METADATA_ROUTE, ['POST']);
}

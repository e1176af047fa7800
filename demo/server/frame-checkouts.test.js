import { startSandbox } from 'card-tokenizer/sandbox';
import { createPaymentsClient } from 'card-tokenizer/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDemoUsers } from './demo-users.js';
import { createFrameCheckouts } from './frame-checkouts.js';

let sandbox;
let checkouts;
beforeEach(async () => {
  // The refused second registration is logged by the route's onError: expected here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  sandbox = await startSandbox();
  const { url, clientId, apiKey } = sandbox;
  const payments = createPaymentsClient({ baseUrl: url, clientId, apiKey });
  checkouts = createFrameCheckouts({ payments, users: createDemoUsers(payments) });
});
afterEach(async () => {
  await sandbox.close();
  vi.restoreAllMocks();
});

const ask = (ticket, cardType) =>
  checkouts.route(
    new Request('http://127.0.0.1/card-registration', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ticket, cardType }),
    }),
  );

describe("the demo's isolated checkouts", () => {
  it('keep the first Card Registration: a stolen ticket asked for another card type gets no keys and moves nothing', async () => {
    const { checkoutId, ticket } = await checkouts.issue();
    const shoppers = await ask(ticket, 'CB_VISA_MASTERCARD');
    expect(shoppers.status).toBe(200);
    const { Id } = await shoppers.json();
    expect(checkouts.registrationOf(checkoutId)).toBe(Id);

    const thiefs = await ask(ticket, 'AMEX');
    expect(thiefs.status).toBe(500);
    expect(await thiefs.text()).not.toMatch(/AccessKey|PreregistrationData/);
    expect(checkouts.registrationOf(checkoutId)).toBe(Id);
  });
});

// Requests per tokenization that the sandbox sees from a page on another origin.
import { CARD, openElementPage } from './browser.mjs';

/** Requests of every method (OPTIONS included) to the sandbox's tokenization URLs so far. */
function tokenizationRequests(sandbox) {
  const totals = { all: 0, OPTIONS: 0 };
  for (const [path, methods] of Object.entries(sandbox.requests())) {
    if (!path.startsWith('/tokenize/')) continue;
    for (const [method, count] of Object.entries(methods)) {
      totals.all += count;
      if (method === 'OPTIONS') totals.OPTIONS += count;
    }
  }
  return totals;
}

/**
 * Tokenizes `perVariant` cards with the element and as many with `tokenizeCard()`, each with a
 * fresh registration of a real (sandbox) service; the element is asked twice per registration.
 */
export async function measureRequests({ browser, pagesOrigin, perVariant = 10 }) {
  const { startSandbox } = await import('../dist/sandbox.js');
  const { createPaymentsClient } = await import('../dist/server.js');
  const sandbox = await startSandbox({ port: 0 });
  let context;
  try {
    const client = createPaymentsClient({
      baseUrl: sandbox.url,
      clientId: sandbox.clientId,
      apiKey: sandbox.apiKey,
    });
    const user = await client.createNaturalUser({
      FirstName: 'Bench',
      LastName: 'Mark',
      Email: 'bench@example.com',
    });
    const create = () => client.createCardRegistration({ UserId: user.Id, Currency: 'EUR' });
    const forElement = await Promise.all(Array.from({ length: perVariant }, create));
    const forHeadless = await Promise.all(Array.from({ length: perVariant }, create));
    if (new URL(sandbox.url).origin === pagesOrigin) throw new Error('Expected two origins');

    const opened = await openElementPage(browser, pagesOrigin);
    context = opened.context;
    const { page } = opened;
    const before = tokenizationRequests(sandbox);
    const elementData = await page.evaluate(
      async ({ registrations, card }) => {
        const el = document.querySelector('card-tokenizer');
        await window.bench.type(el, card);
        const answers = [];
        for (const registration of registrations) {
          el.registration = registration;
          answers.push(await el.tokenize());
          // The same card with the same registration: answered from memory, never posted again.
          if ((await el.tokenize()) !== answers.at(-1)) throw new Error('Expected the same data');
        }
        return answers;
      },
      { registrations: forElement, card: CARD },
    );
    const afterElement = tokenizationRequests(sandbox);
    const headlessData = await page.evaluate(
      async ({ registrations, card }) => {
        const input = {
          cardNumber: card.number,
          cardExpirationDate: card.expiry,
          cardCvx: card.cvx,
        };
        const answers = [];
        for (const registration of registrations)
          answers.push(await window.CardTokenizer.tokenizeCard(registration, input));
        return answers;
      },
      { registrations: forHeadless, card: CARD },
    );
    const afterHeadless = tokenizationRequests(sandbox);

    // The service accepts the data: these were real tokenizations, not error answers.
    const registrations = [...forElement, ...forHeadless];
    const data = [...elementData, ...headlessData];
    const updates = await Promise.all(
      registrations.map((r, i) =>
        client.updateCardRegistration(r.Id, { RegistrationData: data[i] }),
      ),
    );
    const validated = updates.filter((update) => update.Status === 'VALIDATED').length;
    if (validated !== registrations.length)
      throw new Error(`Expected ${registrations.length} VALIDATED updates, got ${validated}`);

    return {
      requestsPerTokenization: (afterHeadless.all - before.all) / registrations.length,
      requestsPerTokenizationElement: (afterElement.all - before.all) / perVariant,
      requestsPerTokenizationHeadless: (afterHeadless.all - afterElement.all) / perVariant,
      preflightRequests: afterHeadless.OPTIONS - before.OPTIONS,
      requestsTokenizations: registrations.length,
    };
  } finally {
    await context?.close();
    await sandbox.close();
  }
}

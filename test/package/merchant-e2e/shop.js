// A shop's checkout page and its backend, against the local sandbox: a merchant's code, which
// checkout.spec.ts tests end to end.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { startSandbox } from 'card-tokenizer/sandbox';
import { createPaymentsClient } from 'card-tokenizer/server';

const sandbox = await startSandbox();
const payments = createPaymentsClient({
  baseUrl: sandbox.url,
  clientId: sandbox.clientId,
  apiKey: sandbox.apiKey,
});
const shopper = await payments.createNaturalUser({
  FirstName: 'Ada',
  LastName: 'Lovelace',
  Email: 'ada@example.com',
});
const element = readFileSync(
  createRequire(import.meta.url).resolve('card-tokenizer/card-tokenizer.iife.js'),
);

const checkout = `<!doctype html>
<html lang="en">
  <title>Checkout</title>
  <script src="/card-tokenizer.js"></script>
  <card-tokenizer></card-tokenizer>
  <button type="button">Pay</button>
  <p role="status"></p>
  <script type="module">
    const card = document.querySelector('card-tokenizer');
    const status = document.querySelector('[role="status"]');
    const post = async (path, body) =>
      (await fetch(path, { method: 'POST', body: JSON.stringify(body) })).json();
    let registrationId;
    // Created when the shopper pays, for the card's type.
    card.registration = async ({ cardType }) => {
      const registration = await post('/api/card-registrations', { cardType });
      registrationId = registration.Id;
      return registration;
    };
    card.addEventListener('card-error', (event) => (status.textContent = event.detail.message));
    document.querySelector('button').addEventListener('click', async () => {
      // A refusal is told by card-error, above.
      const registrationData = await card.tokenize().catch(() => undefined);
      if (!registrationData) return;
      const saved = await post('/api/cards', { registrationId, registrationData });
      status.textContent = 'Card saved: ' + saved.alias;
    });
  </script>
</html>`;

/** The request's JSON body. */
async function body(request) {
  let text = '';
  for await (const chunk of request) text += chunk;
  return JSON.parse(text);
}

const routes = {
  'GET /checkout': async () => ['text/html', checkout],
  'GET /card-tokenizer.js': async () => ['text/javascript', element],
  'POST /api/card-registrations': async (request) => {
    const { cardType } = await body(request);
    const created = await payments.createCardRegistration({
      UserId: shopper.Id,
      Currency: 'EUR',
      CardType: cardType,
    });
    const { Id, CardRegistrationURL, AccessKey, PreregistrationData, CardType } = created;
    const registration = { Id, CardRegistrationURL, AccessKey, PreregistrationData, CardType };
    return ['application/json', JSON.stringify(registration)];
  },
  'POST /api/cards': async (request) => {
    const { registrationId, registrationData } = await body(request);
    const updated = await payments.updateCardRegistration(registrationId, {
      RegistrationData: registrationData,
    });
    const card = await payments.getCard(updated.CardId);
    return ['application/json', JSON.stringify({ alias: card.Alias })];
  },
};

const port = Number(process.env.PORT ?? 3000);
createServer(async (request, response) => {
  const route = routes[`${request.method} ${request.url}`];
  if (!route) return void response.writeHead(404).end();
  try {
    const [type, content] = await route(request);
    response.writeHead(200, { 'Content-Type': type }).end(content);
  } catch (error) {
    console.error(error);
    response.writeHead(500).end();
  }
}).listen(port, '127.0.0.1', () => process.stdout.write(`http://127.0.0.1:${port}/checkout\n`));

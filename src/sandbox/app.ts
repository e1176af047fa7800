import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { registerOAuth } from './guards/auth.js';
import {
  finishingCors,
  REGISTRATION_PATH,
  registerCardRegistrations,
} from './cards/card-registrations.js';
import { registerCardValidations } from './cards/card-validations.js';
import { registerCards } from './cards/cards.js';
import { registerChallengePage } from './cards/challenge-page.js';
import { errorHandler, errorResponse, SandboxError } from './http/errors.js';
import { dropAnswers, type DropAnswersOptions } from './faults.js';
import { idempotency, registerIdempotentResponses } from './guards/idempotency.js';
import { registerIntents } from './intents/intents.js';
import { registerPaymentMethodMetadata } from './cards/payment-method-metadata.js';
import { rateLimits } from './store/rate-limits.js';
import { registerRecipientToken } from './users/recipient-token.js';
import { registerScaPage } from './sca/sca-page.js';
import { registerScaUsers } from './sca/sca-users.js';
import type { SandboxState } from './store/store.js';
import { registerTokenization, TOKENIZE_PATH, tokenizationCors } from './cards/tokenize.js';
import { registerUsers } from './users/users.js';

/** Far above any real body of these routes; larger ones are refused before being read. */
export const MAX_BODY_BYTES = 64 * 1024;

const REQUESTS_PATH = '/__sandbox/requests';

export interface SandboxAppOptions {
  /** Test faults; never on unless asked for. */
  dropAnswers?: DropAnswersOptions;
}

export function createSandboxApp(state: SandboxState, options: SandboxAppOptions = {}): Hono {
  // The service's paths are case-insensitive; ids are lowercase so they survive this.
  const app = new Hono({ getPath: (request) => new URL(request.url).pathname.toLowerCase() });

  app.onError(errorHandler(state.now));
  app.notFound((c) =>
    errorResponse(
      c,
      new SandboxError(404, 'resource_not_found', `No route for ${c.req.method} ${c.req.path}`),
      state.now,
    ),
  );

  app.use('*', async (c, next) => {
    state.requests.record(c.req.method, c.req.path);
    await next();
  });
  if (options.dropAnswers) app.use('*', dropAnswers(options.dropAnswers));
  // Before the body limit, so that even a refused body gets its CORS headers.
  app.use(TOKENIZE_PATH, tokenizationCors);
  app.use(REGISTRATION_PATH, finishingCors);
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => {
        // The rest of the body is never read: the connection cannot serve another request.
        c.header('Connection', 'close');
        const tooLarge = `Expected a body of at most ${MAX_BODY_BYTES} bytes`;
        return errorResponse(c, new SandboxError(413, 'payload_too_large', tooLarge), state.now);
      },
    }),
  );

  // Before the key is spent: a call refused for its rate can be sent again with the same key.
  app.use('*', rateLimits(state.clientId, state.rateLimiter));
  // After the body limit: a body too large is refused without spending its key.
  app.use('*', idempotency(state));

  app.get(REQUESTS_PATH, (c) => c.json(state.requests.snapshot()));
  registerOAuth(app, state);
  registerRecipientToken(app, state);
  registerUsers(app, state);
  registerScaUsers(app, state);
  registerScaPage(app, state);
  registerCardRegistrations(app, state);
  registerCards(app, state);
  registerCardValidations(app, state);
  registerPaymentMethodMetadata(app, state);
  registerChallengePage(app, state);
  registerTokenization(app, state);
  registerIntents(app, state);
  registerIdempotentResponses(app, state);
  return app;
}

import { Hono } from 'hono';
import { logger } from 'hono/logger';
import { cardRoutes } from './card-routes.js';
import { createCardValidations } from './card-validations.js';
import { createDemoUsers } from './demo-users.js';
import { disputeRoutes } from './dispute-routes.js';
import { errorAnswer } from './errors.js';
import { networkRoutes } from './network-routes.js';
import { recipientRoutes } from './recipient-routes.js';
import { validationRoutes } from './validation-routes.js';

/**
 * The demo platform's backend: a JSON API under `/api` over `card-tokenizer/server`.
 * It logs methods, paths and statuses, and an unexpected error's name and message; it never
 * receives card digits.
 */
export function createDemoApp({ kind, payments, expiringPayments }) {
  const context = {
    payments,
    users: createDemoUsers(payments),
    expiringPayments,
    expiringUsers: expiringPayments && createDemoUsers(expiringPayments),
    validations: createCardValidations(),
  };
  const app = new Hono().basePath('/api');
  app.use(logger());
  app.get('/service', (c) => c.json({ kind, expiredRegistrations: Boolean(expiringPayments) }));
  app.route('/', cardRoutes(context));
  app.route('/', networkRoutes(context));
  app.route('/', validationRoutes(context));
  app.route('/', recipientRoutes(context));
  app.route('/', disputeRoutes(context));
  app.notFound((c) =>
    c.json({ error: { message: `No demo route ${c.req.method} ${c.req.path}` } }, 404),
  );
  app.onError((error, c) => {
    const { status, body } = errorAnswer(error);
    return c.json(body, status);
  });
  return app;
}

import { reportCollector } from 'card-tokenizer/server';
import { Hono } from 'hono';
import { logger } from 'hono/logger';
import { cardRoutes } from './card-routes.js';
import { createCardValidations } from './card-validations.js';
import { createDemoUsers } from './demo-users.js';
import { disputeRoutes } from './dispute-routes.js';
import { errorAnswer } from './errors.js';
import { networkRoutes } from './network-routes.js';
import { recipientRoutes } from './recipient-routes.js';
import { savedCardRoutes } from './saved-card-routes.js';
import { validationRoutes } from './validation-routes.js';

/**
 * What the pages' browsers report (script hashes, CSP and integrity violations): URLs cut to
 * origin and path, hashes; never card data. A merchant sends these to their alerting instead.
 */
function logReport(report) {
  console.log(`[payment page report] ${JSON.stringify(report)}`);
}

/**
 * The demo platform's backend: a JSON API under `/api` over `card-tokenizer/server`, and
 * `POST /api/reports`, the pages' report collector, which logs each new report.
 * It logs methods, paths and statuses, and an unexpected error's name and message; it never
 * receives card digits.
 */
export function createDemoApp(
  { kind, payments, expiringPayments, users, frameCheckouts },
  { onReport = logReport } = {},
) {
  const reports = reportCollector({ onReport, onError: (error) => console.error(error) });
  const context = {
    payments,
    users: users ?? createDemoUsers(payments),
    expiringPayments,
    expiringUsers: expiringPayments && createDemoUsers(expiringPayments),
    validations: createCardValidations(),
    frameCheckouts,
  };
  const app = new Hono().basePath('/api');
  app.use(logger());
  app.get('/service', (c) => c.json({ kind, expiredRegistrations: Boolean(expiringPayments) }));
  app.post('/reports', (c) => reports(c.req.raw));
  app.route('/', cardRoutes(context));
  app.route('/', networkRoutes(context));
  app.route('/', validationRoutes(context));
  app.route('/', recipientRoutes(context));
  app.route('/', savedCardRoutes(context));
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

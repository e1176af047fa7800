import type { Hono } from 'hono';
import { methodNotAllowed } from './errors.js';

/** Registered after a path's handlers: any other method on a known path is a 405, not a 404. */
export function allowOnly(app: Hono, path: string, methods: readonly string[]): void {
  app.all(path, (c) => {
    throw methodNotAllowed(c.req.method, methods);
  });
}

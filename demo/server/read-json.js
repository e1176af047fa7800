import { DemoError } from './errors.js';

/** The request's JSON object body; an empty body reads as `{}`. */
export async function readJson(c) {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    throw new DemoError(400, 'Expected a JSON body');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new DemoError(400, 'Expected a JSON object body');
  }
  return body;
}

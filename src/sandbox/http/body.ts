import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest, fieldErrors } from './errors.js';

const JSON_TYPE = 'application/json';
export const FORM_TYPE = 'application/x-www-form-urlencoded';

/** The media type without parameters: `application/json; charset=utf-8` → `application/json`. */
function mediaType(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw badRequest(
      'One or several required parameters are missing or incorrect',
      fieldErrors(result.error),
    );
  }
  return result.data;
}

async function readJsonValue(c: Context, optional: boolean): Promise<unknown> {
  const text = await c.req.text();
  if (optional && text.trim() === '') return {};
  const type = mediaType(c);
  if (type !== JSON_TYPE) {
    throw badRequest(`Expected Content-Type ${JSON_TYPE}, got ${type || 'none'}`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('The body is not valid JSON');
  }
}

/** A JSON body checked against `schema`; every failure is a 400 before any state changes. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  return parseWith(schema, await readJsonValue(c, false));
}

/** Same, but an empty body reads as `{}` (captures and disputes may come without one). */
export async function readOptionalJson<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<z.infer<S>> {
  return parseWith(schema, await readJsonValue(c, true));
}

/** Form fields, or `null` when the body is not form-encoded. */
export async function readForm(c: Context): Promise<URLSearchParams | null> {
  if (mediaType(c) !== FORM_TYPE) return null;
  return new URLSearchParams(await c.req.text());
}

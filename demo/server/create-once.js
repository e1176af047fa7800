import { createHash } from 'node:crypto';
import { IdempotencyKeyError } from 'card-tokenizer/server';
import { DemoError } from './errors.js';

/**
 * The Idempotency-Key of one shopper action on one object (`validate` a card, `retry` a failed
 * validation): the same for a double click, a resubmitted form, or after the backend restarts.
 */
export const actionKey = (action, id) =>
  createHash('sha256').update(`${action}:${id}`).digest('hex').slice(0, 32);

/** Key → the creation under way: a repeat arriving meanwhile waits for it rather than a 409. */
const running = new Map();

/**
 * Creates once per `key`: a repeat of the same shopper action gets the service's first answer
 * instead of a second object. No key: an ordinary creation.
 */
export function createOnce(client, key, create) {
  if (key === undefined) return create({});
  let pending = running.get(key);
  if (!pending) {
    pending = createOrReadBack(client, key, create).finally(() => running.delete(key));
    running.set(key, pending);
  }
  return pending;
}

async function createOrReadBack(client, key, create) {
  try {
    return await create({ idempotencyKey: key });
  } catch (error) {
    if (error instanceof IdempotencyKeyError) throw new DemoError(400, error.message);
    if (error.type !== 'idempotent_creation_conflict') throw error;
    const first = await client.getIdempotentResponse(key);
    if (first.StatusCode !== '200') throw new DemoError(409, 'This request already failed once');
    return first.Resource;
  }
}

import { randomBytes, randomUUID } from 'node:crypto';
import { frameRegistrationRoute, signFrameTicket } from 'card-tokenizer/server';

/** Checkouts remembered for their registration; the oldest forgotten first. */
const MAX_CHECKOUTS = 1_000;

/**
 * The isolated checkout's registrations, made by the frame (`registration-source="frame"`): the
 * backend signs a ticket for the shopper's checkout, the frame host's route checks it and creates
 * the Card Registration with the platform's credentials, and the checkout's post finds that
 * registration by its checkout id. The page never holds a registration it could swap.
 */
export function createFrameCheckouts({
  payments,
  users,
  secret = randomBytes(32).toString('base64url'),
}) {
  /** Checkout id → the Id of its latest Card Registration (a refused card asks for another). */
  const registrations = new Map();
  /** The Ids the route made and no checkout post has used yet. */
  const unspent = new Set();

  const route = frameRegistrationRoute({
    secret,
    payments,
    tag: 'card-tokenizer demo',
    onRegistration: (registration, { checkoutId }) => {
      registrations.delete(checkoutId);
      if (registrations.size >= MAX_CHECKOUTS)
        registrations.delete(registrations.keys().next().value);
      registrations.set(checkoutId, registration.Id);
      unspent.add(registration.Id);
    },
    onError: (error) => console.error(error),
  });

  return {
    /** The frame host's `POST /card-registration`. */
    route,
    /** A ticket for a new checkout of the demo's shopper, in EUR, good for 15 minutes. */
    async issue() {
      const checkoutId = randomUUID();
      const shopper = await users.shopper();
      return {
        checkoutId,
        ticket: signFrameTicket({ secret, userId: shopper.Id, currency: 'EUR', checkoutId }),
      };
    },
    /** The Id of the latest registration the frame made for this checkout. */
    registrationOf: (checkoutId) => registrations.get(checkoutId),
    /** The client that may update this registration, once: the post is its one use. */
    spend(registrationId) {
      if (!unspent.delete(registrationId)) return undefined;
      return payments;
    },
  };
}

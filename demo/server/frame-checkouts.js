import { randomBytes, randomUUID } from 'node:crypto';
import { frameRegistrationRoute, signFrameTicket } from 'card-tokenizer/server';

/** Checkouts remembered for their registration; the oldest forgotten first. */
const MAX_CHECKOUTS = 1_000;

/**
 * The isolated checkout's registrations, made by the frame (`registration-source="frame"`): the
 * backend signs a ticket for the shopper's checkout, the frame host's route checks it and creates
 * the Card Registration with the platform's credentials, and the checkout's post finds that
 * registration by its checkout id. The route answers each (ticket, card type) once, and the
 * checkout keeps its first registration: a stolen ticket replayed from elsewhere moves nothing.
 */
export function createFrameCheckouts({
  payments,
  users,
  secret = randomBytes(32).toString('base64url'),
}) {
  /** Checkout id → the Id of its first Card Registration, never moved (a refused card signs a new checkout). */
  const registrations = new Map();
  /** The Ids the route made and no checkout post has used yet. */
  const unspent = new Set();

  const route = frameRegistrationRoute({
    secret,
    payments,
    tag: 'card-tokenizer demo',
    onRegistration: (registration, { checkoutId }) => {
      // A second registration for the checkout (another card type) is refused: the route answers
      // 500, the frame gets no keys, and the page signs a new checkout.
      if (registrations.has(checkoutId))
        throw new Error(`Checkout ${checkoutId} has its Card Registration already`);
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
        ticket: await signFrameTicket({ secret, userId: shopper.Id, currency: 'EUR', checkoutId }),
      };
    },
    /** The Id of the first registration the frame made for this checkout. */
    registrationOf: (checkoutId) => registrations.get(checkoutId),
    /** The client that may update this registration, once: the post is its one use. */
    spend(registrationId) {
      if (!unspent.delete(registrationId)) return undefined;
      return payments;
    },
  };
}

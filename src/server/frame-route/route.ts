import { CARD_TYPES } from '../../service/cards.js';
import {
  networksToOffer,
  type CardNetwork,
  type PaymentMethodMetadata,
} from '../../service/payment-method-metadata.js';
import type { CardRegistration, CardType, CreateCardRegistration } from '../../service/types.js';
import {
  checkSecret,
  FrameTicketError,
  MAX_TICKET_LENGTH,
  readFrameTicket,
  type FrameTicketClaims,
} from './ticket.js';
import { readCapped } from '../http/read-body.js';
import { memoryTicketStore, type UsedTicketStore } from './used-tickets.js';

/** What the frame takes of a Card Registration: nothing more of it leaves the route. */
export interface FrameRegistration {
  Id: string;
  CardRegistrationURL: string;
  AccessKey: string;
  PreregistrationData: string;
  CardType: CardType;
}

export interface FrameRegistrationRouteOptions {
  /** The secret the merchant's backend signs tickets with (`signFrameTicket()`). */
  secret: string;
  /** Creates the Card Registration with the merchant's credentials: a `createPaymentsClient()`. */
  payments: {
    createCardRegistration(body: CreateCardRegistration): Promise<CardRegistration>;
    /** The service's BIN lookup, for the frame's network choice: the page is asked no digit. */
    lookupBin?(bin: string): Promise<PaymentMethodMetadata>;
  };
  /**
   * Told of each registration made, before the frame gets it: record it under `claims.checkoutId`
   * so that the checkout's post is matched with the registration it may update. A rejection
   * answers 500 and the frame gets nothing.
   */
  onRegistration?: (
    registration: CardRegistration,
    claims: FrameTicketClaims,
  ) => void | Promise<void>;
  /**
   * Remembers the (ticket, card type) pairs answered until the ticket expires, so a replay gets
   * 409: a `redisTicketStore()` shared by every instance where the route runs on several.
   * Default: `memoryTicketStore()`, this instance only.
   */
  usedTickets?: UsedTicketStore;
  /** The registrations' `Tag`. */
  tag?: string;
  /** Milliseconds since the epoch, for the tickets' expiry; defaults to `Date.now`. */
  now?: () => number;
  /** Told of an unexpected failure (the service down, `onRegistration` throwing). */
  onError?: (error: unknown) => void;
}

/** A web-standard request handler, as `reportCollector()`'s: Hono, Next, Deno, Bun, `nodeHandler`. */
export type FrameRegistrationHandler = (request: Request) => Promise<Response>;

/** The body the frame posts, read once: a registration of a card type, or a BIN's networks. */
type Asked = { ticket: string; cardType: CardType } | { ticket: string; bin: string };

/** What the route answers about a BIN: the networks the shopper may choose between. */
export interface FrameBinAnswer {
  networks: CardNetwork[];
}

const MAX_BODY = MAX_TICKET_LENGTH + 256;

/** BIN lookups one ticket gets: the shopper's number needs one, a corrected BIN a few more. */
export const BIN_LOOKUPS_PER_TICKET = 4;

/**
 * The route of `registration-source="frame"`, on the frame page's own origin: reads
 * `POST {ticket, cardType}` (JSON), checks the ticket against `secret`, and answers the Card
 * Registration it creates for the ticket's user and currency, once per card type the ticket
 * allows. `POST {ticket, bin}` (8 digits) answers the BIN's networks from the service's lookup
 * (`{ networks }`), so a co-branded card's choice needs no digit from the page, at most
 * `BIN_LOOKUPS_PER_TICKET` times per ticket (then 429). A refused ticket or card type is 403, a
 * (ticket, card type) already answered 409, a bad body 400, each with `{ error: { code, message
 * } }`; the service failing is 502. Never throws.
 */
export function frameRegistrationRoute(
  options: FrameRegistrationRouteOptions,
): FrameRegistrationHandler {
  // Checked now: a wrong secret is the deployment's error, not a shopper's.
  checkSecret(options.secret);
  if (typeof options.payments?.createCardRegistration !== 'function') {
    throw new TypeError('Expected payments to be a payments client (createPaymentsClient())');
  }
  const usedTickets = options.usedTickets ?? memoryTicketStore({ now: options.now });
  if (typeof usedTickets.claim !== 'function') {
    throw new TypeError('Expected usedTickets to be a store with claim() (memoryTicketStore())');
  }
  return async (request) => {
    try {
      if (request.method !== 'POST')
        return json(405, error('method', 'Expected POST'), { Allow: 'POST' });
      // JSON only: a cross-origin page cannot send it without a preflight this route never allows.
      const type = request.headers.get('content-type')?.split(';')[0]!.trim().toLowerCase();
      if (type !== 'application/json') {
        await request.body?.cancel().catch(() => {});
        return json(415, error('content_type', 'Expected a JSON body (application/json)'));
      }
      const asked = readAsked(await readCapped(request, MAX_BODY));
      if (typeof asked !== 'string' && 'bin' in asked && !options.payments.lookupBin)
        return json(
          404,
          error('bin_lookup', 'This route looks up no BIN: payments has no lookupBin'),
        );
      if (typeof asked === 'string') return json(400, error('bad_request', asked));
      let claims: FrameTicketClaims;
      try {
        claims = await readFrameTicket(asked.ticket, {
          secret: options.secret,
          now: options.now,
        });
      } catch (refused) {
        if (!(refused instanceof FrameTicketError)) throw refused;
        return json(403, error(`ticket_${refused.problem}`, refused.message));
      }
      const ttl = claims.expiresAt * 1000 - (options.now ?? Date.now)();
      if ('bin' in asked) {
        // One slot of the ticket's lookups claimed in the used-ticket store: shared by instances.
        for (let slot = 1; slot <= BIN_LOOKUPS_PER_TICKET; slot++)
          if (await usedTickets.claim(`${claims.ticketId} bin ${slot}`, ttl))
            return await networksOf(asked.bin, options);
        const text = `This ticket has had its ${BIN_LOOKUPS_PER_TICKET} BIN lookups`;
        return json(429, error('bin_lookups_exhausted', text));
      }
      if (!claims.cardTypes.includes(asked.cardType)) {
        return json(
          403,
          error('ticket_card_type', `This ticket allows ${claims.cardTypes.join(', ')} only`),
        );
      }
      const pair = `${claims.ticketId} ${asked.cardType}`;
      if (!(await usedTickets.claim(pair, ttl))) {
        return json(
          409,
          error('ticket_used', `This ticket has had its ${asked.cardType} registration`),
        );
      }
      let registration: CardRegistration;
      try {
        registration = await options.payments.createCardRegistration({
          UserId: claims.userId,
          Currency: claims.currency,
          CardType: asked.cardType,
          ...(options.tag !== undefined && { Tag: options.tag }),
        });
      } catch (failure) {
        options.onError?.(failure);
        return json(
          502,
          error('service', 'The payment service did not create a Card Registration'),
        );
      }
      await options.onRegistration?.(registration, claims);
      const { Id, CardRegistrationURL, AccessKey, PreregistrationData, CardType } = registration;
      const answer: FrameRegistration = {
        Id,
        CardRegistrationURL,
        AccessKey,
        PreregistrationData,
        CardType,
      };
      return json(200, answer);
    } catch (failure) {
      options.onError?.(failure);
      return json(500, error('internal', 'The registration route failed'));
    }
  };
}

/** The networks of a BIN, from the service: 502 when it fails, never the BIN in a message. */
async function networksOf(bin: string, options: FrameRegistrationRouteOptions): Promise<Response> {
  let metadata: PaymentMethodMetadata;
  try {
    metadata = await options.payments.lookupBin!(bin);
  } catch (failure) {
    options.onError?.(failure);
    return json(502, error('service', 'The payment service did not look up the BIN'));
  }
  const answer: FrameBinAnswer = { networks: networksToOffer(metadata) };
  return json(200, answer);
}

/** The body as `{ ticket, cardType }` or `{ ticket, bin }`, unknown fields dropped, or what is wrong with it. */
function readAsked(body: string): Asked | string {
  if (body === 'too large') return `Expected a body of at most ${MAX_BODY} bytes`;
  let value: unknown;
  try {
    value = body === 'unreadable' ? undefined : JSON.parse(body);
  } catch {
    // Refused below.
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return 'Expected a JSON object { "ticket": …, "cardType": … }';
  }
  const { ticket, cardType, bin } = value as Record<string, unknown>;
  if (typeof ticket !== 'string' || !ticket) return 'Expected ticket to be a non-empty string';
  if (bin !== undefined && cardType === undefined) {
    if (typeof bin !== 'string' || !/^\d{8}$/.test(bin))
      return 'Expected bin to be the first 8 digits of the number';
    return { ticket, bin };
  }
  if (!CARD_TYPES.includes(cardType as CardType)) {
    return `Expected cardType to be one of ${CARD_TYPES.join(', ')}`;
  }
  return { ticket, cardType: cardType as CardType };
}

const error = (code: string, message: string) => ({ error: { code, message } });

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers },
  });
}

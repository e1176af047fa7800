import { TokenizationError } from '../../core/errors.js';
import type { BrowserCardRegistration } from '../../core/registration.js';
import type { RegistrationSource } from '../../element/registration-source.js';
import { askFrameRoute, fetchFrameRegistration } from './frame-registration.js';
import type { RegistrationFrom } from './page-messages.js';
import { pinRegistration } from './pinned-registration.js';
import type { Attributes, FrameConfig } from '../channel/protocol.js';

/** The attributes that carry a registration from the page. */
const PAGE_REGISTRATION = ['card-registration-url', 'access-key', 'preregistration-data'];

const configuration = (message: string) => new TokenizationError('configuration', message);

/** A registration that fails with `error` when the element asks for it. */
const refusing = (error: unknown) => () => {
  throw error;
};

export interface RegistrationState {
  /** The page's attributes, as read at the port. */
  attributes: Attributes;
  from: RegistrationFrom;
  config: FrameConfig;
  /** Asks the page's registration function over the port. */
  ask(cardType: string, signal: AbortSignal): Promise<unknown>;
  /** The frame's own registrations, when its config names an endpoint. */
  own?: OwnRegistrations;
}

/** The frame's own registrations, where its config names an endpoint on its own origin. */
export function ownRegistrations(config: FrameConfig): OwnRegistrations | undefined {
  if (!config.registration) return undefined;
  const endpoint = new URL(config.registration, location.href);
  return endpoint.origin === location.origin
    ? new OwnRegistrations(endpoint.href, config.tokenization)
    : undefined;
}

/** Starts fetching the frame's own registration for this card type, where the frame takes it. */
export function prefetchOwn(state: RegistrationState, cardType: string): void {
  const ticket = state.attributes['registration-ticket'];
  if (state.own && ticket && !pageGives(state)) state.own.prefetch(ticket, cardType);
}

/**
 * Ticket mode: the networks of this BIN, asked of the frame's own route (which asks the service
 * with the merchant's credentials); the page is asked nothing.
 */
export function ownNetworks(
  state: RegistrationState,
  bin: string,
  signal: AbortSignal,
): Promise<unknown> {
  const ticket = state.attributes['registration-ticket'];
  if (!state.own || !ticket || pageGives(state))
    return Promise.reject(new Error("Expected a ticket for the BIN lookup of the frame's route"));
  return state.own.networks(ticket, bin, signal);
}

const pageGives = ({ from, attributes }: RegistrationState) =>
  from.from !== 'attributes' || PAGE_REGISTRATION.some((name) => attributes[name] != null);

/**
 * The frame element's registration: from one source, read and checked once by
 * `pinRegistration`, or a refusal that says why. A frame whose config names its own endpoint
 * takes only a ticket from the page.
 */
export function registrationSource(state: RegistrationState): RegistrationSource {
  const { attributes, from, config, own } = state;
  if (config.registration) {
    const ticket = attributes['registration-ticket'];
    if (!own)
      return refusing(
        configuration(
          `Expected the card frame's registration endpoint on its own origin, got ${config.registration}`,
        ),
      );
    if (pageGives(state))
      return refusing(
        configuration(
          'This card frame takes its registration from its own endpoint: the page may hand it a registration-ticket only, and its registration was refused',
        ),
      );
    if (!ticket)
      return refusing(
        configuration(
          'Expected registration-ticket, the ticket your backend signed for this checkout',
        ),
      );
    return ({ cardType, signal }) => own.take(ticket, cardType, signal);
  }
  if (attributes['registration-source'] === 'frame')
    return refusing(
      configuration(
        'Expected the card frame page to name its registration endpoint, for registration-source="frame"',
      ),
    );
  if (from.from === 'function')
    return async ({ cardType, signal }) =>
      pinRegistration(await state.ask(cardType, signal), config.tokenization);
  try {
    return pinRegistration(
      from.from === 'object'
        ? from.value
        : {
            CardRegistrationURL: attributes['card-registration-url'],
            AccessKey: attributes['access-key'],
            PreregistrationData: attributes['preregistration-data'],
            CardType: attributes['card-type'] ?? undefined,
          },
      config.tokenization,
    );
  } catch (error) {
    return refusing(error);
  }
}

type Pinned = Readonly<BrowserCardRegistration>;

/**
 * The frame's own registrations: fetched as soon as the card type is known, so Pay does not wait
 * on a round trip and a thief replaying the ticket races a frame that has asked already. The
 * route answers each (ticket, card type) once: each is kept until the element takes it.
 */
export class OwnRegistrations {
  readonly #early = new Map<string, { promise: Promise<Pinned>; failed: boolean }>();

  constructor(
    private readonly endpoint: string,
    private readonly tokenization: readonly string[],
  ) {}

  /** Starts fetching the registration of this ticket and card type, once: a failure waits for take(). */
  prefetch(ticket: string, cardType: string): void {
    const key = `${ticket} ${cardType}`;
    if (this.#early.has(key)) return;
    const early = {
      promise: this.#fetch(ticket, cardType, new AbortController().signal),
      failed: false,
    };
    early.promise.catch(() => (early.failed = true));
    this.#early.set(key, early);
  }

  /** The registration fetched early for this ticket and card type, else a new one. */
  take(ticket: string, cardType: string, signal: AbortSignal): Promise<Pinned> {
    const key = `${ticket} ${cardType}`;
    const early = this.#early.get(key);
    this.#early.delete(key);
    if (early && !early.failed) return early.promise;
    return this.#fetch(ticket, cardType, signal);
  }
  /** The networks the route answers for this BIN, unread: `{ networks }`. */
  async networks(ticket: string, bin: string, signal: AbortSignal): Promise<unknown> {
    const answer = await askFrameRoute(this.endpoint, { ticket, bin }, signal);
    return (answer as { networks?: unknown } | null)?.networks;
  }

  async #fetch(ticket: string, cardType: string, signal: AbortSignal): Promise<Pinned> {
    const answer = await fetchFrameRegistration(this.endpoint, ticket, cardType, signal);
    return pinRegistration(answer, this.tokenization);
  }
}

import { TokenizationError } from '../core/errors.js';
import type { RegistrationSource } from '../element/registration-source.js';
import { fetchFrameRegistration } from './frame-registration.js';
import type { RegistrationFrom } from './page-messages.js';
import { pinRegistration } from './pinned-registration.js';
import type { Attributes, FrameConfig } from './protocol.js';

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
}

/**
 * The frame element's registration: from one source, read and checked once by
 * `pinRegistration`, or a refusal that says why. A frame whose config names its own endpoint
 * takes only a ticket from the page.
 */
export function registrationSource(state: RegistrationState): RegistrationSource {
  const { attributes, from, config } = state;
  const pageGives =
    from.from !== 'attributes' || PAGE_REGISTRATION.some((name) => attributes[name] != null);
  if (config.registration) {
    const endpoint = new URL(config.registration, location.href);
    const ticket = attributes['registration-ticket'];
    if (endpoint.origin !== location.origin)
      return refusing(
        configuration(
          `Expected the card frame's registration endpoint on its own origin, got ${endpoint.origin}`,
        ),
      );
    if (pageGives)
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
    return async ({ cardType, signal }) =>
      pinRegistration(
        await fetchFrameRegistration(endpoint.href, ticket, cardType, signal),
        config.tokenization,
      );
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

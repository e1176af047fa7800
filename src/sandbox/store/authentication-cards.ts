/** What 3-D Secure does with a card in the sandbox, chosen by its number as on the service's test platform. */
export type AuthenticationFlow = 'frictionless' | 'challenge' | 'failing';

/**
 * The service's public 3DS test cards, and one of the sandbox's own. Any other number is
 * frictionless. Only the flow is kept with the card, never the number.
 */
export const AUTHENTICATION_TEST_NUMBERS: Readonly<Record<string, AuthenticationFlow>> = {
  '4970107111111119': 'frictionless', // the service's: SUCCEEDED at once
  '4970105181818183': 'challenge', // the service's: the shopper goes to the challenge page
  '4000000000003063': 'failing', // sandbox only: the issuer refuses, FAILED at once (101301)
};

export function authenticationFlow(cardNumber: string): AuthenticationFlow {
  return AUTHENTICATION_TEST_NUMBERS[cardNumber] ?? 'frictionless';
}

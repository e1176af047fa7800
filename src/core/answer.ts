/**
 * The tokenization server's two answers (PROTOCOL.md): `data=<registration data>` and
 * `errorCode=<digits>`. Anything else, however close, is not one of them.
 */

/** The longest registration data taken: the service's are about 150 characters; a longer one is no token. */
export const MAX_REGISTRATION_DATA_LENGTH = 512;

/** Registration data's own characters: base64 and URL-safe ones, never `&` nor a second `=`. */
const DATA = new RegExp(`^data=[A-Za-z0-9+/_.~:%-]{1,${MAX_REGISTRATION_DATA_LENGTH}}$`);
const REFUSAL = /^errorCode=(\d{1,16})$/;

export type TokenizationAnswer = { data: string } | { errorCode: string } | undefined;

/**
 * Reads a 2xx answer's text. An answer that carries the posted number, or names the card's
 * fields, echoes the request: it is no answer, whatever its shape.
 */
export function readAnswer(text: string, postedNumber: string): TokenizationAnswer {
  const answer = text.trim();
  if (/card(Number|Cvx|ExpirationDate)/i.test(answer) || answer.includes(postedNumber)) return;
  if (DATA.test(answer)) return { data: answer };
  const refusal = REFUSAL.exec(answer);
  return refusal ? { errorCode: refusal[1]! } : undefined;
}

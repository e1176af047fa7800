import type { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { TokenizationForm } from '../../service/types.js';
import { readForm } from '../http/body.js';
import { authenticationFlow } from '../store/authentication-cards.js';
import { cardFingerprint, checkCard } from '../store/card-check.js';
import { newSecret, type RegistrationRecord, type SandboxState } from '../store/store.js';

export const TOKENIZE_PATH = '/tokenize/:tokenizeId';

/** `*` on every answer; a browser's form POST is a simple request and sends no preflight. */
export const tokenizationCors = cors({
  origin: '*',
  allowMethods: ['POST'],
  allowHeaders: ['Content-Type'],
});

const FIELDS: readonly (keyof TokenizationForm)[] = [
  'data',
  'accessKeyRef',
  'cardNumber',
  'cardExpirationDate',
  'cardCvx',
];

function readFields(form: URLSearchParams | null): TokenizationForm | null {
  if (!form) return null;
  const fields: Partial<TokenizationForm> = {};
  for (const name of FIELDS) {
    const value = form.get(name);
    if (value === null) return null;
    fields[name] = value;
  }
  return fields as TokenizationForm;
}

function findRegistration(state: SandboxState, tokenizeId: string): RegistrationRecord | null {
  const registrationId = state.tokenizeIds.get(tokenizeId);
  return registrationId === undefined ? null : (state.registrations.get(registrationId) ?? null);
}

/** The plain-text answer: `data=…` or `errorCode=…`, always with HTTP 200 like the real server. */
function tokenize(state: SandboxState, tokenizeId: string, form: URLSearchParams | null): string {
  const record = findRegistration(state, tokenizeId);
  const fields = readFields(form);
  if (
    !record ||
    !fields ||
    fields.data !== record.view.PreregistrationData ||
    fields.accessKeyRef !== record.view.AccessKey
  ) {
    return 'errorCode=09101';
  }
  // Single use and time-limited: the service answers a spent registration as an expired one.
  const now = state.now();
  const spent = record.accessKeyUsed || record.view.Status !== 'CREATED';
  if (spent || now - record.createdAt > state.registrationTtlMs) return 'errorCode=02631';

  // Single use even when the card is refused: a second card needs a new registration.
  record.accessKeyUsed = true;
  const check = checkCard(fields, record.view.CardType, now);
  if (!check.ok) return `errorCode=${check.errorCode}`;

  const registrationData = `data=${newSecret(48)}`;
  const card = {
    ...check.card,
    Fingerprint: cardFingerprint(state.fingerprintKey, fields.cardNumber),
    bin: fields.cardNumber.slice(0, 8),
    authentication: authenticationFlow(fields.cardNumber),
  };
  record.tokenization = { registrationData, tokenizedAt: now, card };
  return registrationData;
}

export function registerTokenization(app: Hono, state: SandboxState): void {
  app.post(TOKENIZE_PATH, async (c) =>
    c.text(tokenize(state, c.req.param('tokenizeId'), await readForm(c))),
  );
  // OPTIONS is answered by the CORS middleware; every other method is refused in the server's own terms.
  app.all(TOKENIZE_PATH, (c) => c.text('errorCode=02632'));
}

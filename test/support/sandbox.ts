import type {
  Card,
  CardRegistration,
  CardType,
  CardValidation,
  CreateCardValidation,
  Intent,
  NaturalUser,
} from '../../src/server/types.js';
import {
  SANDBOX_DEFAULTS,
  startSandbox,
  type Sandbox,
  type SandboxOptions,
} from '../../src/sandbox/index.js';
import { ACCEPT_HEADER, BROWSER_DATA } from './browser-data.js';
import { CARD_AS_SENT, SERVICE_CARD_NUMBER } from './cards.js';
import { createClock, type Clock } from './clock.js';
import { ADA } from './users.js';

/** Raw HTTP calls to a sandbox started on a free port, on a clock the test moves. */

export interface Answer {
  status: number;
  headers: Headers;
  /** Parsed JSON, or the text when the answer is not JSON. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary shapes
  body: any;
}

export interface CallInit {
  json?: unknown;
  form?: Record<string, string>;
  /** Sent as is, with `contentType`. */
  raw?: string | Uint8Array<ArrayBuffer>;
  contentType?: string;
  headers?: Record<string, string>;
  /** `null` sends no Authorization; default is a valid platform token. */
  token?: string | null;
}

export interface TestSandbox {
  sandbox: Sandbox;
  clock: Clock;
  url: string;
  /** `/v2.01/sandbox` */
  v2: string;
  /** `/V3.0/sandbox/payins/intents` */
  intents: string;
  /** A platform token, reused while valid by the sandbox clock. */
  platformToken(): Promise<string>;
  call(method: string, path: string, init?: CallInit): Promise<Answer>;
  createUser(overrides?: Record<string, unknown>): Promise<NaturalUser>;
  /** A registration in EUR, for a new user unless `userId` names one. */
  createRegistration(cardType?: CardType, options?: { userId?: string }): Promise<CardRegistration>;
  /** A new intent in EUR: one line item of 1000, 10 of it the seller's fees. */
  createIntent(): Promise<Intent>;
  /** Posts the card form to the registration's CardRegistrationURL, as the browser would. */
  postCard(registration: CardRegistration, card?: Partial<CardFields>): Promise<string>;
  /** Registration, tokenization and update: the Card of that number (the service's test Visa by default), for a new user unless `userId` names one. */
  createCard(
    cardNumber?: string,
    cardType?: CardType,
    options?: { userId?: string },
  ): Promise<Card>;
  /** `POST …/cards/{Id}/validation` by the card's owner, with a browser's data, over `body`. */
  validate(card: Card, body?: Partial<CreateCardValidation>): Promise<Answer>;
  /** The answer of a validation that must succeed in being created (any status). */
  createValidation(card: Card, body?: Partial<CreateCardValidation>): Promise<CardValidation>;
  close(): Promise<void>;
}

export interface CardFields {
  data: string;
  accessKeyRef: string;
  cardNumber: string;
  cardExpirationDate: string;
  cardCvx: string;
}

async function toAnswer(response: Response): Promise<Answer> {
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('application/json');
  return {
    status: response.status,
    headers: response.headers,
    body: isJson ? JSON.parse(text) : text,
  };
}

export async function openTestSandbox(options: SandboxOptions = {}): Promise<TestSandbox> {
  const clock = createClock();
  const sandbox = await startSandbox({ now: clock.now, ...options });
  const basic = Buffer.from(`${sandbox.clientId}:${sandbox.apiKey}`).toString('base64');

  const freshToken = async () => {
    const response = await fetch(`${sandbox.url}/v2.01/oauth/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}` },
      body: new URLSearchParams({ grant_type: 'client_credentials' }),
    });
    return ((await response.json()) as { access_token: string }).access_token;
  };

  // Reused while the sandbox clock says it is valid, so tests that move the clock still get a live one.
  const lifetimeMs = (options.tokenTtlSeconds ?? SANDBOX_DEFAULTS.tokenTtlSeconds) * 1000;
  let cached: { token: string; expiresAt: number } | null = null;
  const platformToken = async () => {
    if (cached && clock.now() < cached.expiresAt) return cached.token;
    const expiresAt = clock.now() + lifetimeMs;
    cached = { token: await freshToken(), expiresAt };
    return cached.token;
  };

  const call = async (method: string, path: string, init: CallInit = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    const token = init.token === undefined ? await platformToken() : init.token;
    if (token !== null) headers.Authorization = `Bearer ${token}`;
    let body: string | Uint8Array<ArrayBuffer> | URLSearchParams | undefined;
    if (init.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form) {
      body = new URLSearchParams(init.form);
    } else if (init.raw !== undefined) {
      body = init.raw;
      if (init.contentType) headers['Content-Type'] = init.contentType;
    }
    return toAnswer(await fetch(sandbox.url + path, { method, headers, body }));
  };

  const v2 = `/v2.01/${sandbox.clientId}`;

  const createUser = async (overrides: Record<string, unknown> = {}) => {
    const json = { ...ADA, ...overrides };
    const answer = await call('POST', `${v2}/users/natural`, { json });
    if (answer.status !== 200) throw new Error(`createUser: HTTP ${answer.status}`);
    return answer.body as NaturalUser;
  };

  const createRegistration = async (cardType?: CardType, options: { userId?: string } = {}) => {
    const userId = options.userId ?? (await createUser()).Id;
    const json = { UserId: userId, Currency: 'EUR', ...(cardType ? { CardType: cardType } : {}) };
    const answer = await call('POST', `${v2}/cardregistrations`, { json });
    if (answer.status !== 200) throw new Error(`createRegistration: HTTP ${answer.status}`);
    return answer.body as CardRegistration;
  };

  const intents = `/V3.0/${sandbox.clientId}/payins/intents`;
  const createIntent = async () => {
    const json = {
      Currency: 'EUR',
      LineItems: [{ Seller: { FeesAmount: 10 }, Quantity: 1, UnitAmount: 1000 }],
    };
    return (await call('POST', intents, { json })).body as Intent;
  };

  const postCard = async (registration: CardRegistration, card: Partial<CardFields> = {}) => {
    const fields: CardFields = {
      data: registration.PreregistrationData,
      accessKeyRef: registration.AccessKey,
      ...CARD_AS_SENT,
      cardNumber: SERVICE_CARD_NUMBER,
      ...card,
    };
    const response = await fetch(registration.CardRegistrationURL, {
      method: 'POST',
      body: new URLSearchParams({ ...fields }),
    });
    return response.text();
  };

  const createCard = async (
    cardNumber = SERVICE_CARD_NUMBER,
    cardType?: CardType,
    options: { userId?: string } = {},
  ) => {
    const registration = await createRegistration(cardType, options);
    const cardCvx = cardType === 'AMEX' ? '1234' : CARD_AS_SENT.cardCvx;
    const registrationData = await postCard(registration, { cardNumber, cardCvx });
    const path = `${v2}/cardregistrations/${registration.Id}`;
    const updated = await call('PUT', path, { json: { RegistrationData: registrationData } });
    if (updated.body.Status !== 'VALIDATED') throw new Error(`createCard: ${registrationData}`);
    return (await call('GET', `${v2}/cards/${updated.body.CardId}`)).body as Card;
  };

  const validate = (card: Card, body: Partial<CreateCardValidation> = {}) => {
    const json: CreateCardValidation = {
      AuthorId: card.UserId,
      SecureModeReturnURL: 'https://shop.example/cards/verified?order=7',
      IpAddress: '203.0.113.9',
      BrowserInfo: { AcceptHeader: ACCEPT_HEADER, ...BROWSER_DATA },
      ...body,
    };
    return call('POST', `${v2}/cards/${card.Id}/validation`, { json });
  };

  const createValidation = async (card: Card, body: Partial<CreateCardValidation> = {}) => {
    const answer = await validate(card, body);
    if (answer.status !== 200) throw new Error(`createValidation: HTTP ${answer.status}`);
    return answer.body as CardValidation;
  };

  return {
    sandbox,
    clock,
    url: sandbox.url,
    v2,
    intents,
    platformToken,
    call,
    createUser,
    createRegistration,
    createIntent,
    postCard,
    createCard,
    validate,
    createValidation,
    close: () => sandbox.close(),
  };
}

export interface IntentsInEachState {
  authorized: Intent;
  captured: Intent;
  disputed: Intent;
}

/** One intent in each state a payment goes through: authorized, captured, captured then disputed. */
export async function intentsInEachState(t: TestSandbox): Promise<IntentsInEachState> {
  const [authorized, toCapture, toDispute] = await Promise.all([
    t.createIntent(),
    t.createIntent(),
    t.createIntent(),
  ]);
  const captured = (await t.call('POST', `${t.intents}/${toCapture.Id}/captures`)).body;
  const capture = (await t.call('POST', `${t.intents}/${toDispute.Id}/captures`)).body.Capture;
  const disputesPath = `${t.intents}/${toDispute.Id}/captures/${capture.Id}/disputes`;
  const disputed = (await t.call('POST', disputesPath)).body;
  return { authorized, captured, disputed };
}

import type { Hono } from 'hono';
import { cors } from 'hono/cors';
import { z } from 'zod';
import { cardRegistrationPath, cardRegistrationsPath } from '../../service/paths.js';
import type { Card, CardRegistration, CardType } from '../../service/types.js';
import { allowMissingToken, requirePlatformToken } from '../guards/auth.js';
import { FORM_TYPE, parseWith, readForm, readJson } from '../http/body.js';
import { badRequest, notFound } from '../http/errors.js';
import { allowOnly } from '../http/methods.js';
import { route } from '../http/route.js';
import {
  newId,
  newSecret,
  unixSeconds,
  type RegistrationRecord,
  type SandboxState,
} from '../store/store.js';
import { findOpenUser } from '../users/users.js';

const COLLECTION_PATH = route(cardRegistrationsPath(':clientId'));
export const REGISTRATION_PATH = route(cardRegistrationPath(':clientId', ':registrationId'));

/** Legacy front ends finish the registration from the browser: JSON PUT (preflighted) or form POST. */
export const finishingCors = cors({
  origin: '*',
  allowMethods: ['GET', 'PUT', 'POST'],
  allowHeaders: ['Content-Type'],
});

/**
 * The card types the service takes (PROTOCOL.md "Card Registration object"), written here from
 * its documentation, not taken from the element's brand table: an emulator sharing the client's
 * rules could not catch the client's mistakes about them.
 */
const CARD_TYPES = [
  'CB_VISA_MASTERCARD',
  'AMEX',
  'MAESTRO',
  'BCMC',
] as const satisfies readonly CardType[];

const createBody = z.object({
  UserId: z.string().min(1),
  Currency: z.string().regex(/^[A-Z]{3}$/, 'Expected an ISO 4217 code such as EUR'),
  CardType: z.enum(CARD_TYPES).default('CB_VISA_MASTERCARD'),
  Tag: z.string().max(255).optional(),
});

const updateBody = z.object({
  RegistrationData: z.string().min(1).max(4096),
  CardHolderName: z.string().min(2).max(255).optional(),
});

const browserFormBody = updateBody.extend({ Id: z.string().min(1) });

const RESULTS = {
  '000000': 'Success',
  '105206': 'Registration data invalid format',
  '105299': 'Token input Error',
} as const;

function findRegistration(state: SandboxState, id: string): RegistrationRecord {
  const record = state.registrations.get(id);
  if (!record) throw notFound('CardRegistration', id);
  return record;
}

function settle(record: RegistrationRecord, resultCode: keyof typeof RESULTS): CardRegistration {
  record.view.Status = resultCode === '000000' ? 'VALIDATED' : 'ERROR';
  record.view.ResultCode = resultCode;
  record.view.ResultMessage = RESULTS[resultCode];
  return record.view;
}

/** Single use: the first update settles the registration, later ones change nothing. */
function updateRegistration(
  state: SandboxState,
  id: string,
  body: z.infer<typeof updateBody>,
): CardRegistration {
  const record = findRegistration(state, id);
  if (record.view.Status !== 'CREATED') {
    throw badRequest('The card registration has already been processed', {
      RegistrationData: `This registration is ${record.view.Status}; create a new one`,
    });
  }
  record.view.RegistrationData = body.RegistrationData;
  const now = state.now();
  const tokenization = record.tokenization;
  if (!tokenization || now - tokenization.tokenizedAt > state.registrationTtlMs) {
    return settle(record, '105299');
  }
  if (body.RegistrationData !== tokenization.registrationData) return settle(record, '105206');

  const { authentication, bin, ...tokenized } = tokenization.card;
  const card: Card = {
    Id: newId('card'),
    Tag: null,
    CreationDate: unixSeconds(now),
    UserId: record.view.UserId,
    ...tokenized,
    CardType: record.view.CardType,
    Currency: record.view.Currency,
    Validity: 'UNKNOWN',
    Active: true,
  };
  state.cards.set(card.Id, {
    view: card,
    registeredAt: now,
    authentication,
    bin,
    pendingValidationId: null,
  });
  record.view.CardId = card.Id;
  return settle(record, '000000');
}

export function registerCardRegistrations(app: Hono, state: SandboxState): void {
  const auth = requirePlatformToken(state);

  app.post(COLLECTION_PATH, auth, async (c) => {
    const body = await readJson(c, createBody);
    findOpenUser(state, body.UserId);
    const id = newId('cardreg');
    const tokenizeId = newId('tok');
    const record: RegistrationRecord = {
      createdAt: state.now(),
      accessKeyUsed: false,
      tokenization: null,
      view: {
        Id: id,
        Tag: body.Tag ?? null,
        CreationDate: unixSeconds(state.now()),
        UserId: body.UserId,
        AccessKey: newSecret(15),
        PreregistrationData: newSecret(48),
        RegistrationData: null,
        CardId: null,
        CardType: body.CardType,
        CardRegistrationURL: `${new URL(c.req.url).origin}/tokenize/${tokenizeId}`,
        ResultCode: null,
        ResultMessage: null,
        Currency: body.Currency,
        Status: 'CREATED',
      },
    };
    state.registrations.set(id, record);
    state.tokenizeIds.set(tokenizeId, id);
    return c.json(record.view);
  });
  allowOnly(app, COLLECTION_PATH, ['POST']);

  app.get(REGISTRATION_PATH, auth, (c) =>
    c.json(findRegistration(state, c.req.param('registrationId')).view),
  );

  const browserOrServer = allowMissingToken(state);
  app.put(REGISTRATION_PATH, browserOrServer, async (c) => {
    const body = await readJson(c, updateBody);
    return c.json(updateRegistration(state, c.req.param('registrationId'), body));
  });
  app.post(REGISTRATION_PATH, browserOrServer, async (c) => {
    const form = await readForm(c);
    if (!form) throw badRequest(`Expected Content-Type ${FORM_TYPE} with Id and RegistrationData`);
    const body = parseWith(browserFormBody, Object.fromEntries(form));
    const id = c.req.param('registrationId');
    if (body.Id.toLowerCase() !== id) {
      throw badRequest('The Id field does not match the path', { Id: `Expected ${id}` });
    }
    const { RegistrationData, CardHolderName } = body;
    return c.json(updateRegistration(state, id, { RegistrationData, CardHolderName }));
  });
  allowOnly(app, REGISTRATION_PATH, ['GET', 'PUT', 'POST']);
}

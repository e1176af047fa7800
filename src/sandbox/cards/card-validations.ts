import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import type { Hono } from 'hono';
import { z } from 'zod';
import {
  BROWSER_INFO_LIMITS as LIMITS,
  LANGUAGE_PATTERN,
  TIME_ZONE_OFFSET_PATTERN,
} from '../../service/browser-info-limits.js';
import { COLOR_DEPTHS } from '../../service/browser-info.js';
import { cardValidationPath, cardValidationsPath } from '../../service/paths.js';
import type { CardValidation } from '../../service/types.js';
import { requirePlatformToken } from '../guards/auth.js';
import { readJson } from '../http/body.js';
import { CHALLENGE_PATH } from './challenge-page.js';
import { badRequest } from '../http/errors.js';
import { allowOnly } from '../http/methods.js';
import { route } from '../http/route.js';
import {
  newId,
  newSecret,
  unixSeconds,
  type CardRecord,
  type SandboxState,
} from '../store/store.js';
import { cardInfo } from './test-bins.js';
import { findUser } from '../users/users.js';
import {
  findCard,
  findValidation,
  settleValidation,
  withValidationId,
} from './validation-model.js';

const VALIDATIONS_ROUTE = route(cardValidationsPath(':clientId', ':cardId'));
const VALIDATION_ROUTE = route(cardValidationPath(':clientId', ':cardId', ':validationId'));

const { minTimeZoneOffset, maxTimeZoneOffset } = LIMITS;
const minutes = z.number().int().min(minTimeZoneOffset).max(maxTimeZoneOffset);
const screenSize = z.number().int().min(0).max(LIMITS.maxScreenSize);

const browserInfo = z.object({
  AcceptHeader: z.string().min(1).max(LIMITS.maxHeaderLength),
  JavaEnabled: z.boolean(),
  JavascriptEnabled: z.boolean(),
  Language: z
    .string()
    .max(LIMITS.maxLanguageLength)
    .regex(LANGUAGE_PATTERN, 'Expected a BCP 47 tag such as fr-FR'),
  ColorDepth: z.literal(COLOR_DEPTHS, `Expected one of ${COLOR_DEPTHS.join(', ')}`),
  ScreenHeight: screenSize,
  ScreenWidth: screenSize,
  // A string in the service's typings, a number in some of its examples: both, sent back as a string.
  TimeZoneOffset: z
    .union([minutes, z.string().regex(TIME_ZONE_OFFSET_PATTERN).transform(Number).pipe(minutes)])
    .transform((value) => String(value === 0 ? 0 : value)),
  UserAgent: z.string().min(1).max(LIMITS.maxHeaderLength),
});

const httpUrl = z
  .string()
  .max(255)
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
    message: 'Expected an http(s) URL of at most 255 characters',
  });

const createBody = z.object({
  AuthorId: z.string().min(1),
  SecureModeReturnURL: httpUrl,
  IpAddress: z.string().refine((value) => isIP(value) !== 0, 'Expected an IPv4 or IPv6 address'),
  BrowserInfo: browserInfo,
  SecureMode: z.enum(['DEFAULT', 'FORCE', 'NO_CHOICE']).default('DEFAULT'),
  PreferredCardNetwork: z.enum(['CB', 'VISA', 'MASTERCARD']).optional(),
  PaymentCategory: z.enum(['ECommerce', 'TelephoneOrder']).optional(),
  Tag: z.string().max(255).optional(),
});

/** The service's rules, each a 400 that changes nothing. */
function checkCanValidate(state: SandboxState, card: CardRecord, authorId: string): void {
  const { view } = card;
  if (view.CardType !== 'CB_VISA_MASTERCARD') {
    throw badRequest('Card Validation is only available for CB_VISA_MASTERCARD cards', {
      CardType: `Expected CB_VISA_MASTERCARD, got ${view.CardType}`,
    });
  }
  findUser(state, authorId);
  if (authorId !== view.UserId) {
    throw badRequest('The card does not belong to the author', {
      AuthorId: `Expected the card's owner ${view.UserId}, got ${authorId}`,
    });
  }
  if (!view.Active) {
    throw badRequest('This card is not active: it was deactivated; register it again', {
      CardId: 'This card is not active',
    });
  }
  if (view.Validity === 'INVALID') {
    throw badRequest('The card is INVALID: it was not validated in time; register it again', {
      CardId: `This card is INVALID`,
    });
  }
  if (card.pendingValidationId !== null) {
    const minutesLeft = Math.ceil(state.validationTimeoutMs / 60_000);
    throw badRequest('A Card Validation of this card is already in progress', {
      CardId: `Validation ${card.pendingValidationId} is CREATED: complete its challenge, or ask again once it fails (at most ${minutesLeft} min)`,
    });
  }
}

function createValidation(
  state: SandboxState,
  card: CardRecord,
  body: z.infer<typeof createBody>,
  origin: string,
): CardValidation {
  const id = newId('cardval');
  const challenge = card.authentication === 'challenge';
  // 128 random bits in the URL, and a second secret only the page's form carries.
  const challengeId = challenge ? randomBytes(16).toString('hex') : null;
  const view: CardValidation = {
    Id: id,
    Tag: body.Tag ?? null,
    CreationDate: unixSeconds(state.now()),
    AuthorId: body.AuthorId,
    Status: 'CREATED',
    SecureModeReturnURL: withValidationId(body.SecureModeReturnURL, id),
    SecureModeRedirectURL: challengeId
      ? origin + CHALLENGE_PATH.replace(':challengeId', challengeId)
      : null,
    SecureModeNeeded: challenge,
    SecureMode: body.SecureMode,
    IpAddress: body.IpAddress,
    BrowserInfo: body.BrowserInfo,
    Validity: card.view.Validity,
    Type: 'CARD_VALIDATION',
    Applied3DSVersion: 'V2_1',
    ResultCode: null,
    ResultMessage: null,
    ExecutionDate: null,
    PaymentCategory: body.PaymentCategory ?? null,
    PreferredCardNetwork: body.PreferredCardNetwork ?? null,
    CardInfo: cardInfo(card.bin, card.view.CardProvider, body.PreferredCardNetwork),
  };
  const record = { view, cardId: card.view.Id, createdAt: state.now(), challengeId };
  state.validations.set(id, record);
  if (challengeId) {
    state.challenges.set(challengeId, { secret: newSecret(32), validationId: id });
    card.pendingValidationId = id;
    return view;
  }
  return settleValidation(state, record, card.authentication === 'failing' ? '101301' : '000000');
}

export function registerCardValidations(app: Hono, state: SandboxState): void {
  const auth = requirePlatformToken(state);

  app.post(VALIDATIONS_ROUTE, auth, async (c) => {
    const body = await readJson(c, createBody);
    const card = findCard(state, c.req.param('cardId'));
    checkCanValidate(state, card, body.AuthorId);
    return c.json(createValidation(state, card, body, new URL(c.req.url).origin));
  });
  allowOnly(app, VALIDATIONS_ROUTE, ['POST']);

  app.get(VALIDATION_ROUTE, auth, (c) => {
    const { cardId, validationId } = c.req.param();
    return c.json(findValidation(state, cardId, validationId).view);
  });
  allowOnly(app, VALIDATION_ROUTE, ['GET']);
}

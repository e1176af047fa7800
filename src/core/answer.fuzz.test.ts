import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answer } from '../../test/support/tokenization-server.js';
import { useTokenizationServer } from '../../test/support/tokenization-server-hooks.js';
import { SERVER_ERRORS, TokenizationError } from './errors.js';
import { en, formatMessage } from './messages.js';
import { tokenizeCard } from './tokenize.js';

// Every answer goes through a real HTTP server on 127.0.0.1 and Node's own fetch.

const card = { cardNumber: '4242 4242 4242 4242', cardExpirationDate: '12/30', cardCvx: '123' };
const server = useTokenizationServer({ beforeAll, afterAll, beforeEach });

/** PROTOCOL.md's answers: registration data of its own characters, at most 512 of them (the service's own are about 150). */
const MAX_DATA_LENGTH = 512;
const MAX_ANSWER_LENGTH = 'data='.length + MAX_DATA_LENGTH;
const NUMBER = card.cardNumber.replaceAll(' ', '');
/** Mostly the two successes, so that every way of reading a 2xx answer comes up often. */
const anyStatus = fc.oneof(
  { arbitrary: fc.constantFrom(200, 201), weight: 3 },
  { arbitrary: fc.constantFrom(204, 400, 404, 500, 502), weight: 2 },
);
const CATALOGUE = new Set(Object.values(en).map((text) => formatMessage(text, { size: 3 })));

/** Text no catalogue message holds, put in every body: an error message quoting it quotes the body. */
const marker = fc.stringMatching(/^[0-9a-f]{8}$/).map((hex) => `Qz${hex}`);

const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }), // lone surrogates and control characters too
  fc.constantFrom('', ' ', '\n', '\r\n', '\t', '\u00a0', '\ufeff', '\u2028', '&', '=', '%00'),
);
const prefix = fc.oneof(
  { arbitrary: fc.constantFrom('data=', 'errorCode='), weight: 2 },
  fc.constantFrom(
    '',
    ' data=',
    '\ufeffdata=',
    'data= ',
    'DATA=',
    'errorcode=',
    'errorCode=02625',
    'errorCode= ',
    'data=x\nerrorCode=',
    '<!doctype html><p>',
    '{"data":"',
    // The request echoed: an error page or a debug route quoting what was posted.
    'data=p&accessKeyRef=k&cardNumber=4242424242424242&cardExpirationDate=1230&cardCvx=123',
    'data=4242424242424242',
    'data=cardNumber',
  ),
);

/** A prefix, then text around the marker. */
const anyBody = fc
  .tuple(prefix, text, marker, text)
  .map(([start, before, mark, after]) => ({ body: `${start}${before}${mark}${after}`, mark }));
/** A well-formed refusal whose code is the marker, or a documented code with the marker after it. */
const refusal = fc.oneof(
  marker.map((mark) => ({ body: `errorCode=${mark}`, mark })),
  fc
    .tuple(fc.constantFrom(...Object.keys(SERVER_ERRORS)), text, marker)
    .map(([code, space, mark]) => ({ body: `errorCode=${code}${space}${mark}`, mark })),
);
/** Answers around the longest one read, and one far beyond. */
const hugeBody = fc
  .tuple(
    fc.constantFrom('data=', 'errorCode=', ''),
    marker,
    fc.oneof(
      fc.integer({ min: MAX_ANSWER_LENGTH - 64, max: MAX_ANSWER_LENGTH + 64 }),
      fc.constant(256 * 1024),
    ),
  )
  .map(([start, mark, length]) => ({
    body: `${start}${mark}`.padEnd(length, start === '' ? '4' : 'x'),
    mark,
  }));

/** Always tried: the edges of the longest answer, of a refusal code, and a 204 saying `data=`. */
const EDGES: [{ body: string; mark: string }, number][] = [
  [{ body: 'data=Qz00000000'.padEnd(MAX_ANSWER_LENGTH, 'x'), mark: 'Qz00000000' }, 200],
  [{ body: 'data=Qz00000000'.padEnd(MAX_ANSWER_LENGTH + 1, 'x'), mark: 'Qz00000000' }, 200],
  [
    { body: `\n data=Qz00000000${'x'.repeat(MAX_ANSWER_LENGTH - 15)} \r\n`, mark: 'Qz00000000' },
    201,
  ],
  [{ body: 'errorCode=0000000000000009', mark: '0000000000000009' }, 200],
  [{ body: 'errorCode=00000000000000091', mark: '00000000000000091' }, 200],
  [{ body: 'errorCode=Qz0000000000000a', mark: 'Qz0000000000000a' }, 200],
  [{ body: `data=Qz00000000${NUMBER}`, mark: 'Qz00000000' }, 200],
  [{ body: 'data=Qz00000000', mark: 'Qz00000000' }, 204],
];

type Expected =
  { data: string } | { code: 'server'; serverCode: string } | { code: 'bad_response' };

/**
 * The tokenization protocol: on a 2xx, `data=` and the registration data's own characters (no `&`,
 * no second `=`) is the registration data and `errorCode=` and digits the server's refusal;
 * anything else, an answer echoing the card, and every other status is not an answer of the service.
 */
function expected(status: number, body: string): Expected {
  if (status < 200 || status > 299) return { code: 'bad_response' };
  // What arrives: UTF-8 on the wire (a lone surrogate becomes U+FFFD), a 204 without its body.
  const received = status === 204 ? '' : new TextDecoder().decode(Buffer.from(body)).trim();
  if (received.includes(NUMBER) || /card(Number|Cvx|ExpirationDate)/i.test(received))
    return { code: 'bad_response' };
  if (/^data=[A-Za-z0-9+/_.~:%-]+$/.test(received) && received.length <= MAX_ANSWER_LENGTH)
    return { data: received };
  const refused = /^errorCode=(\d{1,16})$/.exec(received);
  if (refused) return { code: 'server', serverCode: refused[1]! };
  return { code: 'bad_response' };
}

describe('tokenizeCard reading any answer of the server', () => {
  it('resolves only a data= answer on a 2xx; else a server or bad_response error that quotes nothing', async () => {
    const registration = {
      CardRegistrationURL: server.url,
      AccessKey: 'k',
      PreregistrationData: 'p',
    };
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(anyBody, refusal, hugeBody),
        anyStatus,
        async ({ body, mark }, status) => {
          server.requests.length = 0;
          server.behave(answer(body, status));
          const outcome = await tokenizeCard(registration, card).then(
            (data) => ({ data }),
            (error: unknown) => ({ error }),
          );
          expect(server.requests).toHaveLength(1);
          const want = expected(status, body);
          if ('data' in want) {
            expect(outcome).toEqual({ data: want.data });
            return;
          }
          expect('error' in outcome && outcome.error).toBeInstanceOf(TokenizationError);
          const error = (outcome as { error: TokenizationError }).error;
          const serverCode = 'serverCode' in want ? want.serverCode : undefined;
          expect({ code: error.code, serverCode: error.serverCode, field: error.field }).toEqual({
            code: want.code,
            serverCode,
            field: serverCode === undefined ? undefined : SERVER_ERRORS[serverCode]?.field,
          });
          if (status > 299) expect(error.httpStatus).toBe(status);
          expect(CATALOGUE).toContain(error.message);
          expect(error.message).not.toContain(mark);
        },
      ),
      { numRuns: 100, examples: EDGES },
    );
  }, 30_000); // about 5 s; more on a loaded machine
});

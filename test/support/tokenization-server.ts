import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the server saw it. */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** How the server answers one request; it may also leave `response` hanging or destroy it. */
export type Behaviour = (request: RecordedRequest, response: ServerResponse) => void;

export interface TokenizationServer {
  /** A registration URL on this server, with a path and a query as real ones have. */
  url: string;
  origin: string;
  requests: RecordedRequest[];
  /** Sets how the next requests are answered. */
  behave(behaviour: Behaviour): void;
  close(): Promise<void>;
}

/** Answers like the tokenization server: HTTP 200, plain text, CORS open to every origin. */
export function answer(text: string, status = 200, cors = true): Behaviour {
  return (_request, response) => {
    response.writeHead(status, {
      'Content-Type': 'text/plain',
      ...(cors && { 'Access-Control-Allow-Origin': '*' }),
    });
    response.end(text);
  };
}

/** Never answers, as a stalled server. */
export const stall: Behaviour = () => {};

/** Closes the connection without an answer. */
export const hangUp: Behaviour = (_request, response) => response.socket?.destroy();

/** Sends the head and part of a `data=` answer, then closes the connection. */
export const hangUpMidAnswer: Behaviour = (_request, response) => {
  response.writeHead(200, {
    'Content-Type': 'text/plain',
    'Content-Length': '100',
    'Access-Control-Allow-Origin': '*',
  });
  response.write('data=part', () => response.socket?.destroy());
};

/** A behaviour that holds requests until released, and the release. */
export interface Gate {
  /** Holds every request it is given (set it with `server.behave(gate.behaviour)`). */
  behaviour: Behaviour;
  /** Answers the requests held so far, and those that come later, as `then` does. */
  release(): void;
}

/**
 * Holds requests until `release()`, then answers them with `then`: a test can make its repeats
 * while the card is being tokenized, without racing a timer.
 */
export function gate(then: Behaviour = answer('data=registration-data-1')): Gate {
  let held: [RecordedRequest, ServerResponse][] | undefined = [];
  return {
    behaviour(request, response) {
      if (held) held.push([request, response]);
      else then(request, response);
    },
    release() {
      const waiting = held ?? [];
      held = undefined;
      for (const [request, response] of waiting) then(request, response);
    },
  };
}

/** A stand-in tokenization server on 127.0.0.1 for tests: records every request, answers as told. */
export async function startTokenizationServer(): Promise<TokenizationServer> {
  const requests: RecordedRequest[] = [];
  let behaviour: Behaviour = answer('data=registration-data-1');
  const server = createServer((request, response) => {
    // A connection per request: a browser sends a request again, once, when a reused connection
    // closes unanswered, and a hang-up must be seen once.
    response.setHeader('Connection', 'close');
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const recorded: RecordedRequest = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      behaviour(recorded, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/api/vault/tokenize/b64blob?ref=1`,
    origin,
    requests,
    behave(next) {
      behaviour = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

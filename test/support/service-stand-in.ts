import type { Behaviour, RecordedRequest } from './tokenization-server.js';

/** Behaviours for `startTokenizationServer()` standing in for the service's REST API. */

/** A JSON answer, as the service sends its objects and errors. */
export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Behaviour {
  return (_request, response) => {
    response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
    response.end(JSON.stringify(body));
  };
}

/** The service's error body. */
export function serviceError(status: number, type: string, message = type): Behaviour {
  const body = { Message: message, Type: type, Id: 'err_1', Date: 1781524800, errors: null };
  return json(status, body);
}

const TOKEN = { access_token: 'stand-in-token', token_type: 'Bearer', expires_in: 3600 };

/** The OAuth token route answered, every other request told apart by `behaviours` in turn. */
export function afterToken(...behaviours: Behaviour[]): Behaviour {
  let next = 0;
  return (request, response) => {
    if (request.url === '/v2.01/oauth/token') return json(200, TOKEN)(request, response);
    const behaviour = behaviours[Math.min(next, behaviours.length - 1)]!;
    next += 1;
    behaviour(request, response);
  };
}

/** The requests a test's calls made, without the token requests. */
export const apiRequests = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.url !== '/v2.01/oauth/token');

import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';
import {
  createPaymentsClient,
  frameRegistrationRoute,
  type FrameRegistrationRouteOptions,
  type PaymentsClient,
} from '../../src/server/index.js';
import { startFrameServer, type FrameServer } from './frame-server.js';

/** The merchant's ticket secret, and another merchant's. */
export const SECRET = 'merchant-secret-of-at-least-32-characters';
export const OTHER_MERCHANT = 'another-merchant-secret-of-32-characters!';

/** The frame's own registration route (`registration-source="frame"`) over a sandbox. */
export interface TicketFrame {
  sandbox: Sandbox;
  payments: PaymentsClient;
  frames: FrameServer;
  /** The sandbox's user id of each name given. */
  users: Record<string, string>;
  /** Requests the sandbox's tokenization server has had so far: each would carry a card. */
  tokenizations(): number;
}

export interface TicketFrameOptions {
  /** Sandbox users to create, by name (default: `shopper`). */
  users?: string[];
  networkChoice?: boolean;
  /** The route's options beside its secret; `route` builds the route itself instead. */
  routeOptions?(payments: PaymentsClient): Partial<FrameRegistrationRouteOptions>;
  route?(payments: PaymentsClient): (request: Request) => Promise<Response>;
}

/** The hooks of a Playwright test file this needs. */
interface Hooks {
  beforeAll(hook: (fixtures: { baseURL?: string }) => Promise<void>): void;
  afterAll(hook: () => Promise<void>): void;
}

/**
 * A sandbox, its users and a frame server whose page names the frame's registration route, for
 * the test file: started before its first test with the page's origin as the frame's parent,
 * closed after its last. Its fields are filled in then: read them inside tests.
 */
export function useTicketFrame(hooks: Hooks, options: TicketFrameOptions = {}): TicketFrame {
  const started = { users: {} } as TicketFrame;
  hooks.beforeAll(async ({ baseURL }) => {
    const sandbox = (started.sandbox = await startSandbox());
    const payments = (started.payments = createPaymentsClient({
      baseUrl: sandbox.url,
      clientId: sandbox.clientId,
      apiKey: sandbox.apiKey,
    }));
    for (const name of options.users ?? ['shopper'])
      started.users[name] = (
        await payments.createNaturalUser({
          FirstName: name,
          LastName: 'Example',
          Email: `${name}@example.com`,
          UserCategory: 'PAYER',
        })
      ).Id;
    started.frames = await startFrameServer({
      parentOrigins: [new URL(baseURL!).origin],
      tokenizationOrigins: [sandbox.url],
      networkChoice: options.networkChoice,
      registrationRoute:
        options.route?.(payments) ??
        frameRegistrationRoute({
          secret: SECRET,
          payments,
          ...options.routeOptions?.(payments),
        }),
    });
  });
  hooks.afterAll(async () => {
    await started.frames?.close();
    await started.sandbox?.close();
  });
  started.tokenizations = () =>
    Object.entries(started.sandbox.requests())
      .filter(([path]) => path.startsWith('/tokenize/'))
      .flatMap(([, methods]) => Object.values(methods))
      .reduce((sum, count) => sum + count, 0);
  return started;
}

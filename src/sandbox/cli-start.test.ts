import { afterEach, describe, expect, it } from 'vitest';
import { USAGE } from './cli-options.js';
import { startSandboxCli } from './cli-start.js';
import type { Sandbox } from './index.js';

let started: Sandbox | null = null;
afterEach(async () => {
  await started?.close();
  started = null;
});

/** Runs the command's start with `argv`; answers what it printed, parsed. */
async function run(argv: string[]) {
  const printed: string[] = [];
  started = await startSandboxCli(argv, (text) => printed.push(text));
  const text = printed.join('\n');
  return {
    text,
    url: /listening on (\S+)/.exec(text)?.[1],
    clientId: /client id: (\S+)/.exec(text)?.[1],
    apiKey: /api key: +(\S+)/.exec(text)?.[1],
  };
}

async function tokenStatus(url: string, clientId: string, apiKey: string): Promise<number> {
  const response = await fetch(`${url}/v2.01/oauth/token`, {
    method: 'POST',
    headers: { Authorization: `Basic ${Buffer.from(`${clientId}:${apiKey}`).toString('base64')}` },
    body: new URLSearchParams({ grant_type: 'client_credentials' }),
  });
  await response.body?.cancel();
  return response.status;
}

describe('card-tokenizer-sandbox', () => {
  it('prints the address and the given credentials, which get a token; the defaults do not', async () => {
    const printed = await run(['--port', '0', '--client-id', 'acme', '--api-key', 'k-7f3a']);
    expect(printed).toMatchObject({
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      clientId: 'acme',
      apiKey: 'k-7f3a',
    });
    expect(printed.url).toBe(started?.url);
    expect(await tokenStatus(printed.url!, 'acme', 'k-7f3a')).toBe(200);
    expect(await tokenStatus(printed.url!, 'sandbox', 'sandbox-secret')).toBe(401);
    expect(await tokenStatus(printed.url!, 'acme', 'sandbox-secret')).toBe(401);
  });

  it('prints the default credentials when none are given, and they get a token', async () => {
    const printed = await run(['--port', '0']);
    expect(printed).toMatchObject({ clientId: 'sandbox', apiKey: 'sandbox-secret' });
    expect(await tokenStatus(printed.url!, 'sandbox', 'sandbox-secret')).toBe(200);
  });

  it('prints the usage for --help and starts nothing', async () => {
    const printed = await run(['--help']);
    expect(started).toBeNull();
    expect(printed.text).toBe(USAGE);
  });
});

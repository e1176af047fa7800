import { describe, expect, it } from 'vitest';
import { DEFAULT_CLI_PORT, parseCliOptions } from './cli-options.js';

describe('parseCliOptions', () => {
  it('defaults to port 8787 and the default credentials', () => {
    expect(parseCliOptions([])).toEqual({
      port: DEFAULT_CLI_PORT,
      clientId: undefined,
      apiKey: undefined,
      registrationTtlMs: undefined,
      validationTimeoutMs: undefined,
      cardValidityMs: undefined,
    });
  });

  it('reads every option', () => {
    expect(
      parseCliOptions([
        '--port',
        '0',
        '--client-id',
        'acme',
        '--api-key',
        'k',
        '--registration-ttl-ms',
        '5000',
        '--validation-timeout-ms',
        '2000',
        '--card-validity-ms',
        '60000',
      ]),
    ).toEqual({
      port: 0,
      clientId: 'acme',
      apiKey: 'k',
      registrationTtlMs: 5000,
      validationTimeoutMs: 2000,
      cardValidityMs: 60000,
    });
  });

  it('answers null for --help', () => {
    expect(parseCliOptions(['--help'])).toBeNull();
  });

  it.each([
    '--port=abc',
    '--port=70000',
    '--port=-1',
    '--registration-ttl-ms=1.5',
    '--validation-timeout-ms=5m',
    '--card-validity-ms=-1',
  ])('refuses %s with what it expected', (argument) => {
    expect(() => parseCliOptions([argument])).toThrow(/Expected --[a-z-]+ to be an integer/);
  });

  it('refuses unknown options', () => {
    expect(() => parseCliOptions(['--verbose'])).toThrow();
  });
});

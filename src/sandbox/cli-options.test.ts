import { describe, expect, it } from 'vitest';
import { DEFAULT_CLI_PORT, parseCliOptions } from './cli-options.js';

describe('parseCliOptions', () => {
  it('defaults to port 8787 and the default credentials', () => {
    expect(parseCliOptions([])).toEqual({
      port: DEFAULT_CLI_PORT,
      clientId: undefined,
      apiKey: undefined,
      registrationTtlMs: undefined,
      idempotencyWindowMs: undefined,
      maxIdempotencyKeys: undefined,
      validationTimeoutMs: undefined,
      cardValidityMs: undefined,
      rateLimits: undefined,
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
        '--idempotency-window-ms',
        '1000',
        '--max-idempotency-keys',
        '50',
        '--drop-answers',
        '0.3',
        '--fault-seed',
        '7',
        '--validation-timeout-ms',
        '2000',
        '--card-validity-ms',
        '60000',
        '--rate-limits',
        '2300,4500,8800,105600',
      ]),
    ).toEqual({
      port: 0,
      clientId: 'acme',
      apiKey: 'k',
      registrationTtlMs: 5000,
      validationTimeoutMs: 2000,
      cardValidityMs: 60000,
      idempotencyWindowMs: 1000,
      maxIdempotencyKeys: 50,
      dropAnswers: { share: 0.3, seed: 7 },
      rateLimits: [2300, 4500, 8800, 105600],
    });
  });

  it.each(['1,2,3', '1,2,3,0', '1,2,3,x', '1,2,3,4,5', ''])('refuses --rate-limits=%s', (value) => {
    expect(() => parseCliOptions([`--rate-limits=${value}`])).toThrow(/--rate-limits/);
  });

  it('never drops answers unless asked, and seeds with 1 by default', () => {
    expect(parseCliOptions([])).not.toHaveProperty('dropAnswers');
    expect(parseCliOptions(['--drop-answers', '1'])?.dropAnswers).toEqual({ share: 1, seed: 1 });
  });

  it.each(['--drop-answers=1.5', '--drop-answers=', '--drop-answers=x'])(
    'refuses %s with what it expected',
    (argument) => {
      expect(() => parseCliOptions([argument])).toThrow(/Expected --drop-answers to be a number/);
    },
  );

  it('refuses --fault-seed without --drop-answers', () => {
    expect(() => parseCliOptions(['--fault-seed', '3'])).toThrow(/only with --drop-answers/);
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

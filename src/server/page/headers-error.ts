/** An option of `paymentPageHeaders()` that would produce a wrong or weaker policy. */
export class PaymentPageHeadersError extends TypeError {
  /** The option, with its index for a list: `tokenizationOrigins[1]`, `scriptHashes[0]`… */
  readonly option: string;
  /** What the option accepts, in words. */
  readonly expected: string;
  /** A short description of what came: the value, cut to 60 characters, or its type. */
  readonly received: string;

  constructor(option: string, expected: string, value: unknown) {
    const received = describe(value);
    super(`Expected ${option} to be ${expected}, got ${received}`);
    this.name = 'PaymentPageHeadersError';
    this.option = option;
    this.expected = expected;
    this.received = received;
  }
}

const MAX_SHOWN = 60;

function describe(value: unknown): string {
  if (typeof value === 'string') {
    const cut = value.length > MAX_SHOWN;
    return `${JSON.stringify(cut ? `${value.slice(0, MAX_SHOWN)}…` : value)}`;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null || value === undefined) return String(value);
  return Array.isArray(value) ? 'an array' : `a value of type ${typeof value}`;
}

/** A `BrowserInfo` field or the shopper's address that cannot go to the service as it came. */
export class BrowserInfoError extends TypeError {
  /** `ColorDepth`, `AcceptHeader`, `IpAddress`…, or `BrowserInfo` for the whole value. */
  readonly field: string;
  /** What the service accepts, in words. */
  readonly expected: string;
  /** A short description of what came: the value, cut to 60 characters, or its type. */
  readonly received: string;

  constructor(field: string, expected: string, value: unknown) {
    const received = describe(value);
    super(`Expected ${field} to be ${expected}, got ${received}`);
    this.name = 'BrowserInfoError';
    this.field = field;
    this.expected = expected;
    this.received = received;
  }
}

const MAX_SHOWN = 60;

/** Strings quoted and cut, so a hostile value cannot flood a log line. */
function describe(value: unknown): string {
  if (typeof value === 'string') {
    const shown = value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN)}…` : value;
    return `${JSON.stringify(shown)}${value.length > MAX_SHOWN ? ` (${value.length} characters)` : ''}`;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null || value === undefined) return String(value);
  return Array.isArray(value) ? 'an array' : `a value of type ${typeof value}`;
}

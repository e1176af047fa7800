import { TokenizationError, describeValue } from '../../core/errors.js';
import { ATTRIBUTES, CONNECT, HELLO, THEME, type Attributes } from '../channel/protocol.js';
import { isThemeValue } from './theme-grammar.js';

/**
 * What the page sends the frame, read once at the port into plain typed values: unknown fields
 * dropped, wrong types refused with a `frame` error. Only these values go further.
 */

/** Where the page says the registration comes from; an object is read and checked later, once. */
export type RegistrationFrom =
  | { from: 'attributes' }
  | { from: 'function' }
  | { from: 'object'; value: Readonly<Record<string, unknown>> };

/** `--card-tokenizer-<name>` → a value its grammar allows. */
export type Theme = Readonly<Record<string, string>>;

export type PageMessage =
  | { t: 'attrs'; a: Attributes }
  | { t: 'reg'; reg: RegistrationFrom; bin: boolean }
  | { t: 'theme'; theme: Theme }
  | { t: 'tokenize'; id: number }
  | { t: 'answer'; id: number; value: unknown; error?: string }
  | { t: 'reset' | 'focus' | 'invalid' };

export interface ConnectMessage {
  a: Attributes;
  reg: RegistrationFrom;
  bin: boolean;
  theme: Theme;
}

/** The longest attribute or answer text taken: a registration's fields are a few hundred. */
const MAX_TEXT = 8192;

const refuse = (what: string, value: unknown): never => {
  throw new TokenizationError(
    'frame',
    `Expected ${what} from the page, got ${describeValue(value)}`,
  );
};

const record = (value: unknown, what: string): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : refuse(what, value);

const text = (value: unknown, what: string): string =>
  typeof value === 'string' && value.length <= MAX_TEXT ? value : refuse(what, value);

const id = (value: unknown): number =>
  Number.isSafeInteger(value) && (value as number) > 0 ? (value as number) : refuse('an id', value);

function readAttributes(value: unknown): Attributes {
  const given = record(value, 'the attributes');
  const attributes: Attributes = {};
  for (const name of ATTRIBUTES) {
    const item = Object.hasOwn(given, name) ? given[name] : null;
    attributes[name] = item == null ? null : text(item, `attribute ${name} as text`);
  }
  return attributes;
}

function readRegistrationFrom(value: unknown): RegistrationFrom {
  if (value === null || value === undefined) return { from: 'attributes' };
  if (value === 'fn') return { from: 'function' };
  // Structured clone made it plain data: copied again, it cannot change under a later reader.
  return { from: 'object', value: Object.freeze({ ...record(value, 'a registration') }) };
}

function readTheme(value: unknown): Theme {
  const given = record(value, 'a theme');
  const theme: Record<string, string> = {};
  for (const name of THEME) {
    const property = `--card-tokenizer-${name}`;
    const item = Object.hasOwn(given, property) ? given[property] : undefined;
    if (typeof item === 'string' && isThemeValue(name, item)) theme[property] = item.trim();
  }
  return Object.freeze(theme);
}

const bin = (value: unknown): boolean =>
  typeof value === 'boolean' ? value : refuse('bin as a boolean', value);

/** A message over the port, read; throws a `frame` TokenizationError for one it cannot take. */
export function readPageMessage(data: unknown): PageMessage {
  const message = record(data, 'a message');
  switch (message.t) {
    case 'attrs':
      return { t: 'attrs', a: readAttributes(message.a) };
    case 'reg':
      return { t: 'reg', reg: readRegistrationFrom(message.reg), bin: bin(message.bin) };
    case 'theme':
      return { t: 'theme', theme: readTheme(message.theme) };
    case 'tokenize':
      return { t: 'tokenize', id: id(message.id) };
    case 'answer':
      return {
        t: 'answer',
        id: id(message.id),
        value: message.value,
        ...(message.error !== undefined && { error: text(message.error, 'an error text') }),
      };
    case 'reset':
    case 'focus':
    case 'invalid':
      return { t: message.t };
    default:
      return refuse('a known message type', message.t);
  }
}

/** Whether a message on the window is the parent's hello, which asks the frame to greet again. */
export const isParentHello = (data: unknown): boolean =>
  (data as { ct?: unknown } | null)?.ct === HELLO;

/** The parent's `connect` on the window, read; `undefined` for anything that is not one. */
export function readConnect(data: unknown): ConnectMessage | undefined {
  if ((data as { ct?: unknown } | null)?.ct !== CONNECT) return undefined;
  const message = record(data, 'a connect message');
  return {
    a: readAttributes(message.a),
    reg: readRegistrationFrom(message.reg),
    bin: bin(message.bin),
    theme: readTheme(message.theme),
  };
}

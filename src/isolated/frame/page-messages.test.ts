import { describe, expect, it } from 'vitest';
import { TokenizationError } from '../../core/errors.js';
import { isParentHello, readConnect, readPageMessage } from './page-messages.js';
import { CONNECT, HELLO } from '../channel/protocol.js';

const refused = (data: unknown) => {
  try {
    readPageMessage(data);
  } catch (error) {
    return error;
  }
  return undefined;
};

describe('readPageMessage', () => {
  it('keeps the attributes it knows, as text or null, and drops the rest', () => {
    const message = readPageMessage({
      t: 'attrs',
      a: {
        name: 'card',
        lang: null,
        onclick: 'alert(1)',
        'card-registration-url': 'https://t.example/x',
      },
    });
    expect(message.t).toBe('attrs');
    const { a } = message as { a: Record<string, string | null> };
    expect(a.name).toBe('card');
    expect(a.lang).toBeNull();
    expect(a['card-registration-url']).toBe('https://t.example/x');
    expect(a).not.toHaveProperty('onclick');
  });

  it.each([
    ['an attribute of another type', { t: 'attrs', a: { name: 42 } }],
    ['attributes that are no object', { t: 'attrs', a: 'name=card' }],
    ['an unknown type', { t: 'eval', code: '1' }],
    ['no object', 'tokenize'],
    ['a tokenize without an id', { t: 'tokenize' }],
    ['a negative id', { t: 'tokenize', id: -1 }],
    ['a fractional id', { t: 'answer', id: 1.5 }],
    ['a registration that is a list', { t: 'reg', reg: ['https://t.example'], bin: false }],
    ['bin as text', { t: 'reg', reg: null, bin: 'yes' }],
    ['a huge attribute', { t: 'attrs', a: { name: 'x'.repeat(10_000) } }],
  ])('refuses %s with a frame error', (_name, data) => {
    const error = refused(data) as TokenizationError;
    expect(error).toBeInstanceOf(TokenizationError);
    expect(error.code).toBe('frame');
    expect(error.message).toMatch(/^Expected /);
  });

  it('reads a registration object into a frozen copy, and a function as "function"', () => {
    const value = { CardRegistrationURL: 'https://t.example/x', AccessKey: 'k' };
    const message = readPageMessage({ t: 'reg', reg: value, bin: true });
    expect(message).toEqual({ t: 'reg', reg: { from: 'object', value }, bin: true });
    const { reg } = message as { reg: { value: object } };
    expect(Object.isFrozen(reg.value)).toBe(true);
    expect(reg.value).not.toBe(value);
    expect(readPageMessage({ t: 'reg', reg: 'fn', bin: false })).toEqual({
      t: 'reg',
      reg: { from: 'function' },
      bin: false,
    });
  });
});

describe('readConnect', () => {
  it('is undefined for anything that is not a connect', () => {
    expect(readConnect({ ct: 'other' })).toBeUndefined();
    expect(readConnect(null)).toBeUndefined();
  });

  it('reads a connect with its attributes and registration', () => {
    const connect = readConnect({
      ct: CONNECT,
      a: { name: 'card' },
      reg: null,
      bin: false,
      theme: {},
    });
    expect(connect?.reg).toEqual({ from: 'attributes' });
    expect(connect?.a.name).toBe('card');
  });
});

describe('isParentHello', () => {
  it("is the parent's hello only: the hello's ct, in an object", () => {
    expect(isParentHello({ ct: HELLO })).toBe(true);
    expect(isParentHello({ ct: CONNECT })).toBe(false);
    expect(isParentHello(HELLO)).toBe(false);
    expect(isParentHello(null)).toBe(false);
    expect(isParentHello(undefined)).toBe(false);
  });
});

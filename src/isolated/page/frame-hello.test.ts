import { describe, expect, it } from 'vitest';
import { readHello } from './frame-hello.js';
import { HELLO } from '../channel/protocol.js';

const PAGE = 'https://frame.example/card-frame.html';

describe("readHello, the frame's hello read once where it crosses into the page", () => {
  it('takes a hello: its page and its theme names, as a new object', () => {
    const data = { ct: HELLO, u: PAGE, theme: 'accent text' };
    const hello = readHello(data);
    expect(hello).toEqual({ ct: HELLO, u: PAGE, theme: 'accent text' });
    expect(hello).not.toBe(data);
  });

  it('takes the hello of a frame of another version, which names no theme, with none', () => {
    expect(readHello({ ct: HELLO, u: PAGE })).toEqual({ ct: HELLO, u: PAGE, theme: '' });
  });

  it('drops keys a hello does not have', () => {
    const hello = readHello({ ct: HELLO, u: PAGE, theme: '', connect: true, __proto__: null });
    expect(Object.keys(hello!).sort()).toEqual(['ct', 'theme', 'u']);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', PAGE],
    ['a number', 7],
    ['an empty object', {}],
    ['a page without the hello mark', { u: PAGE, theme: '' }],
    ["the parent's own hello, which names no page", { ct: HELLO }],
    ['another mark', { ct: 'card-tokenizer-frame:connect', u: PAGE }],
    ['a page that is no string', { ct: HELLO, u: new URL(PAGE) }],
    ['a page as an array', { ct: HELLO, u: [PAGE] }],
    ['an array that carries the fields', Object.assign([], { ct: HELLO, u: PAGE })],
  ])('refuses %s', (_name, data) => {
    expect(readHello(data)).toBeNull();
  });

  it.each([
    ['an array', ['accent', 'text']],
    ['a number', 3],
    ['null', null],
    ['an object', { toString: () => 'accent' }],
  ])('refuses a theme that is no text (%s)', (_name, theme) => {
    expect(readHello({ ct: HELLO, u: PAGE, theme })).toBeNull();
  });

  it('reads each field once: a getter cannot show one page to the check and another to the use', () => {
    const reads: string[] = [];
    const pages = [PAGE, 'https://frame.example/other.html'];
    const data = {
      ct: HELLO,
      get u() {
        reads.push('u');
        return pages[reads.length - 1] ?? pages[1];
      },
      get theme() {
        reads.push('theme');
        return 'accent';
      },
    };
    const hello = readHello(data);
    expect(reads.sort()).toEqual(['theme', 'u']);
    expect(hello?.u).toBe(PAGE);
    expect(hello?.u).toBe(PAGE);
  });
});

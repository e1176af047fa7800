import { describe, expect, it } from 'vitest';
import { findBin, findCard } from './card-forms.js';

const CARD = '4970107111111119';
const b64 = (text: string) => Buffer.from(text).toString('base64');

describe('findCard', () => {
  it.each([
    ['plain', `cc=${CARD}`, 'card number, plain'],
    ['spaced', '4970 1071 1111 1119', 'card number, with separators'],
    ['dashed in JSON', '{"n":"4970-1071-1111-1119"}', 'card number, with separators'],
    ['first six and last four', 'bin=4970101119', 'first six and last four digits, plain'],
    [
      'first six, dash, last four',
      '497010-1119',
      'first six and last four digits, with separators',
    ],
    [
      'URL-encoded',
      encodeURIComponent(JSON.stringify({ card: '4970 1071 1111 1119' })),
      'card number, with separators',
    ],
    ['percent-encoded digits', [...CARD].map((d) => `%3${d}`).join(''), 'card number, URL-encoded'],
    ['base64', `d=${b64(JSON.stringify({ cc: CARD }))}`, 'base64 of card number, plain'],
    ['base64 after a path', `/collect/${b64(`x${CARD}`)}`, 'base64 of card number, plain'],
    [
      'URL-safe base64 of a spaced number',
      b64('4970 1071 1111 1119').replace(/\+/g, '-'),
      'base64 of card number, with separators',
    ],
    [
      'base64, URL-encoded',
      encodeURIComponent(b64(`{"pan":"${CARD}"}`)),
      'base64 of card number, plain',
    ],
    ['the digits after the first 8', 'part=2&d=11111119', 'digits after the first 8, plain'],
    [
      'the digits after the first 8, spaced, in base64',
      `p2=${b64('1111 1119')}`,
      'base64 of digits after the first 8, with separators',
    ],
  ])('finds the card %s', (_name, text, form) => {
    expect(findCard(text, CARD)).toBe(form);
  });

  it.each([
    ['other digits', 'order=4970107&total=1111'],
    ['a token', 'data=aGVsbG8gd29ybGQgdGhpcyBpcyBub3QgYSBjYXJk'],
    ['first six alone', 'bin=497010'],
    ['the first 8 alone (the BIN lookup)', '{"Type":"BIN","Bin":"49701071"}'],
  ])('finds nothing in %s', (_name, text) => {
    expect(findCard(text, CARD)).toBeUndefined();
  });

  it('finds the first 8 digits, what a BIN lookup sends, apart', () => {
    expect(findBin('{"Type":"BIN","Bin":"49701071"}', CARD)).toBe('first 8 digits, plain');
    expect(findBin('bin=497010', CARD)).toBeUndefined();
  });
});

describe('findCard, the forms a skimmer written against the canary uses', () => {
  it.each([
    ['reversed', [...CARD].reverse().join(''), 'card number, reversed'],
    ['reversed, spaced', '9111 1111 1701 0794', 'card number, reversed'],
    ['as the hex of its characters', Buffer.from(CARD).toString('hex'), 'card number, hex'],
    ['as a base-16 number', `n=${BigInt(CARD).toString(16).toUpperCase()}`, 'card number, hex'],
    [
      'a letter between every digit',
      [...CARD].join('x'),
      'card number, a separator between every digit',
    ],
    [
      'a tag between every digit',
      [...CARD].join('<b>'),
      'card number, a separator between every digit',
    ],
    [
      'the last 8 as hex',
      Buffer.from(CARD.slice(8)).toString('hex'),
      'digits after the first 8, hex',
    ],
    [
      'base64 of the reversed number',
      b64([...CARD].reverse().join('')),
      'base64 of card number, reversed',
    ],
  ])('finds the card %s', (_name, text, form) => {
    expect(findCard(text, CARD)).toBe(form);
  });

  it('finds nothing in digits with changing separators or in a hash', () => {
    expect(findCard('4x9y7z0a1b0c7d1e1f1g1h1i1j1k1l9', CARD)).toBeUndefined();
    expect(
      findCard('sha256-9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', CARD),
    ).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { colorDepth } from './browser-info.js';

describe('colorDepth', () => {
  it.each([
    [0, 1],
    [1, 1],
    [2, 1],
    [4, 4],
    [8, 8],
    [12, 8],
    [15, 15],
    [16, 16],
    [18, 16],
    [24, 24],
    [30, 24],
    [32, 32],
    [36, 32],
    [48, 48],
    [64, 48],
  ])('a %i-bit screen reads %i, the deepest value 3DS2 allows not above it', (bits, depth) => {
    expect(colorDepth(bits)).toBe(depth);
  });
});

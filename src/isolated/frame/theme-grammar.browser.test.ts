import { describe, expect, it } from 'vitest';
import { THEME } from '../channel/protocol.js';
import { isThemeValue, THEME_PROPERTIES } from './theme-grammar.js';

describe('the frame theme grammar', () => {
  it('has a grammar for every property the page sends', () => {
    for (const name of THEME) expect(THEME_PROPERTIES).toContain(name);
  });

  it.each([
    ['color', '#1a2b3c'],
    ['color', 'rgb(37 99 235 / 0.5)'],
    ['color', 'hsl(210, 50%, 40%)'],
    ['color', 'rebeccapurple'],
    ['background', 'transparent'],
    ['font-family', '"Segoe UI", -apple-system, system-ui, sans-serif'],
    ['font-size', '1.125rem'],
    ['line-height', '24px'],
    ['line-height', '1.5'],
    ['label-font-weight', '600'],
    ['border', '1px solid #767676'],
    ['radius', '0.375rem'],
    ['padding', '0.5rem 0.75rem'],
    ['focus-ring', '0 0 0 3px rgb(37 99 235 / 0.5)'],
    ['focus-ring', 'inset 0 0 0 2px red, 0 0 4px blue'],
    ['disabled-opacity', '0.6'],
  ])('takes %s: %s', (name, value) => {
    expect(isThemeValue(name, value)).toBe(true);
  });

  it.each([
    ['background', 'url(https://collector.example/x)'],
    ['background', 'image-set("https://collector.example/x" 1x)'],
    ['background', 'src("https://collector.example/x")'],
    ['background', 'ur/**/l(https://collector.example/x)'],
    ['color', 'attr(data-x color)'],
    ['color', 'var(--other)'],
    ['color', 'env(safe-area-inset-top)'],
    ['color', 'r\\65 d'],
    ['color', 'red /* note */'],
    ['font-family', 'a; background: url(//x)'],
    ['font-family', '"x\\"), url(//collector.example/x'],
    ['border', '1px solid url(//x)'],
    ['border', '1px solid red; color: blue'],
    ['padding', 'calc(1px + 1px)'],
    ['font-size', 'red'],
    ['color', '1px'],
    ['disabled-opacity', '2'],
    ['label-font-weight', '950;'],
    ['unknown-property', 'red'],
    ['color', ''],
    ['color', `#${'a'.repeat(300)}`],
  ])('refuses %s: %s', (name, value) => {
    expect(isThemeValue(name, value)).toBe(false);
  });
});

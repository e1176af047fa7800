import { describe, expect, it } from 'vitest';
import { foldTemplates } from './fold-templates.mjs';

describe('foldTemplates', () => {
  it('folds the line breaks and indentation of an html template into single spaces', () => {
    const code = 'const t = html`\n  <div\n    class="a"\n  >\n    ${x}\n  </div>\n`;';
    expect(foldTemplates(code)).toBe('const t = html` <div class="a" > ${x} </div> `;');
  });

  it('folds templates nested in a substitution, and keeps the code around them', () => {
    const code = 'html`<p>${ok ? html`<b\n  >y</b>` : nothing}\n</p>`; svg`<g>\n</g>`';
    expect(foldTemplates(code)).toBe(
      'html`<p>${ok ? html`<b >y</b>` : nothing} </p>`; svg`<g> </g>`',
    );
  });

  it('keeps untagged templates, strings and escapes as written', () => {
    const untagged = 'const re = `[ \t\n\\f]`; const s = "}\n{";';
    expect(foldTemplates(untagged)).toBe(untagged);
    const inside = "html`<i title=${'}\n'}>${`a\n  b`}</i>\\`\n`";
    expect(foldTemplates(inside)).toBe("html`<i title=${'}\n'}>${`a\n  b`}</i>\\` `");
  });

  it('keeps the braces of an object or a function in a substitution', () => {
    const code = 'html`<x .v=${{ a: () => { return 1; } }}\n/>`';
    expect(foldTemplates(code)).toBe('html`<x .v=${{ a: () => { return 1; } }} />`');
  });

  it('refuses a template it cannot read to its end, rather than emit a broken one', () => {
    expect(() => foldTemplates('html`<p>${x</p>')).toThrow(SyntaxError);
  });

  it('folds the next code from its start after a template it could not read', () => {
    expect(() => foldTemplates('const a = 1; html`<p>${x</p>')).toThrow(SyntaxError);
    expect(foldTemplates('html`<b\n>`')).toBe('html`<b >`');
  });
});

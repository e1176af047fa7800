import { describe, it } from 'vitest';
import { errorLines, npmScript, run, serverRenderedPage } from './toolchain.js';

describe.concurrent('the Vue example', () => {
  it('type-checks with vue-tsc and strictTemplates', async ({ expect }) => {
    const { status, output } = await npmScript('vue', 'check');
    expect(output).toBe('');
    expect(status).toBe(0);
  });

  it('passes its unit tests: Vue Test Utils, the test doubles, in happy-dom', async ({
    expect,
  }) => {
    const { status, output } = await npmScript('vue', 'test');
    expect(status, output).toBe(0);
    expect(output).toMatch(/Tests\s+2 passed \(2\)/);
  });

  it('builds with Vite, and its server (server.js) renders the page', async ({ expect }) => {
    const { status, output } = await npmScript('vue', 'build');
    expect(status, output).toBe(0);
    const { page, scriptStatus, contentType } = await serverRenderedPage('vue');
    // The registration function is a property, set in the browser: save-card is the one attribute.
    expect(page).toContain(
      '<div id="app"><main><h1>Checkout</h1><card-tokenizer save-card="ask"></card-tokenizer><button type="button" disabled>Pay</button>',
    );
    expect(page).not.toContain('<!--app-');
    expect(scriptStatus).toBe(200);
    expect(contentType).toBe('text/javascript');
  });

  it('refuses a misspelled property, a wrong value type, a wrong event detail', async ({
    expect,
  }) => {
    const { status, output } = await run('test/frameworks/vue', 'npx', ['vue-tsc', '--noEmit']);
    expect(status).toBe(2);
    const errors = errorLines(output);
    const expected = [
      "(13,20): error TS2561: Object literal may only specify known properties, but 'registraton' does not exist",
      "(15,19): error TS2322: Type 'string' is not assignable to type 'boolean | undefined'",
      "(16,20): error TS2322: Type 'string' is not assignable to type 'number'",
      "(17,19): error TS2322: Type '\"VISA\"' is not assignable to type 'CardType | undefined'",
      "(19,20): error TS2322: Type '(event: CustomEvent<CardErrorDetail>) => TokenizationErrorCode' is not assignable to type '(event: CustomEvent<CardTokenizedDetail>) => void'",
    ];
    for (const message of expected) expect(output).toContain(message);
    expect(errors).toHaveLength(expected.length);
  });
});

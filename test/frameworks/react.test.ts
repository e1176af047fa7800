import { describe, it } from 'vitest';
import { errorLines, npmScript, run, serverRenderedPage } from './toolchain.js';

describe.concurrent('the React example', () => {
  it('type-checks with tsc', async ({ expect }) => {
    const { status, output } = await npmScript('react', 'check');
    expect(output).toBe('');
    expect(status).toBe(0);
  });

  it('passes its unit tests: React Testing Library, the test doubles, in happy-dom', async ({
    expect,
  }) => {
    const { status, output } = await npmScript('react', 'test');
    expect(status, output).toBe(0);
    expect(output).toMatch(/Tests\s+2 passed \(2\)/);
  });

  it('builds with Vite, and its server (server.js) renders the page', async ({ expect }) => {
    const { status, output } = await npmScript('react', 'build');
    expect(status, output).toBe(0);
    const { page, scriptStatus, contentType } = await serverRenderedPage('react');
    // The registration function is a property, set in the browser: save-card is the one attribute.
    expect(page).toContain(
      '<div id="root"><main><h1>Checkout</h1><card-tokenizer save-card="ask"></card-tokenizer><button type="button" disabled="">Pay</button>',
    );
    expect(page).not.toContain('<!--app-');
    expect(scriptStatus).toBe(200);
    expect(contentType).toBe('text/javascript');
  });

  it('refuses a misspelled property, a wrong value type, a wrong event detail', async ({
    expect,
  }) => {
    const args = ['tsc', '-p', 'tsconfig.json'];
    const { status, output } = await run('test/frameworks/react', 'npx', args);
    expect(status).toBe(2);
    const expected = [
      "Property 'registraton' does not exist on type 'IntrinsicAttributes & Omit<CardTokenizerProps",
      "Property 'registraton' does not exist on type 'CardTokenizerProps'",
      "Type 'string' is not assignable to type 'boolean | undefined'",
      "Type 'string' is not assignable to type 'number'",
      'Types of property \'"oncard-tokenized"\' are incompatible',
      "is not assignable to type 'Ref<CardTokenizer> | undefined'",
    ];
    for (const message of expected) expect(output).toContain(message);
    expect(errorLines(output)).toHaveLength(expected.length);
  });
});

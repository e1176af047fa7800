import { describe, it } from 'vitest';
import { npmScript, run, serverRenderedPage } from './toolchain.js';

/** svelte-check's machine output: one line per problem, `<time> ERROR "<file>" <line>:<column> "<text>"`. */
const problems = (output: string) =>
  output.split('\n').filter((line) => / (ERROR|WARNING) /.test(line));

describe.concurrent('the Svelte example', () => {
  it('passes svelte-check with no error and no warning', async ({ expect }) => {
    const { status, output } = await npmScript('svelte', 'check');
    expect(output).toContain('svelte-check found 0 errors and 0 warnings');
    expect(status).toBe(0);
  });

  it("passes its unit tests: Svelte's Testing Library, the test doubles, in happy-dom", async ({
    expect,
  }) => {
    const { status, output } = await npmScript('svelte', 'test');
    expect(status, output).toBe(0);
    expect(output).toMatch(/Tests\s+2 passed \(2\)/);
  });

  it('builds with Vite, and its server (server.js) renders the page', async ({ expect }) => {
    const { status, output } = await npmScript('svelte', 'build');
    expect(status, output).toBe(0);
    const { page, scriptStatus, contentType } = await serverRenderedPage('svelte');
    // The registration function is a property, set in the browser: save-card is the one attribute.
    // Svelte marks where its blocks start and end (<!--[-->) for hydration.
    expect(page).toMatch(
      /<div id="app"><!--\[--><main><h1>Checkout<\/h1>\s*<card-tokenizer save-card="ask"><\/card-tokenizer>\s*<button type="button" disabled="">Pay<\/button>/,
    );
    expect(page).not.toContain('<!--app-');
    expect(scriptStatus).toBe(200);
    expect(contentType).toBe('text/javascript');
  });

  it('refuses a misspelled property, a wrong value type, a wrong event detail', async ({
    expect,
  }) => {
    const { status, output } = await run('test/frameworks/svelte', 'npx', [
      'svelte-check',
      '--tsconfig',
      './tsconfig.json',
      '--output',
      'machine',
    ]);
    expect(status).toBe(1);
    const expected = [
      `"negative.svelte" 12:17 "Object literal may only specify known properties, and '\\"registraton\\"' does not exist`,
      `"negative.svelte" 14:17 "Type 'string' is not assignable to type 'boolean | undefined'."`,
      `"negative.svelte" 15:17 "Type 'string' is not assignable to type 'number'."`,
      `"negative.svelte" 16:17 "Type '\\"VISA\\"' is not assignable to type 'CardType | undefined'."`,
      `"negative.svelte" 18:17 "Type '(event: CustomEvent<CardErrorDetail>) => TokenizationErrorCode' is not assignable to type 'EventHandler<CustomEvent<CardTokenizedDetail>, CardTokenizer>'.`,
    ];
    for (const message of expected) expect(output).toContain(message);
    expect(problems(output)).toHaveLength(expected.length);
  });
});

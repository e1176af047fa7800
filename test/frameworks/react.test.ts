import { readFileSync } from 'node:fs';
import { describe, it } from 'vitest';
import { errorLines, npmScript, repository, run } from './toolchain.js';

describe.concurrent('the React example', () => {
  it('type-checks with tsc', async ({ expect }) => {
    const { status, output } = await npmScript('react', 'check');
    expect(output).toBe('');
    expect(status).toBe(0);
  });

  it('builds with Vite, and its server entry renders the element', async ({ expect }) => {
    const { status, output } = await npmScript('react', 'build');
    expect(status, output).toBe(0);
    const entry = `${repository}examples/react/dist/server/entry-server.js`;
    const { render } = (await import(entry)) as { render(): string };
    expect(render()).toMatch(/<card-tokenizer><\/card-tokenizer>/);
    const page = readFileSync(`${repository}examples/react/dist/client/index.html`, 'utf8');
    expect(page).toContain('<!--app-html-->');
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

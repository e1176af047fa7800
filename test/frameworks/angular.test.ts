import { readFileSync } from 'node:fs';
import { describe, it } from 'vitest';
import { errorLines, npmScript, repository, run } from './toolchain.js';

describe.concurrent('the Angular example', () => {
  // Its build starts with its check: ngc with strictTemplates, then Vite bundles ngc's output.
  it('compiles with ngc (strictTemplates) and builds with Vite', async ({ expect }) => {
    const { status, output } = await npmScript('angular', 'build');
    expect(status, output).toBe(0);
    expect(errorLines(output)).toEqual([]);
    const page = readFileSync(`${repository}examples/angular/dist/client/index.html`, 'utf8');
    expect(page).toMatch(/<script type="module" crossorigin src="\/angular\/assets\/[\w-]+\.js">/);
  });

  it('refuses a misspelled property, a wrong value type, a wrong event detail', async ({
    expect,
  }) => {
    const args = ['ngc', '-p', 'tsconfig.json'];
    const { status, output } = await run('test/frameworks/angular', 'npx', args);
    expect(status).not.toBe(0);
    const expected = [
      "NG8002: Can't bind to 'registraton' since it isn't a known property of 'card-tokenizer'",
      "TS2322: Type 'string' is not assignable to type 'boolean'",
      "TS2322: Type 'string' is not assignable to type 'number'",
      // (cardTokenized), the output, and (card-tokenized), the element's own event.
      "TS2345: Argument of type 'CardTokenizedDetail' is not assignable to parameter of type 'CardErrorDetail'",
      "TS2345: Argument of type 'CardTokenizedDetail' is not assignable to parameter of type 'CardErrorDetail'",
    ];
    const errors = errorLines(output).map((line) => line.replace(/^.*?error\s+/, ''));
    const found = errors.map((error) => expected.find((message) => error.startsWith(message)));
    expect(found.sort()).toEqual([...expected].sort());
  });
});

import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, it } from 'vitest';
import { errorLines, npmScript, repository, run } from './toolchain.js';

/**
 * The page the example's own server (`node server.js`) renders, the status of the script it
 * loads, and what the server printed to stderr meanwhile (Angular logs a render's errors there).
 */
async function serverRendered(): Promise<{ page: string; scriptStatus: number; errors: string }> {
  const server = spawn('node', ['server.js'], {
    cwd: `${repository}examples/angular`,
    env: { ...process.env, NODE_ENV: 'production', PORT: '0' },
  });
  let errors = '';
  server.stderr.on('data', (chunk) => (errors += chunk));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      server.stdout.on('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
      server.once('exit', (status) => reject(new Error(`server.js exited (${status}): ${errors}`)));
    });
    const page = await (await fetch(url)).text();
    const script = /<script type="module" crossorigin="" src="([^"]+)"/.exec(page)?.[1] ?? '';
    const { status: scriptStatus } = await fetch(new URL(script, url));
    return { page, scriptStatus, errors };
  } finally {
    server.kill();
  }
}

describe.concurrent('the Angular example', () => {
  // Its build starts with its check: ngc with strictTemplates, then Vite bundles ngc's output for
  // the browser and, from src/entry-server.ts, for the server.
  it('compiles with ngc (strictTemplates), builds with Vite, and renders on the server', async ({
    expect,
  }) => {
    const { status, output } = await npmScript('angular', 'build');
    expect(status, output).toBe(0);
    expect(errorLines(output)).toEqual([]);
    const template = readFileSync(`${repository}examples/angular/dist/client/index.html`, 'utf8');
    expect(template).toMatch(
      /<script type="module" crossorigin src="\/angular\/assets\/[\w-]+\.js">/,
    );
    const { page, scriptStatus, errors } = await serverRendered();
    expect(errors).toBe('');
    // The card is empty on the server: the control invalid, Pay disabled, as in the browser.
    expect(page).toContain(
      '<form novalidate="" class="ng-untouched ng-pristine ng-invalid"><card-tokenizer formcontrolname="card" savecard="ask" class="ng-untouched ng-pristine ng-invalid" ngh="0"></card-tokenizer><button type="submit" disabled="">Pay</button></form>',
    );
    // What the browser hydrates from.
    expect(page).toContain('<script id="ng-state" type="application/json">');
    expect(scriptStatus).toBe(200);
  });

  // Angular only logs an error thrown after a render: the output must have none.
  it('passes its unit tests: TestBed, Testing Library, the test doubles, in happy-dom', async ({
    expect,
  }) => {
    const { status, output } = await npmScript('angular', 'test');
    expect(status, output).toBe(0);
    expect(output).toMatch(/Tests\s+2 passed \(2\)/);
    expect(output).not.toContain('ERROR');
  });

  it('refuses a misspelled property, a wrong value type, a missing src, a wrong event detail', async ({
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
      // <card-tokenizer-frame>: a misspelled input, a wrong type, no src, a wrong event detail.
      "NG8002: Can't bind to 'frameTimout' since it isn't a known property of 'card-tokenizer-frame'",
      "TS2322: Type 'string' is not assignable to type 'number'",
      "NG8008: Required input 'src' from component CardTokenizerFrameComponent must be specified",
      "TS2345: Argument of type 'CardTokenizedDetail' is not assignable to parameter of type 'CardErrorDetail'",
    ];
    const errors = errorLines(output).map((line) => line.replace(/^.*?error\s+/, ''));
    const found = errors.map((error) => expected.find((message) => error.startsWith(message)));
    expect(found.sort()).toEqual([...expected].sort());
  });
});

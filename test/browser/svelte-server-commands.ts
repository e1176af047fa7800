// Runs in Vitest's Node process: the server's HTML of a Svelte component, for a browser test to
// hydrate. The component is compiled for the server here, for the browser by the Svelte plugin.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compile } from 'svelte/compiler';
import type { BrowserCommand } from 'vitest/node';

const repository = resolve(import.meta.dirname, '../..');
/** Inside the repository, so that the compiled module finds `svelte` in node_modules. */
const compiled = `${repository}/node_modules/.cache/card-tokenizer-svelte`;

/** `renderSvelte('test/browser/svelte/Checkout.svelte', props)`: its HTML, rendered on the server. */
const renderSvelte: BrowserCommand<[file: string, props: Record<string, unknown>]> = async (
  _context,
  file,
  props,
) => {
  const source = readFileSync(resolve(repository, file), 'utf8');
  const { js } = compile(source, { generate: 'server', filename: file });
  mkdirSync(compiled, { recursive: true });
  // Named by its code: one file per version of the component, fresh when the component changes.
  const hash = createHash('sha1').update(js.code).digest('hex').slice(0, 12);
  const module = `${compiled}/${basename(file)}.${hash}.js`;
  writeFileSync(module, js.code);
  const { render } = await import('svelte/server');
  const { default: component } = await import(pathToFileURL(module).href);
  return render(component, { props }).body;
};

export const svelteServerCommands = { renderSvelte };

declare module 'vitest/browser' {
  interface BrowserCommands {
    renderSvelte: (file: string, props: Record<string, unknown>) => Promise<string>;
  }
}

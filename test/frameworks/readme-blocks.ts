import { readFileSync } from 'node:fs';
import { repository } from './toolchain.js';

/**
 * The code block the README gives for `file`: the fenced block right after the line naming the
 * file (`` `examples/vue/src/App.vue`: ``), or undefined when there is none.
 */
export function readmeBlock(file: string): string | undefined {
  const readme = readFileSync(`${repository}README.md`, 'utf8');
  const start = readme.indexOf(`\`${file}\`:\n\n\`\`\``);
  if (start === -1) return undefined;
  const code = readme.indexOf('\n', readme.indexOf('```', start)) + 1;
  return readme.slice(code, readme.indexOf('\n```\n', code) + 1);
}

/** An example's file as it is in the repository. */
export const exampleFile = (file: string) => readFileSync(`${repository}${file}`, 'utf8');

import type { Drift, ScriptSeen } from '../terms/evidence.js';

/**
 * The package's own scripts on the page must be the installed version's bytes: a script served
 * under a name of integrity.json (`card-tokenizer.iife.js`, `locales/fr.js`) with another hash is
 * drift, as is an element defined by a script that claims that name and does not match.
 */
export function checkElementScripts(
  scripts: ScriptSeen[],
  integrity: Record<string, string>,
  version: string,
): Drift[] {
  const drifts: Drift[] = [];
  for (const script of scripts) {
    if (script.url === 'inline' || script.url === 'eval') continue;
    const path = new URL(script.url, 'http://page').pathname;
    const file = Object.keys(integrity).find(
      (name) => path === `/${name}` || path.endsWith(`/${name}`),
    );
    if (file && integrity[file] !== script.sha384)
      drifts.push({
        kind: 'element-script',
        where: script.url,
        message: `not the ${file} of card-tokenizer ${version} (integrity.json has ${integrity[file]}, the page ran ${script.sha384})`,
      });
  }
  return drifts;
}

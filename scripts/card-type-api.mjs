// Drops from the script-tag bundle the part of credit-card-type that nothing in it calls: its
// brand-list editing API (`addCard`, `updateCard`, …) and its helper, methods on the function card-validator
// calls, which no bundler can shake off. The bundle exposes neither library to the page.

/** The methods removed; card-validator's number check uses the function and its `types` only. */
export const UNUSED_METHODS = [
  'getTypeInfo',
  'removeCard',
  'addCard',
  'updateCard',
  'changeOrder',
  'resetModifications',
];

const METHOD = /^creditCardType\.(\w+) = function \([^)]*\) \{\n[\s\S]*?^\};\n/gm;
/** TypeScript's object-spread helper, which only `updateCard` uses. */
const ASSIGN = /^var __assign = [\s\S]*?^\};\n/m;

/**
 * credit-card-type's `dist/index.js` without the methods of `UNUSED_METHODS`. Throws when the
 * file no longer has exactly those, so that a new version is looked at rather than broken.
 */
export function dropCardTypeApi(code) {
  const removed = [];
  const out = code.replace(METHOD, (method, name) => {
    removed.push(name);
    return '';
  });
  if (removed.join() !== UNUSED_METHODS.join())
    throw new Error(
      `credit-card-type's methods changed: found ${removed.join(', ') || 'none'}, expected ${UNUSED_METHODS.join(', ')}`,
    );
  const helperless = out.replace(ASSIGN, '');
  // Left in use elsewhere, it is kept.
  return helperless.includes('__assign') ? out : helperless;
}

// The bundles' gzip budgets, and the check `npm run size` and `npm test` fail on.

/** Enforced gzip budgets in bytes; the locale one applies to each `locales/*.js`. */
export const GZIP_BUDGETS = {
  'card-tokenizer.iife.js': 20 * 1024,
  'core (ESM + deps)': 6.5 * 1024,
  // `<card-tokenizer-frame>`, the parent side of isolated mode: the card's script is in its frame.
  'card-tokenizer-frame.iife.js': 3 * 1024,
  // The co-branded card's network choice, loaded only by pages that turn it on.
  'network-choice.js': 2 * 1024,
  // The cardholder name field, loaded only by pages that ask for the name (`holder-name`).
  'holder-name.js': 2 * 1024,
  // The card's space from the first paint, for the page's <head>: render-blocking, so small.
  'card-tokenizer.css': 1024,
};
// 1 KiB until the card-on-file consent's two texts put Bulgarian, Greek, Japanese and Ukrainian
// 16 to 20 B above it.
export const LOCALE_GZIP_BUDGET = 1152;
/** Printed, not enforced: where the script-tag bundle should get back to. */
export const GZIP_AIMS = { 'card-tokenizer.iife.js': 18 * 1024 };

/** The budget of a bundle by its name, `undefined` for a bundle that has none. */
export function budgetOf(name, budgets = GZIP_BUDGETS, localeBudget = LOCALE_GZIP_BUDGET) {
  return name.startsWith('locales/') ? localeBudget : budgets[name];
}

/** The bundles whose gzip size is above their budget, each with both figures. */
export function overBudget(sizes, budgets = GZIP_BUDGETS, localeBudget = LOCALE_GZIP_BUDGET) {
  return sizes
    .map(({ name, gzip }) => ({ name, gzip, budget: budgetOf(name, budgets, localeBudget) }))
    .filter(({ gzip, budget }) => budget !== undefined && gzip > budget);
}

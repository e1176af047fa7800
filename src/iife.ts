/**
 * The script-tag bundle: `<card-tokenizer>` defined on load, and `window.CardTokenizer` with what
 * a page without a bundler uses beside it. Each name costs the bundle 5 to 17 B gzip whether a
 * page uses it or not: the card rules and message tools of `card-tokenizer/core` are for pages
 * that build their own inputs, which bundle that entry instead.
 */
import './index.js';

export { CardTokenizer } from './element.js';
export { browserInfo, TokenizationError, tokenizeCard, validateCard } from './core/index.js';
// The locale scripts register their texts through it.
export { defineLocale } from './locales/registry.js';
export { version } from './version.js';

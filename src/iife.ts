/** The script-tag bundle: `window.CardTokenizer`, and `<card-tokenizer>` defined on load. */
export * from './index.js';

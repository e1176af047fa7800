/** The library's ESM entry: the headless core, the element, and its registration (the only side effect). */
import { defineCardTokenizer } from './element/define.js';

export * from './core/index.js';
export * from './element.js';
export { version } from './version.js';
export { defineCardTokenizer, TAG_NAME } from './element/define.js';
export { defineLocale } from './locales/registry.js';

defineCardTokenizer();

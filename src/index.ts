/** The library's ESM entry: the headless core, the element, and its registration (the only side effect). */
import { defineCardTokenizer } from './element/define.js';

export * from './core/index.js';
export { version } from './version.js';
export { CardTokenizer } from './element/card-tokenizer.js';
export { defineCardTokenizer, TAG_NAME } from './element/define.js';
export { defineLocale } from './locales/registry.js';
export type { HolderNameMode } from './element/holder-name.js';
export type {
  CardChangeDetail,
  CardErrorDetail,
  CardTokenizedDetail,
  CardTokenizerEventMap,
  FieldState,
} from './element/events.js';
export type { CardTokenizerMessages } from './element/texts.js';
export type {
  RegistrationProvider,
  RegistrationRequest,
  RegistrationSource,
} from './element/registration-source.js';

defineCardTokenizer();

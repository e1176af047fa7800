/**
 * The element's class, registering nothing: `card-tokenizer` defines `<card-tokenizer>`; import
 * this to define it yourself (another tag, a scoped registry) or to extend it.
 */
export { CardTokenizer } from './element/card-tokenizer.js';
export type {
  CardChangeDetail,
  CardErrorDetail,
  CardTokenizedDetail,
  CardTokenizerEventMap,
  FieldState,
} from './element/events.js';
export type { CardTokenizerMessages } from './element/texts.js';
export type { HolderNameMode } from './element/optional/holder-name.js';
export type { SaveCardMode } from './element/save-card.js';
export type {
  RegistrationProvider,
  RegistrationRequest,
  RegistrationSource,
} from './element/registration-source.js';
export type {
  BinLookup,
  CardNetwork,
  NetworkChoiceDetail,
  NetworkChoiceReason,
  NetworkChoiceState,
} from './element/optional/network-choice-api.js';

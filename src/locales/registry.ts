import type { Messages } from '../core/messages.js';

/** What only the element shows: labels, placeholder, brand, progress and the name's errors. */
export interface ElementLabels {
  numberLabel: string;
  expiryLabel: string;
  cvxLabel: string;
  holderLabel: string;
  optional: string;
  expiryPlaceholder: string;
  /** `{brand}` is the brand's name. */
  brandAnnouncement: string;
  unknownBrand: string;
  busy: string;
  tokenized: string;
  groupLabel: string;
  /** The title of `<card-tokenizer-frame>`'s iframe. */
  frameTitle: string;
  holderRequired: string;
  /** `{max}` is the longest name accepted. */
  holderTooLong: string;
  holderInvalid: string;
  /** The legend of a co-branded card's network choice. */
  networkLabel: string;
  /** The label of the unticked "save this card" checkbox (`save-card="ask"`). */
  saveCardLabel: string;
  /** Says that the card is kept for future payments (`save-card="notice"`): paying is consent. */
  saveCardNotice: string;
  /** The security code's hint for a three-digit code, printed on the back of the card. */
  cvxHintBack: string;
  /** The security code's hint for a four-digit code, printed on the front (American Express). */
  cvxHintFront: string;
  /** Announced when a submit is refused; `{count}` is how many fields have a problem. */
  problemCount: string;
}

/** Every text of `<card-tokenizer>`, by key: its labels and the errors it shows. */
export type CardTokenizerMessages = Messages & ElementLabels;

/** On `globalThis`, so the script-tag bundle, the npm build and locale scripts share one list. */
const LOCALES = Symbol.for('card-tokenizer.locales');
/** Fired on `window` when a locale is added: elements showing English may now speak it. */
export const LOCALE_ADDED = 'card-tokenizer-locale';

type Global = typeof globalThis & { [LOCALES]?: Map<string, CardTokenizerMessages> };

/** Tags that name a language the catalogues know under another tag. */
export const ALIASES: Record<string, string> = {
  zh: 'zh-hans',
  'zh-cn': 'zh-hans',
  'zh-sg': 'zh-hans',
  'zh-tw': 'zh-hant',
  'zh-hk': 'zh-hant',
  'zh-mo': 'zh-hant',
  no: 'nb',
  nn: 'nb',
  iw: 'he',
};

function registry(): Map<string, CardTokenizerMessages> {
  return ((globalThis as Global)[LOCALES] ??= new Map());
}

/** Makes a catalogue available to every `<card-tokenizer>` under `tag`, and returns it. */
export function defineLocale(tag: string, messages: CardTokenizerMessages): CardTokenizerMessages {
  registry().set(tag.toLowerCase(), messages);
  if (typeof dispatchEvent === 'function') dispatchEvent(new Event(LOCALE_ADDED));
  return messages;
}

/** The loaded catalogue that best fits a BCP 47 tag (`de-AT` → `de`, `zh-TW` → `zh-Hant`). */
export function findLocale(lang: string): CardTokenizerMessages | undefined {
  const subtags = lang.toLowerCase().replace(/_/g, '-').split('-');
  for (let length = subtags.length; length > 0; length--) {
    const tag = subtags.slice(0, length).join('-');
    const found = registry().get(tag) ?? registry().get(ALIASES[tag] ?? '');
    if (found) return found;
  }
  return undefined;
}

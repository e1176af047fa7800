declare const __CARD_TOKENIZER_VERSION__: string;

/** The package version, set at build time. */
export const version: string = __CARD_TOKENIZER_VERSION__;

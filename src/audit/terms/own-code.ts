/** The marker of the audit's own code in the page, so that it is not taken for the page's. */
export const OWN_SOURCE_URL = 'card-tokenizer-audit';

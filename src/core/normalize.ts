/** Bidirectional marks and isolates that a paste from an RTL page can carry. */
const BIDI_MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Folds what people type or paste into plain text: full-width digits to ASCII, no bidi marks. */
export function normalizeInput(raw: string): string {
  return raw.normalize('NFKC').replace(BIDI_MARKS, '').trim();
}

/** Only the ASCII digits of a string, for formatting as the shopper types. */
export function onlyDigits(raw: string): string {
  return normalizeInput(raw).replace(/\D/g, '');
}

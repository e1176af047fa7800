/**
 * Why the card frame failed, as `<card-tokenizer-frame>` names it: a short code and what the
 * developer's message quotes. The message itself is written by the failure module, which loads
 * only then (`failureMessage()`), so the element's script carries no English.
 */
export type FailureReason =
  | readonly [reason: 'same-origin']
  | readonly [reason: 'timeout', src: string, ms: number]
  | readonly [reason: 'csp', origin: string]
  | readonly [reason: 'navigated']
  | readonly [reason: 'foreign', given: string, src: string];

/** The developer's message for `card-error` and the console, in English. */
export function failureMessage(failure: FailureReason, pageOrigin = location.origin): string {
  switch (failure[0]) {
    case 'same-origin':
      return `Expected src to be the card frame page's URL on another origin than ${pageOrigin}: on this one it would isolate nothing`;
    case 'timeout':
      return `The card frame ${failure[1]} did not answer within ${failure[2]} ms: check that it loads, and that its parents and frame-ancestors name ${pageOrigin}`;
    case 'csp':
      return `This page's Content-Security-Policy blocks the card frame: add ${failure[1]} to frame-src`;
    case 'navigated':
      return 'The card frame was navigated away from its page';
    case 'foreign':
      return `Expected the iframe inside <card-tokenizer-frame> to load its src ${failure[2]}, got ${failure[1] || 'none'}: refused, not adopted`;
  }
}

import { CardTokenizer } from './card-tokenizer.js';
import type { CardTokenizerEventMap } from './events.js';

export const TAG_NAME = 'card-tokenizer';

/**
 * Registers `<card-tokenizer>` once: a page may load both the script-tag bundle and the npm
 * build. Does nothing where there is no `customElements` (Node, server rendering).
 */
export function defineCardTokenizer(): void {
  if (typeof customElements === 'undefined' || customElements.get(TAG_NAME)) return;
  // The literal, not TAG_NAME: it is what the manifest analyzer reads as the tag.
  customElements.define('card-tokenizer', CardTokenizer);
}

declare global {
  interface HTMLElementTagNameMap {
    'card-tokenizer': CardTokenizer;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the event types in.
  interface GlobalEventHandlersEventMap extends CardTokenizerEventMap {}
}

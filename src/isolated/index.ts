/**
 * `card-tokenizer/isolated`: defines `<card-tokenizer-frame>`, the card in one frame on another
 * origin of the merchant (its page: `cardFramePage()` of `card-tokenizer/server`).
 */
import { CardTokenizerFrame } from './page/card-tokenizer-frame.js';

export { CardTokenizerFrame, FRAME_TIMEOUT_MS } from './page/card-tokenizer-frame.js';

export const FRAME_TAG_NAME = 'card-tokenizer-frame';

/** Registers `<card-tokenizer-frame>` once; nothing where there is no `customElements`. */
export function defineCardTokenizerFrame(): void {
  if (typeof customElements === 'undefined' || customElements.get(FRAME_TAG_NAME)) return;
  customElements.define('card-tokenizer-frame', CardTokenizerFrame);
}

defineCardTokenizerFrame();

declare global {
  interface HTMLElementTagNameMap {
    'card-tokenizer-frame': CardTokenizerFrame;
  }
}

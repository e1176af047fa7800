/**
 * What markup may set on `<card-tokenizer-frame>`: `<card-tokenizer>`'s attributes, its frame's
 * `src` and `frame-timeout`, the registration the frame fetches itself, and the two properties that
 * stay in the page. Shared by the typings of React, Vue and Svelte.
 */
import type { CardTokenizer } from '../element/card-tokenizer.js';
import type { AttributeProps } from '../element/markup-props.js';

export type CardTokenizerFrameProps = AttributeProps & {
  /** The card frame page's URL, on another origin than the page's. */
  src: string;
  /** Milliseconds the frame has to answer before `card-error` code `frame`. */
  'frame-timeout'?: number | string;
  /** `frame`: the frame fetches its registration from its own origin, given the ticket below. */
  'registration-source'?: 'frame';
  /** The ticket your backend signed for this checkout (`signFrameTicket()`). */
  'registration-ticket'?: string;
  name?: string;
  timeout?: number | string;
  disabled?: boolean;
  registration?: CardTokenizer['registration'];
  binLookup?: CardTokenizer['binLookup'];
};

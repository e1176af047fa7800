/**
 * Svelte 5 typing of `<card-tokenizer>`: with `import 'card-tokenizer/svelte'` once in the app,
 * `svelte-check` checks its properties, attributes and `oncard-*` handlers. Derived from the
 * element's class and event map, so it cannot drift.
 */
import type { EventHandler, HTMLAttributes } from 'svelte/elements';
import type { CardTokenizer } from '../element/card-tokenizer.js';
import type { CardTokenizerEventMap } from '../element/events.js';
import type { AttributeProps, PropertyProps } from '../element/markup-props.js';
import type { CardTokenizerFrame } from '../isolated/page/card-tokenizer-frame.js';
import type { CardTokenizerFrameProps } from './frame-props.js';

/** `oncard-change={(event) => …}`: Svelte 5 listens to an element's events by name. */
type EventProps = {
  [Type in keyof CardTokenizerEventMap as `on${Type}`]?: EventHandler<
    CardTokenizerEventMap[Type],
    CardTokenizer
  >;
};

export type CardTokenizerAttributes = Omit<HTMLAttributes<CardTokenizer>, keyof PropertyProps> &
  PropertyProps &
  AttributeProps &
  EventProps;

/** `<card-tokenizer-frame>` of `card-tokenizer/isolated`: the same events, its own attributes. */
export type CardTokenizerFrameAttributes = Omit<
  HTMLAttributes<CardTokenizerFrame>,
  keyof CardTokenizerFrameProps
> &
  CardTokenizerFrameProps &
  EventProps;

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
    'card-tokenizer': CardTokenizerAttributes;
    'card-tokenizer-frame': CardTokenizerFrameAttributes;
  }
}

/**
 * Vue 3 typing of `<card-tokenizer>`: with `import 'card-tokenizer/vue'` once in the app, templates
 * checked by `vue-tsc` (with `vueCompilerOptions.strictTemplates`) check its properties,
 * attributes and events. Derived from the element's class and event map, so it cannot drift.
 */
import type { EmitFn, HTMLAttributes, PublicProps } from 'vue';
import type { CardType } from '../core/brands.js';
import type { CardTokenizer } from '../element/card-tokenizer.js';
import type { CardTokenizerEventMap } from '../element/events.js';
import type { PropertyProps, StyleAttributeProps } from '../element/markup-props.js';
import type { CardTokenizerFrame } from '../isolated/page/card-tokenizer-frame.js';
import type { CardTokenizerFrameProps } from './frame-props.js';

/**
 * Tells Vue's template compiler that `<card-tokenizer>` is a custom element, not a component:
 * `vue({ template: { compilerOptions: { isCustomElement: isCardTokenizer } } })` in vite.config.
 */
export function isCardTokenizer(tag: string): boolean {
  return tag === 'card-tokenizer' || tag === 'card-tokenizer-frame';
}

/**
 * Vue type-checks `card-type="AMEX"` as the property `cardType`: held to the service's values;
 * `compact-messages`, which only the element's styles read, as `compactMessages` likewise.
 */
interface AttributeProps {
  cardType?: CardType;
  compactMessages?: StyleAttributeProps['compact-messages'];
}

/** `@card-tokenized="(event) => …"`: Vue reads a component's events from the type of `$emit`. */
type Emit = EmitFn<{
  [Type in keyof CardTokenizerEventMap]: (event: CardTokenizerEventMap[Type]) => void;
}>;

/** What Vue's template checker sees of the element: the class, its props and its events. */
export type CardTokenizerComponent = new () => CardTokenizer & {
  /** @deprecated For template type checking only: not on the element. */
  $props: HTMLAttributes & Omit<PropertyProps, keyof AttributeProps> & AttributeProps & PublicProps;
  /** @deprecated For template type checking only: not on the element. */
  $emit: Emit;
};

/** `<card-tokenizer-frame>` of `card-tokenizer/isolated`: the same events, its own attributes. */
export type CardTokenizerFrameComponent = new () => CardTokenizerFrame & {
  /** @deprecated For template type checking only: not on the element. */
  $props: HTMLAttributes & CardTokenizerFrameProps & PublicProps;
  /** @deprecated For template type checking only: not on the element. */
  $emit: Emit;
};

declare module 'vue' {
  interface GlobalComponents {
    'card-tokenizer': CardTokenizerComponent;
    'card-tokenizer-frame': CardTokenizerFrameComponent;
  }
}

/**
 * JSX typing of `<card-tokenizer>` for React 19, which sets its properties and listens to its
 * events (`oncard-change`, `oncard-tokenized`, `oncard-error`). Opt in with
 * `import type {} from 'card-tokenizer/react';`.
 */
import type { HTMLAttributes, Ref } from 'react';
import type { CardTokenizer } from '../element/card-tokenizer.js';
import type { CardTokenizerEventMap } from '../element/events.js';
import type { AttributeProps, PropertyProps } from '../element/markup-props.js';
import type { CardTokenizerFrame } from '../isolated/page/card-tokenizer-frame.js';
import type { CardTokenizerFrameProps } from './frame-props.js';

/** `oncard-change={(event) => …}`: React 19 listens to the element's own events by name. */
type EventProps = {
  [Type in keyof CardTokenizerEventMap as `on${Type}`]?: (
    event: CardTokenizerEventMap[Type],
  ) => void;
};

export interface CardTokenizerProps
  extends HTMLAttributes<CardTokenizer>, PropertyProps, AttributeProps, EventProps {
  ref?: Ref<CardTokenizer>;
}

/** `<card-tokenizer-frame>` of `card-tokenizer/isolated`: the same events, its own attributes. */
export interface CardTokenizerFrameJsxProps
  extends HTMLAttributes<CardTokenizerFrame>, CardTokenizerFrameProps, EventProps {
  ref?: Ref<CardTokenizerFrame>;
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX lives in a namespace.
  namespace JSX {
    interface IntrinsicElements {
      'card-tokenizer': CardTokenizerProps;
      'card-tokenizer-frame': CardTokenizerFrameJsxProps;
    }
  }
}

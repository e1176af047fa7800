/**
 * JSX typing of `<card-tokenizer>` for React 19, which sets its properties and listens to its
 * events (`oncard-change`, `oncard-tokenized`, `oncard-error`). Opt in with
 * `import type {} from 'card-tokenizer/react';`.
 */
import type { HTMLAttributes, Ref } from 'react';
import type { CardType } from './core/brands.js';
import type { CardTokenizer } from './element/card-tokenizer.js';
import type { CardTokenizerEventMap } from './element/events.js';

/** The element's public properties, read from its `static properties`: none is listed twice. */
type PropertyProps = Partial<
  Pick<CardTokenizer, Extract<keyof typeof CardTokenizer.properties, keyof CardTokenizer>>
>;

/** Attributes, for markup copied from HTML; React sets them as attributes. */
interface AttributeProps {
  'card-registration-url'?: CardTokenizer['cardRegistrationUrl'];
  'access-key'?: CardTokenizer['accessKeyRef'];
  'preregistration-data'?: CardTokenizer['preregistrationData'];
  'card-type'?: CardType;
  'holder-name'?: CardTokenizer['holderName'];
}

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

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX lives in a namespace.
  namespace JSX {
    interface IntrinsicElements {
      'card-tokenizer': CardTokenizerProps;
    }
  }
}

/**
 * JSX typing of `<card-tokenizer>` for React 19, which sets its properties and listens to its
 * events (`oncard-change`, `oncard-tokenized`, `oncard-error`). Opt in with
 * `import type {} from 'card-tokenizer/react';`.
 */
import type { HTMLAttributes, Ref } from 'react';
import type { CardType } from './core/brands.js';
import type { Messages } from './core/messages.js';
import type { CardTokenizer } from './element/card-tokenizer.js';
import type { CardTokenizerEventMap } from './element/events.js';
import type { RegistrationSource } from './element/registration-source.js';

/** `oncard-change={(event) => …}`: React 19 listens to the element's own events by name. */
type EventProps = {
  [Type in keyof CardTokenizerEventMap as `on${Type}`]?: (
    event: CardTokenizerEventMap[Type],
  ) => void;
};

export interface CardTokenizerProps extends HTMLAttributes<CardTokenizer>, EventProps {
  ref?: Ref<CardTokenizer>;
  'card-registration-url'?: string;
  'access-key'?: string;
  'preregistration-data'?: string;
  'card-type'?: CardType;
  registration?: RegistrationSource;
  messages?: Partial<Messages>;
  disabled?: boolean;
  name?: string;
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX lives in a namespace.
  namespace JSX {
    interface IntrinsicElements {
      'card-tokenizer': CardTokenizerProps;
    }
  }
}

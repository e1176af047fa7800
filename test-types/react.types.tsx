// Type tests for React 19 JSX, checked by `tsc --noEmit`.
import type {} from '../src/frameworks/react-jsx.js';
import type { CardTokenizer } from '../src/index.js';

export function Checkout({ onSaved }: { onSaved: (data: string) => void }) {
  return (
    <form>
      <card-tokenizer
        name="card"
        card-type="AMEX"
        registration={async ({ cardType }) => ({
          CardRegistrationURL: 'https://pci.example/t',
          AccessKey: 'k',
          PreregistrationData: 'p',
          CardType: cardType,
        })}
        ref={(element: CardTokenizer | null) => void element?.focus()}
        oncard-tokenized={(event) => onSaved(event.detail.registrationData)}
        oncard-change={(event) => void event.detail.complete}
      />
    </form>
  );
}

/** Markup copied from HTML: every attribute the element reads, each typed. */
export const fromHtml = (
  <card-tokenizer
    card-registration-url="https://pci.example/t"
    access-key="k"
    preregistration-data="p"
    holder-name="required"
    auto-advance
  />
);

// @ts-expect-error auto-advance is a boolean attribute
export const wrongAutoAdvance = <card-tokenizer auto-advance="yes" />;

export const wrongCardType = (
  // @ts-expect-error card-type takes the service's CardType values only
  <card-tokenizer card-type="VISA" />
);

export const wrongEvent = (
  // @ts-expect-error card-error's detail has no registrationData
  <card-tokenizer oncard-error={(event) => event.detail.registrationData} />
);

// Every public property of the class, typed as the class types it.
export const properties = (
  <card-tokenizer messages={{ numberLabel: 'Carte' }} timeout={5000} holderName="optional" />
);

export const wrongTimeout = (
  // @ts-expect-error timeout is a number of milliseconds
  <card-tokenizer timeout="5000" />
);

export const wrongMessage = (
  // @ts-expect-error messages are strings
  <card-tokenizer messages={{ numberLabel: 1 }} />
);

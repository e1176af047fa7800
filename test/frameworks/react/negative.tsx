// Must NOT type-check: test/frameworks/react.test.ts expects tsc to report exactly these errors,
// so that the React typings cannot decay into `any`.
import type { CardErrorDetail } from 'card-tokenizer';
import { CardTokenizer } from 'card-tokenizer/react';

// A misspelled property, on the component and on the element.
export const misspelled = <CardTokenizer registraton={{}} />;
export const misspelledOnElement = <card-tokenizer registraton={{}} />;
// A string for a boolean, and for a number.
export const wrongType = <CardTokenizer disabled="yes" />;
export const wrongTypeOnElement = <card-tokenizer timeout="5000" />;
// A card-tokenized handler for another event's detail.
export const wrongDetail = (
  <CardTokenizer oncard-tokenized={(event: CustomEvent<CardErrorDetail>) => event.detail.code} />
);
// A ref for another element.
export const wrongRef = <CardTokenizer ref={(element: HTMLInputElement | null) => element} />;

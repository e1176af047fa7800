// Type tests, checked by `tsc --noEmit`: each @ts-expect-error must stay an error.
import { tokenizeCard as tokenizeHeadless, type Messages } from '../src/core/index.js';
import { fr } from '../src/locales/fr.js';
import {
  CardTokenizer,
  tokenizeCard,
  TokenizationError,
  type CardChangeDetail,
} from '../src/index.js';

const element: CardTokenizer = document.createElement('card-tokenizer');
const found: CardTokenizer | null = document.querySelector('card-tokenizer');

element.addEventListener('card-change', (event) => {
  const detail: CardChangeDetail = event.detail;
  const valid: boolean = detail.fields.number.valid;
  // @ts-expect-error card-change carries no digits
  void detail.cardNumber;
  void valid;
});
element.addEventListener('card-tokenized', (event) => {
  const data: string = event.detail.registrationData;
  void data;
});
element.addEventListener('card-error', (event) => {
  const code: TokenizationError['code'] = event.detail.code;
  // @ts-expect-error the error code is a closed union
  const wrong: typeof code = 'oops';
  void [code, wrong];
});

element.registration = async ({ cardType }) => ({
  CardRegistrationURL: 'https://pci.example/t',
  AccessKey: 'key',
  PreregistrationData: 'data',
  CardType: cardType,
});
const data: Promise<string> = element.tokenize();
// @ts-expect-error tokenize takes no card: the element holds it
element.tokenize({ cardNumber: '4242' });

tokenizeCard(
  { CardRegistrationURL: 'https://pci.example/t', AccessKey: 'k', PreregistrationData: 'p' },
  { cardNumber: '4242 4242 4242 4242', cardExpirationDate: '12/30', cardCvx: '123' },
  { timeout: 10_000, signal: new AbortController().signal },
);
const registration = { CardRegistrationURL: 'https://x', AccessKey: 'k', PreregistrationData: 'p' };
// @ts-expect-error the card needs all three fields
tokenizeCard(registration, { cardNumber: '4242' });

const blankCard = { cardNumber: '', cardExpirationDate: '', cardCvx: '' };
tokenizeHeadless(registration, blankCard, { messages: fr });
// @ts-expect-error French comes as texts (`messages: fr`), not as a language name
tokenizeHeadless(registration, blankCard, { lang: 'fr' });

// The element's texts are its labels and the errors; the core's are the errors only.
element.messages = { numberLabel: 'Carte', numberIncomplete: 'Encore !' };
// @ts-expect-error a label is not an error text of tokenizeCard()
const headlessTexts: Partial<Messages> = { numberLabel: 'Carte' };

void found;
void data;
void headlessTexts;

// `card-tokenizer/testing`: the sandbox's test cards and the elements' test doubles, for a
// merchant's unit tests; the end-to-end part is `card-tokenizer/testing/playwright`.
export { TEST_CARDS, type TestCard, type TestCardName } from './test-cards.js';
export {
  CardTokenizerDouble,
  CardTokenizerFrameDouble,
  defineTestDoubles,
  fakeAnswer,
  type TestAnswer,
} from './double.js';

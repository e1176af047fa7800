/** The tokenization server's answers to card data (PROTOCOL.md, "Errors the tokenization server returns"). */
export type CardErrorCode = '02624' | '02625' | '02626' | '02627' | '02628' | '01902' | '02101';

/** Luhn-valid numbers that pass every format check, then fail as a real card would. */
export const REFUSING_TEST_NUMBERS: Readonly<Record<string, CardErrorCode>> = {
  '4000000000000002': '02628', // transaction refused
  '4000000000000069': '01902', // card not active
  '4000000000000119': '02101', // internal error of the tokenization server
};

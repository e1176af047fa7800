import cardValidator from 'card-validator';
import type {
  BinData,
  CardInfo,
  PaymentMethodMetadata,
} from '../../service/payment-method-metadata.js';

/** What the sandbox's BIN lookup knows of a card range. */
export interface TestBin {
  IssuerCountryCode: string | null;
  IssuingBank: string | null;
  BinData: BinData[];
}

const network = (
  Brand: string,
  CardType: BinData['CardType'] = 'DEBIT',
  Subtype: string | null = 'CLASSIC',
): BinData => ({ Brand, Subtype, CardType, CommercialIndicator: 'PERSONAL' });
/** As the co-branded guide's example answers: the network only. */
const brandOnly = (Brand: string): BinData => ({
  Brand,
  Subtype: null,
  CardType: null,
  CommercialIndicator: null,
});

const french = (...BinData: BinData[]): TestBin => ({
  IssuerCountryCode: 'FR',
  IssuingBank: 'SANDBOX BANQUE',
  BinData,
});
const belgian = (...BinData: BinData[]): TestBin => ({
  IssuerCountryCode: 'BE',
  IssuingBank: 'SANDBOX BANK BELGIUM',
  BinData,
});
const american = (...BinData: BinData[]): TestBin => ({
  IssuerCountryCode: 'US',
  IssuingBank: 'SANDBOX BANK',
  BinData,
});

/**
 * The sandbox's BINs, 6 or 8 digits. An 8-digit BIN is looked up as itself, then as its first 6
 * digits: an 8-digit entry is a sub-range that differs from its 6-digit range, as real ones do.
 */
export const TEST_BINS: Readonly<Record<string, TestBin>> = {
  // The service's 3-D Secure test cards 4970107111111119 and 4970105181818183: co-branded, so
  // that the service's own documented cards show the choice.
  '497010': french(network('CB'), network('VISA')),
  // The co-branded guide's example, with the issuer it names.
  '497355': {
    IssuerCountryCode: 'FR',
    IssuingBank: 'SOCIETE GENERALE, S.A.',
    BinData: [brandOnly('CB'), brandOnly('VISA')],
  },
  '513100': french(network('CB'), network('MASTERCARD')),
  // A sub-range of 513100 issued without CB: only its 8 digits tell.
  '51310099': french(network('MASTERCARD', 'CREDIT', 'GOLD')),
  // The service's Bancontact test cards 5033951000000004 and 67031330054610319.
  '503395': belgian(network('BCMC'), network('MAESTRO')),
  '670313': belgian(network('BCMC'), network('MAESTRO')),
  // The service's Maestro test card 3012340000000000, which a generic BIN table reads as Diners.
  '301234': belgian(network('MAESTRO')),
  '470675': french(network('VISA')),
  '424242': american(network('VISA', 'CREDIT')),
  '555555': american(network('MASTERCARD', 'CREDIT')),
  '222300': american(network('MASTERCARD', 'CREDIT')),
  '378282': american(network('AMERICAN EXPRESS', 'CHARGE CARD', 'GREEN')),
};

/** The service's names for the brands card-validator tells from a number's first digits. */
const BRANDS: Readonly<Record<string, string>> = {
  visa: 'VISA',
  mastercard: 'MASTERCARD',
  'american-express': 'AMERICAN EXPRESS',
  maestro: 'MAESTRO',
  'diners-club': 'DINERS CLUB',
  discover: 'DISCOVER',
  jcb: 'JCB',
  unionpay: 'UNIONPAY',
};

/** Outside the table, one network told by the BIN's digits, issuer unknown; `null` if none fits. */
function guessedBin(bin: string): TestBin | null {
  const guesses = cardValidator.number(bin).card;
  const brand = guesses ? BRANDS[guesses.type] : undefined;
  if (!brand) return null;
  return {
    IssuerCountryCode: null,
    IssuingBank: null,
    BinData: [brandOnly(brand)],
  };
}

/** What the sandbox knows of a BIN of 6 or 8 digits; `null`: nothing (the lookup's 404). */
export function findTestBin(bin: string): TestBin | null {
  return TEST_BINS[bin] ?? TEST_BINS[bin.slice(0, 6)] ?? guessedBin(bin);
}

export function binMetadata(bin: string, found: TestBin): PaymentMethodMetadata {
  return { Type: 'BIN', Bin: bin, ...structuredClone(found) };
}

/** A Card Validation's `CardInfo`: the card's 8-digit BIN, and what the lookup knows of it. */
export function cardInfo(bin: string, provider: string, preferred: string | undefined): CardInfo {
  const found = findTestBin(bin);
  const first = found?.BinData[0];
  const carried = found?.BinData.some(({ Brand }) => Brand === preferred);
  return {
    BIN: bin,
    IssuingBank: found?.IssuingBank ?? null,
    IssuerCountryCode: found?.IssuerCountryCode ?? null,
    Type: first?.CardType ?? null,
    // The network the card is paid with: the shopper's choice when the card carries it.
    Brand: carried ? preferred! : provider,
    SubType: first?.Subtype ?? null,
  };
}

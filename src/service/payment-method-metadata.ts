/**
 * "Look up metadata for a payment method" (PROTOCOL.md "Co-branded cards and the BIN lookup"), as
 * the service's API reference and its Node SDK's typings (`payIn.PaymentMethodMetadata`,
 * `payIn.BinData`, `card.CardInfoData`) spell it, and the networks a shopper may choose between.
 * Shared by the server client, the sandbox and the element: it imports nothing.
 */

/**
 * The networks a shopper may choose for a co-branded card, as the service's `PreferredCardNetwork`
 * spells them. Its SDKs document `VISA`, `MASTERCARD`, `CB` and `MAESTRO`; `BCMC` is the service's
 * own name for Bancontact (a registration's `CardType`, a Card's `CardProvider`).
 */
export const CARD_NETWORKS = ['CB', 'VISA', 'MASTERCARD', 'MAESTRO', 'BCMC'] as const;
export type CardNetwork = (typeof CARD_NETWORKS)[number];

/** A card's BIN as the lookup takes it: its first 6 or 8 digits (8 preferred), never more. */
export const BIN_PATTERN = /^(?:\d{6}|\d{8})$/;

export type CardFunding = 'CREDIT' | 'DEBIT' | 'CHARGE CARD';
export type CommercialIndicator = 'PERSONAL' | 'COMMERCIAL';

/** `POST /v2.01/{ClientId}/payment-methods/metadata` body for a card (`GOOGLE_PAY` is out of scope). */
export interface LookUpBinMetadata {
  Type: 'BIN';
  /** 6 or 8 digits. */
  Bin: string;
}

/** One network of the card: a co-branded card has two. */
export interface BinData {
  /** The network, as the service names it: `VISA`, `MASTERCARD`, `CB`, `MAESTRO`, `AMERICAN EXPRESS`… */
  Brand: string;
  /** The card product: `CLASSIC`, `GOLD`, `PLATINUM`, `PREPAID`… */
  Subtype: string | null;
  CardType: CardFunding | null;
  CommercialIndicator: CommercialIndicator | null;
}

/** The lookup's answer. */
export interface PaymentMethodMetadata {
  Type: 'BIN';
  /** The BIN looked up, as sent. */
  Bin: string;
  /** ISO 3166-1 alpha-2. */
  IssuerCountryCode: string | null;
  IssuingBank: string | null;
  /** Two entries for a co-branded card. */
  BinData: BinData[];
}

/** `CardInfo` of a Card Validation or a pay-in: the card as the service knows it. */
export interface CardInfo {
  /** 8 digits when available, otherwise 6: the BIN to look up. */
  BIN: string;
  IssuingBank: string | null;
  IssuerCountryCode: string | null;
  Type: CardFunding | null;
  Brand: string | null;
  SubType: string | null;
}

/** The service's brand names, and the spellings BIN tables use for the same networks. */
const BRAND_NETWORKS: Readonly<Record<string, CardNetwork>> = {
  CB: 'CB',
  'CARTE BANCAIRE': 'CB',
  'CARTES BANCAIRES': 'CB',
  VISA: 'VISA',
  MASTERCARD: 'MASTERCARD',
  MAESTRO: 'MAESTRO',
  BCMC: 'BCMC',
  BANCONTACT: 'BCMC',
};

/** The `PreferredCardNetwork` value of a `BinData` brand; `null` for a network no choice names. */
export function cardNetworkOf(brand: string | null | undefined): CardNetwork | null {
  const key = (brand ?? '')
    .trim()
    .toUpperCase()
    .replace(/[\s_-]+/g, ' ');
  return BRAND_NETWORKS[key] ?? null;
}

/**
 * The networks to let the shopper choose between, in the service's order: empty unless the card
 * carries two or more that `PreferredCardNetwork` names (a single-network card has no choice).
 */
export function networksToOffer(metadata: Pick<PaymentMethodMetadata, 'BinData'>): CardNetwork[] {
  const networks = new Set<CardNetwork>();
  for (const entry of metadata.BinData ?? []) {
    const network = cardNetworkOf(entry?.Brand);
    if (network) networks.add(network);
  }
  return networks.size > 1 ? [...networks] : [];
}

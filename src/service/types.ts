/**
 * Wire shapes of the payment service, PascalCase as it sends them (spec 2, PROTOCOL.md): what the
 * server client sends and reads, and what the sandbox answers. Types only: no validation.
 */
import type { CardType, CardValidity } from './cards.js';

export type { CardType, CardValidity } from './cards.js';
export type * from './card-validation.js';
export type { IdempotentResponse } from './idempotency.js';
export type { BrowserData, BrowserInfo, ColorDepth } from './browser-info.js';

/** `POST /v2.01/oauth/token` answer. */
export interface OAuthToken {
  access_token: string;
  token_type: 'Bearer';
  /** Seconds; varies, never hard-code it. */
  expires_in: number;
}

/** Body of every error answer. */
export interface ServiceErrorBody {
  Message: string;
  Type: string;
  /** Identifier of this error occurrence, for support. */
  Id: string;
  /** Unix timestamp. */
  Date: number;
  /** Field name → what is wrong with it. */
  errors: Record<string, string> | null;
}

export type UserCategory = 'OWNER' | 'PAYER';
export type LegalPersonType = 'BUSINESS' | 'ORGANIZATION' | 'SOLETRADER';

export interface CreateNaturalUser {
  FirstName: string;
  LastName: string;
  Email: string;
  /** Defaults to `OWNER`. */
  UserCategory?: UserCategory;
  Tag?: string;
}

export interface CreateLegalUser {
  Name: string;
  Email: string;
  /** Defaults to `BUSINESS`. */
  LegalPersonType?: LegalPersonType;
  LegalRepresentativeFirstName?: string;
  LegalRepresentativeLastName?: string;
  /** Defaults to `OWNER`. */
  UserCategory?: UserCategory;
  Tag?: string;
}

interface UserBase {
  Id: string;
  Email: string;
  UserCategory: UserCategory;
  Tag: string | null;
  /** Unix timestamp. */
  CreationDate: number;
}

export interface NaturalUser extends UserBase {
  PersonType: 'NATURAL';
  FirstName: string;
  LastName: string;
}

export interface LegalUser extends UserBase {
  PersonType: 'LEGAL';
  Name: string;
  LegalPersonType: LegalPersonType;
  LegalRepresentativeFirstName: string | null;
  LegalRepresentativeLastName: string | null;
}

export type User = NaturalUser | LegalUser;

export type CardRegistrationStatus = 'CREATED' | 'VALIDATED' | 'ERROR';

export interface CreateCardRegistration {
  UserId: string;
  /** ISO 4217, e.g. `EUR`. */
  Currency: string;
  /** Defaults to `CB_VISA_MASTERCARD`. */
  CardType?: CardType;
  Tag?: string;
}

export interface CardRegistration {
  Id: string;
  Tag: string | null;
  /** Unix timestamp. */
  CreationDate: number;
  UserId: string;
  /** Posted as `accessKeyRef` to the tokenization server. */
  AccessKey: string;
  /** Posted as `data` to the tokenization server. */
  PreregistrationData: string;
  /** Set by the update: the tokenization server's whole answer, `data=` included. */
  RegistrationData: string | null;
  CardId: string | null;
  CardType: CardType;
  /** Where the browser posts the card, used exactly as given. */
  CardRegistrationURL: string;
  /** `000000` once validated; 105206, 105299, … on error. */
  ResultCode: string | null;
  ResultMessage: string | null;
  Currency: string;
  Status: CardRegistrationStatus;
}

/** The form the browser posts to `CardRegistrationURL`, in this order (spec 4.2). */
export interface TokenizationForm {
  /** The registration's `PreregistrationData`. */
  data: string;
  /** The registration's `AccessKey`. */
  accessKeyRef: string;
  /** Digits only. */
  cardNumber: string;
  /** `MMYY`. */
  cardExpirationDate: string;
  /** `000` for a card without a security code. */
  cardCvx: string;
}

export interface UpdateCardRegistration {
  /** The tokenization server's whole answer, `data=` prefix included. */
  RegistrationData: string;
  /** 2 to 255 characters. */
  CardHolderName?: string;
}

export type CardProvider =
  | 'CB'
  | 'VISA'
  | 'MASTERCARD'
  | 'AMEX'
  | 'MAESTRO'
  | 'BCMC'
  | 'JCB'
  | 'DISCOVER'
  | 'DINERS'
  | 'UNIONPAY';

export interface Card {
  Id: string;
  Tag: string | null;
  /** Unix timestamp. */
  CreationDate: number;
  UserId: string;
  /** First 6 and last 4 digits, the rest as `X`: `497010XXXXXX3460`. */
  Alias: string;
  CardProvider: CardProvider | string;
  CardType: CardType;
  /** `MMYY`. */
  ExpirationDate: string;
  Currency: string;
  Validity: CardValidity;
  Active: boolean;
  /** The same for every Card of one card number (a keyed hash, never the number): see `getCardsByFingerprint`. */
  Fingerprint: string;
}

/** Spec 2.1. */
export interface RecipientEmbeddedToken {
  /** The `clientToken` of the embedded Recipients components. */
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  /** `bankaccounts:r bankaccounts:w`. */
  scope: string;
}

/** The sandbox's view of a recipient token (not a route of the real service). */
export interface RecipientTokenIntrospection {
  active: true;
  userId: string;
  scope: string;
  expires_in: number;
}

export type IntentStatus =
  | 'AUTHORIZED'
  | 'PARTIALLY_CAPTURED'
  | 'CAPTURED'
  | 'CANCELLED'
  | 'REFUNDED'
  | 'REFUND_REVERSED'
  | 'DISPUTED'
  | 'DEFENDED'
  | 'DISPUTED_WON'
  | 'DISPUTED_LOST';

export type DisputeDecision = 'DEFENDED' | 'DISPUTED_WON' | 'DISPUTED_LOST';

export interface IntentExternalData {
  /** Unix timestamp. */
  ExternalProcessingDate?: number;
  ExternalProviderReference?: string;
  ExternalMerchantReference?: string;
  /** Uppercase on input (`STRIPE`); the service answers in sentence case (`Stripe`). */
  ExternalProviderName?: string;
  ExternalProviderPaymentMethod?: string;
}

export interface IntentSeller {
  AuthorId?: string;
  WalletId?: string;
  /** Part of the line item diverted to the platform's fees wallet. */
  FeesAmount: number;
}

export interface CreateIntentLineItem {
  Seller: IntentSeller;
  Sku?: string;
  Name?: string;
  Description?: string;
  Quantity: number;
  /** In minor units (cents). */
  UnitAmount: number;
  DiscountAmount?: number;
}

export interface CreateIntent {
  Currency: string;
  LineItems: CreateIntentLineItem[];
  ExternalData?: IntentExternalData;
  Buyer?: { Id?: string };
  /** Optional; when given it must equal the sum of the line items' totals. */
  Amount?: number;
  /** Optional; when given it must equal the sum of the line items' `Seller.FeesAmount`. */
  PlatformFees?: number;
}

export interface IntentLineItem {
  Id: string;
  Seller: IntentSeller;
  Sku: string | null;
  Name: string | null;
  Description: string | null;
  Quantity: number;
  UnitAmount: number;
  DiscountAmount: number;
  /** (UnitAmount × Quantity) − DiscountAmount. */
  TotalLineItemAmount: number;
  CapturedAmount: number;
  RefundedAmount: number;
  DisputedAmount: number;
  SplitAmount: number;
  CancelledAmount: number;
  UnfundedSellerAmount: number;
}

/** Spec 2.3. */
export interface Intent {
  Id: string;
  Amount: number;
  AvailableAmountToSplit: number;
  UnfundedAmount: number;
  Currency: string;
  PlatformFees: number;
  Status: IntentStatus;
  /** One string of comma-separated action names, e.g. `DEFEND,WIN_DISPUTE,LOSE_DISPUTE`. */
  NextActions: string;
  ExternalData: IntentExternalData;
  Buyer: { Id: string | null };
  LineItems: IntentLineItem[];
  /** Unix timestamp. */
  CreationDate: number;
  /** Unix timestamp of the move to `AUTHORIZED`. */
  ExecutionDate: number;
  Capture: { Id: string } | null;
  Dispute: { Id: string } | null;
  Decision: DisputeDecision | null;
}

/** Optional body of a capture or a dispute creation. */
export interface IntentEventBody {
  ExternalData?: IntentExternalData;
}

export interface UpdateIntentDispute {
  intentId: string;
  captureId: string;
  disputeId: string;
  decision: DisputeDecision;
}

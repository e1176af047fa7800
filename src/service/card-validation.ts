/** Wire shapes of the service's Card Validation (PROTOCOL.md "Card Validation and 3-D Secure"). */
import type { BrowserInfo } from './browser-info.js';
import type { CardValidity } from './cards.js';

/** 3DS2 mode: `DEFAULT` lets the issuer decide, `FORCE` asks for a challenge, `NO_CHOICE` lets the service decide. */
export type SecureMode = 'DEFAULT' | 'FORCE' | 'NO_CHOICE';

/** How the shopper gave the card: online, or by mail or telephone (MOTO). */
export type PaymentCategory = 'ECommerce' | 'TelephoneOrder';

/** `POST /v2.01/{ClientId}/cards/{CardId}/validation`: 3-D Secure without debiting the card. */
export interface CreateCardValidation {
  /** The card's owner. */
  AuthorId: string;
  /** Where the shopper comes back after a challenge; at most 255 characters. */
  SecureModeReturnURL: string;
  /** The shopper's IPv4 or IPv6 address. */
  IpAddress: string;
  BrowserInfo: BrowserInfo;
  /** Defaults to `DEFAULT`. */
  SecureMode?: SecureMode;
  /** `CB`, `VISA` or `MASTERCARD`, for a co-branded card. */
  PreferredCardNetwork?: string;
  PaymentCategory?: PaymentCategory;
  /** At most 255 characters. */
  Tag?: string;
}

export type CardValidationStatus = 'CREATED' | 'SUCCEEDED' | 'FAILED';

export interface CardValidation {
  Id: string;
  Tag: string | null;
  /** Unix timestamp. */
  CreationDate: number;
  AuthorId: string;
  /** `CREATED` while a challenge waits; `FAILED` if it still waits after 5 minutes. */
  Status: CardValidationStatus;
  /** The URL given, with `cardValidationId=<Id>` added to its query. */
  SecureModeReturnURL: string;
  /** Where to send the shopper for the challenge; `null` without one. Use it whole, as given. */
  SecureModeRedirectURL: string | null;
  SecureModeNeeded: boolean;
  SecureMode: SecureMode;
  IpAddress: string;
  BrowserInfo: BrowserInfo;
  /** The card's `Validity` as this validation left it. */
  Validity: CardValidity;
  Type: 'CARD_VALIDATION';
  Applied3DSVersion: 'V1' | 'V2_1' | null;
  /** `000000` on success; `101301` failed authentication, `101304` session expired… */
  ResultCode: string | null;
  ResultMessage: string | null;
  /** Unix timestamp of the success; `null` before, and on failure. */
  ExecutionDate: number | null;
  PaymentCategory: PaymentCategory | null;
  PreferredCardNetwork?: string | null;
  /** e.g. `{ AuthenticationType: 'CHALLENGE' }`; not always sent. */
  AuthenticationResult?: { AuthenticationType?: string } | null;
}

import type MangoPay from 'mangopay4-nodejs-sdk';
import { expectTypeOf, it } from 'vitest';
import type { BrowserCardRegistration } from '../core/registration.js';
import type {
  BinData,
  BrowserInfo,
  CardInfo,
  CardRegistration,
  CardValidation,
  CreateCardValidation,
  LookUpBinMetadata,
  PaymentMethodMetadata,
} from './types.js';

// Checked by `tsc --noEmit`; at run time a no-op.
it('hands a Card Registration from the server client to the browser as it is', () => {
  expectTypeOf<CardRegistration>().toExtend<BrowserCardRegistration>();
});

// The service's own Node SDK is the second witness of the wire shapes (PROTOCOL.md).
it('sends what the service SDK sends for a Card Validation', () => {
  expectTypeOf<BrowserInfo>().toExtend<MangoPay.base.BrowserInfoData>();
  expectTypeOf<CreateCardValidation>().toExtend<MangoPay.cardValidation.CreateCardValidation>();
});

it('reads every field the service SDK reads of a Card Validation', () => {
  type SdkFields = keyof MangoPay.cardValidation.CardValidationData;
  expectTypeOf<SdkFields>().toExtend<keyof CardValidation>();
});

it('looks a BIN up as the service SDK does, and reads every field it reads of the answer', () => {
  expectTypeOf<LookUpBinMetadata>().toExtend<MangoPay.payIn.PaymentMethodMetadataRequest>();
  // `Token` and `TokenFormat` belong to the Google Pay lookup, out of scope.
  type SdkFields = Exclude<keyof MangoPay.payIn.PaymentMethodMetadata, 'Token' | 'TokenFormat'>;
  expectTypeOf<SdkFields>().toExtend<keyof PaymentMethodMetadata>();
  expectTypeOf<keyof MangoPay.payIn.BinData>().toExtend<keyof BinData>();
  expectTypeOf<keyof MangoPay.card.CardInfoData>().toExtend<keyof CardInfo>();
});

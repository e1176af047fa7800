import type MangoPay from 'mangopay4-nodejs-sdk';
import { expectTypeOf, it } from 'vitest';
import type { BrowserCardRegistration } from '../core/registration.js';
import type {
  BrowserInfo,
  CardRegistration,
  CardValidation,
  CreateCardValidation,
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

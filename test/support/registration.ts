import type { CardRegistration } from '../../src/core/registration.js';

/** A fresh single-use registration for `url`: a new one is a new tokenization, even for one card. */
export function registrationFor(url: string, n = 1): CardRegistration {
  return {
    Id: `registration-${n}`,
    CardRegistrationURL: url,
    AccessKey: `access-key-${n}`,
    PreregistrationData: `preregistration-${n}`,
    CardType: 'CB_VISA_MASTERCARD',
  };
}

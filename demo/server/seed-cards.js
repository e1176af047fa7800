import { tokenizeCard } from 'card-tokenizer/core';

const DAY = 24 * 60 * 60 * 1000;
/** A Card Validation's browser data: the demo's own, not a shopper's. */
const SEED_BROWSER_INFO = {
  AcceptHeader: 'text/html',
  JavaEnabled: false,
  Language: 'en-GB',
  ColorDepth: 24,
  ScreenHeight: 900,
  ScreenWidth: 1440,
  TimeZoneOffset: 0,
  UserAgent: 'card-tokenizer demo seed',
  JavascriptEnabled: true,
};

/** `MM/YY` of the month `monthsAhead` from `date` (negative: before). */
function expiry(date, monthsAhead) {
  const at = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + monthsAhead, 1));
  return `${String(at.getUTCMonth() + 1).padStart(2, '0')}/${String(at.getUTCFullYear()).slice(2)}`;
}

/**
 * The demo shopper's saved cards, one in each state the checkout pages show, on the embedded
 * sandbox only: the service's public test numbers, tokenized as the browser does. `travel(ms)`
 * moves the sandbox clock, so that a card can be saved in the past: validated then and expired
 * now, or never validated and voided by the 24-hour rule. Oldest first.
 */
export async function seedSavedCards({ payments, shopperId, travel }) {
  let shift = 0;
  const save = async (cardNumber, cardExpirationDate, { validate = false } = {}) => {
    const registration = await payments.createCardRegistration({
      UserId: shopperId,
      Currency: 'EUR',
      Tag: 'card-tokenizer demo seed',
    });
    const now = new Date(Date.now() + shift);
    const RegistrationData = await tokenizeCard(
      registration,
      { cardNumber, cardExpirationDate, cardCvx: '123' },
      { now },
    );
    const { CardId } = await payments.updateCardRegistration(registration.Id, { RegistrationData });
    if (validate) {
      await payments.createCardValidation(CardId, {
        AuthorId: shopperId,
        SecureModeReturnURL: 'https://demo.invalid/return',
        IpAddress: '127.0.0.1',
        BrowserInfo: SEED_BROWSER_INFO,
      });
    }
  };
  const today = new Date();
  shift = -60 * DAY;
  travel(shift);
  try {
    // Verified two months ago; its expiry month has passed since.
    await save('4970107111111119', expiry(today, -1), { validate: true });
    // Never validated: the service voided it 24 hours after its registration.
    await save('5555555555554444', expiry(today, 24));
  } finally {
    shift = 0;
    travel(0);
  }
  // Saved today, its 3-D Secure not done yet.
  await save('4242424242424242', expiry(today, 36));
  // Saved and verified today.
  await save('4970107111111119', expiry(today, 30), { validate: true });
}

// How the checkout pages name a saved card and its state: the server's markup and the page's
// script (its removal's dialog and status) say the same.

/** What each state tells the shopper, and whether the card can still be chosen. */
export const STATES = {
  verified: { text: 'Verified', usable: true },
  unverified: { text: 'Not verified yet', usable: true },
  voided: { text: 'Voided by the payment service: add it again', usable: false },
  expired: { text: 'Expired', usable: false },
};

const BRAND_NAMES = { VISA: 'Visa', MASTERCARD: 'Mastercard', AMEX: 'American Express', CB: 'CB' };

/** `VISA` → `Visa`; a brand not listed is shown as the service names it. */
export const brandName = (brand) => BRAND_NAMES[brand] ?? brand;

/** `Visa ending 1119`: how the shopper tells one card from another. */
export const cardName = (card) => `${brandName(card.brand)} ending ${card.alias.slice(-4)}`;

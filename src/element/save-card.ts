/**
 * Card-on-file consent (`save-card`): `ask` shows a "save this card" checkbox, unticked until the
 * shopper ticks it; `notice` says that the card is kept (a subscription: paying is the consent).
 */
export type SaveCardMode = 'ask' | 'notice';

import type { CardType } from '../core/brands.js';
import {
  CARD_FIELDS,
  validateCard,
  type CardCheck,
  type CardField,
  type CardInput,
} from '../core/card.js';
import { FIELDS } from './fields.js';

/**
 * Checks the card as displayed, once per edit: the last check stands for the same values,
 * `CardType` and month (an expiry date can pass while the page is open).
 */
export class CardReader {
  #last?: {
    values: Record<CardField, string>;
    cardType?: CardType;
    month: number;
    check: CardCheck;
  };

  read(values: Readonly<Record<CardField, string>>, cardType: CardType | undefined): CardCheck {
    const now = new Date();
    const month = now.getFullYear() * 12 + now.getMonth();
    const last = this.#last;
    if (last?.values === values && last.cardType === cardType && last.month === month) {
      return last.check;
    }
    const card = Object.fromEntries(
      CARD_FIELDS.map((field) => [FIELDS[field].inputKey!, values[field]]),
    ) as unknown as CardInput;
    const check = validateCard(card, { cardType, now });
    this.#last = { values, cardType, month, check };
    return check;
  }
}

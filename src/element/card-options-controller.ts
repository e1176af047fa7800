import { html, nothing, svg, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { BRAND_ICONS } from './icons/brand-icons.js';
import {
  networkChoiceCode,
  type NetworkChoice,
  type NetworkChoiceDetail,
  type NetworkChoiceHost,
} from './optional/network-choice-api.js';
import { loadNetworkChoice } from './optional/network-choice-import.js';
import type { SaveCardMode } from './save-card.js';
import type { CardTokenizerMessages } from './texts.js';

/** What the shopper chose beside the card: a co-branded card's network, whether to keep it. */
export type ShopperChoices = Partial<NetworkChoiceDetail> & { saveCard?: boolean };

/** What the card options need of their element. */
export interface CardOptionsHost extends NetworkChoiceHost, ReactiveControllerHost {
  networkChoice?: boolean;
  saveCard?: SaveCardMode;
}

/**
 * The shopper's choices beside the card: a co-branded card's network (`network-choice`, its code
 * loaded only once turned on) and the card-on-file consent (`save-card`).
 */
export class CardOptionsController {
  #networks?: NetworkChoice;
  /** The shopper ticked "save this card": opt-in, so unticked until they do. */
  #save = false;

  constructor(
    private readonly host: CardOptionsHost,
    private readonly on: {
      /** The card number as typed. */
      number(): string;
      /** The shopper changed a choice, or the card's networks changed. */
      changed(): void;
    },
  ) {}

  /**
   * The network chosen, while the choice is on, and the card-on-file consent, with `save-card`
   * only: `notice` is consent by paying.
   */
  choices(): ShopperChoices {
    const mode = this.host.saveCard;
    return {
      ...this.network()?.detail(),
      ...(mode != null && { saveCard: mode === 'notice' || this.#save }),
    };
  }

  /** The network choice while turned on and loaded (loading it if not), told the BIN. */
  network(): NetworkChoice | undefined {
    if (!this.host.networkChoice) return undefined;
    const create = networkChoiceCode();
    if (!create) loadNetworkChoice();
    this.#networks ??= create?.(this.host, {
      html,
      svg,
      icons: BRAND_ICONS,
      changed: () => this.on.changed(),
    });
    // The choice is told the BIN only: at most 8 digits leave the fields.
    this.#networks?.read(this.on.number().replace(/\D/g, '').slice(0, 8));
    return this.#networks;
  }

  /** The next card starts unticked. */
  reset(): void {
    this.#save = false;
  }

  /** The "save this card" checkbox, or with `notice` the words that the card is kept. */
  saveField(texts: CardTokenizerMessages, disabled: boolean): TemplateResult | typeof nothing {
    const mode = this.host.saveCard;
    return mode == null
      ? nothing
      : mode === 'notice'
        ? html`<div part="save-field" class="save">${texts.saveCardNotice}</div>`
        : html`
            <label part="save-field" class="save">
              <input
                type="checkbox"
                .checked=${this.#save}
                ?disabled=${disabled}
                @change=${this.#onSave}
              />
              ${texts.saveCardLabel}
            </label>
          `;
  }

  #onSave = (event: Event): void => {
    this.#save = (event.target as HTMLInputElement).checked;
    this.host.requestUpdate();
    this.on.changed();
  };
}

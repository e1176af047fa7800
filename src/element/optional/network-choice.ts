import type { SVGTemplateResult } from 'lit';
import type {
  CardNetwork,
  CreateNetworkChoice,
  NetworkChoiceDetail,
  NetworkChoiceParts,
} from './network-choice-api.js';
import { NetworkLookup } from './network-lookup.js';

/** The networks' names as cards and checkouts print them. */
export const NETWORK_NAMES: Record<CardNetwork, string> = {
  CB: 'Cartes Bancaires',
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  MAESTRO: 'Maestro',
  BCMC: 'Bancontact',
};

/** Beside the element's own styles: a constructed sheet, which a page's CSP does not block. */
const CSS = `
.network{border:0;margin:0;padding:0;min-width:0;display:grid;gap:.25rem}
.network legend{padding:0;color:var(--card-tokenizer-label-color,inherit);font-size:var(--card-tokenizer-label-font-size,.875em);font-weight:var(--card-tokenizer-label-font-weight,600)}
.networks{display:flex;flex-wrap:wrap;gap:.5rem 1rem}
.networks label{display:inline-flex;align-items:center;gap:.375rem;cursor:pointer}
.networks input{margin:0;accent-color:var(--card-tokenizer-accent-color,#2563eb)}
.networks svg{width:2rem;height:1.25rem;flex:none}
.network:disabled{opacity:var(--card-tokenizer-disabled-opacity,.6)}
`;
let sheet: CSSStyleSheet | undefined;

function adoptStyles(root: ShadowRoot | null): void {
  if (!root || !('adoptedStyleSheets' in root)) return;
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
  }
  if (!root.adoptedStyleSheets.includes(sheet))
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/** Icons of the networks the brand icons lack, in their style: a card with the mark on it. */
function networkIcon({ svg, icons }: NetworkChoiceParts, network: CardNetwork): SVGTemplateResult {
  const mark = (fill: string, text: string) =>
    svg`<rect width="32" height="20" rx="3" fill="${fill}"/><text x="16" y="13.5" fill="#fff" font-family="sans-serif" font-size="8" font-weight="700" text-anchor="middle">${text}</text>`;
  const own: Record<CardNetwork, () => SVGTemplateResult> = {
    CB: () => mark('#1c4f9c', 'CB'),
    BCMC: () => mark('#005498', 'BC'),
    VISA: () => icons.visa,
    MASTERCARD: () => icons.mastercard,
    MAESTRO: () => icons.maestro,
  };
  return own[network]();
}

/**
 * The network choice of a co-branded card: radios in the element's shadow root, beside the
 * number, once the lookup says the BIN carries two networks or more. The merchant's
 * `preferredNetwork` is chosen first; the shopper's choice wins while the card offers it.
 */
export const createNetworkChoice: CreateNetworkChoice = (host, parts) => {
  const { html, changed } = parts;
  const lookup = new NetworkLookup(() => {
    host.requestUpdate();
    changed();
  });
  let picked: CardNetwork | undefined;
  adoptStyles(host.shadowRoot);

  const chosen = (): CardNetwork | undefined => {
    const { offered, networks } = lookup.state;
    if (!offered) return undefined;
    // An attribute may be written in lower case: `preferred-network="cb"`.
    const wanted = [picked, host.preferredNetwork?.toUpperCase()] as (CardNetwork | undefined)[];
    return wanted.find((network) => network && networks.includes(network)) ?? networks[0];
  };
  const pick = (event: Event) => {
    picked = (event.target as HTMLInputElement).value as CardNetwork;
    host.requestUpdate();
    changed();
  };

  return {
    read: (digits) => lookup.read(digits, host.binLookup),
    detail(): NetworkChoiceDetail {
      const network = chosen();
      return {
        networkChoice: lookup.state,
        ...(network && { preferredCardNetwork: network }),
      };
    },
    icon() {
      const network = chosen();
      return network ? networkIcon(parts, network) : undefined;
    },
    template(texts, disabled) {
      const { offered, networks } = lookup.state;
      const network = chosen();
      const names = networks.map((value) => NETWORK_NAMES[value]);
      const choice = html`
        <fieldset part="network-field" class="network" ?disabled=${disabled}>
          <legend>${texts.networkLabel}</legend>
          <div class="networks">
            ${networks.map(
              (value, index) => html`
                <label part="network-option">
                  <input
                    type="radio"
                    name="network"
                    value=${value}
                    .checked=${value === network}
                    @change=${pick}
                  />
                  <svg viewBox="0 0 32 20" aria-hidden="true" focusable="false">
                    ${networkIcon(parts, value)}
                  </svg>
                  <span>${names[index]}</span>
                </label>
              `,
            )}
          </div>
        </fieldset>
      `;
      // Always there, so that the choice's appearance, in the middle of typing, is said once.
      return html`
        ${offered ? choice : ''}
        <p class="visually-hidden network-status" aria-live="polite">
          ${offered ? `${texts.networkLabel}: ${names.join(', ')}` : ''}
        </p>
      `;
    },
  };
};

import { CARD_NETWORKS } from '../../service/payment-method-metadata.js';
import type { BinLookup, CardNetwork, NetworkChoiceState } from './network-choice-api.js';

/** The service prefers the 8-digit BIN; the lookup never receives more. */
export const BIN_LENGTH = 8;

/**
 * The distinct `PreferredCardNetwork` values of an answer, others left out (no choice can name
 * them), or `undefined` when it is not a list.
 */
export function readNetworks(answer: unknown): CardNetwork[] | undefined {
  if (!Array.isArray(answer)) return undefined;
  return [...new Set(answer)].filter((item: unknown): item is CardNetwork =>
    (CARD_NETWORKS as readonly unknown[]).includes(item),
  );
}

/**
 * The networks of the card's BIN, from the merchant's lookup: called once per BIN (answers are
 * kept, failures are not), never per keystroke, and cancelled when the BIN changes.
 */
export class NetworkLookup {
  #bin = '';
  #state: NetworkChoiceState = { offered: false, networks: [], reason: 'no-bin' };
  #answers = new Map<string, CardNetwork[]>();
  #lookup: BinLookup | undefined;
  #controller: AbortController | undefined;

  /** `settled` is told when an answer or failure changes the state. */
  constructor(private readonly settled: () => void) {}

  get state(): NetworkChoiceState {
    return this.#state;
  }

  /** Reads the number's first digits; only a whole BIN is looked up. */
  read(digits: string, lookup: BinLookup | undefined): void {
    const bin = digits.length >= BIN_LENGTH ? digits.slice(0, BIN_LENGTH) : '';
    if (lookup !== this.#lookup) this.#answers.clear();
    else if (bin === this.#bin) return;
    this.#lookup = lookup;
    this.#bin = bin;
    this.#controller?.abort();
    this.#controller = undefined;
    const known = this.#answers.get(bin);
    if (!bin) this.#state = notOffered('no-bin');
    else if (known) this.#state = offer(known);
    else if (!lookup) this.#state = notOffered('no-lookup');
    else this.#ask(bin, lookup);
  }

  #ask(bin: string, lookup: BinLookup): void {
    const controller = (this.#controller = new AbortController());
    this.#state = notOffered('pending');
    const answered = (state: NetworkChoiceState, networks?: CardNetwork[]) => {
      if (controller.signal.aborted) return;
      if (networks) this.#answers.set(bin, networks);
      this.#state = state;
      this.#controller = undefined;
      this.settled();
    };
    // A microtask later: edits in one task (a paste, autofill) ask for their last BIN only.
    Promise.resolve()
      .then(() => (controller.signal.aborted ? undefined : lookup(bin, controller.signal)))
      .then(
        (answer) => {
          const networks = readNetworks(answer);
          answered(networks ? offer(networks) : notOffered('failed'), networks);
        },
        () => answered(notOffered('failed')),
      );
  }
}

const notOffered = (reason: NetworkChoiceState['reason']): NetworkChoiceState => ({
  offered: false,
  networks: [],
  reason,
});

function offer(networks: CardNetwork[]): NetworkChoiceState {
  return networks.length > 1 ? { offered: true, networks } : notOffered('single-network');
}

import type { CreateNetworkChoice } from './network-choice-api.js';

/**
 * Loads the network choice in its own chunk, only when an element turns it on. The script-tag
 * bundle cannot split code: its build swaps this module for network-choice-script.ts.
 */
export const loadNetworkChoice = (): Promise<CreateNetworkChoice> =>
  import('./network-choice.js').then((module) => module.createNetworkChoice);

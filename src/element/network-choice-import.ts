/**
 * Loads the network choice in its own chunk, only when an element turns it on; it registers itself
 * (network-choice-api.ts). The script-tag bundle cannot split code: its build swaps this module for
 * network-choice-script.ts.
 */
export const loadNetworkChoice = (): unknown => import('./network-choice-entry.js');

import { registerNetworkChoice } from './network-choice-api.js';

let loading: Promise<void> | undefined;

/**
 * Loads the network choice in its own chunk, only when an element turns it on, and registers it
 * here rather than in the chunk: a bundler may drop a chunk's side effects. The script-tag bundle
 * cannot split code: its build swaps this module for network-choice-script.ts.
 */
export const loadNetworkChoice = (): unknown =>
  (loading ??= import('./network-choice.js').then(({ createNetworkChoice }) =>
    registerNetworkChoice(createNetworkChoice),
  ));

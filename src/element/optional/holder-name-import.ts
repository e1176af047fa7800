import { registerHolderName } from './holder-name-api.js';

let loading: Promise<void> | undefined;

/**
 * Loads the name field in its own chunk, only when an element asks for the name, and registers it
 * here rather than in the chunk: a bundler may drop a chunk's side effects. The script-tag bundle
 * cannot split code: its build swaps this module for holder-name-script.ts.
 */
export const loadHolderName = (): Promise<void> | void =>
  (loading ??= import('./holder-name-field.js').then(({ holderNameField }) =>
    registerHolderName(holderNameField),
  ));

/** `dist/network-choice.js`: the network choice as a classic script, added after the bundle. */
import { registerNetworkChoice } from './network-choice-api.js';
import { createNetworkChoice } from './network-choice.js';

registerNetworkChoice(createNetworkChoice);

/** The network choice's chunk, and `dist/network-choice.js`, a classic script after the bundle. */
import { registerNetworkChoice } from './network-choice-api.js';
import { createNetworkChoice } from './network-choice.js';

registerNetworkChoice(createNetworkChoice);

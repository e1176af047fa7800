/** In the script-tag bundle the choice is `network-choice.js`, a script the page adds. */
export { registeredNetworkChoice as loadNetworkChoice } from './network-choice-api.js';

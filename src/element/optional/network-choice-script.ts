/** In the script-tag bundle the choice is `network-choice.js`, a script the page adds itself. */
export const loadNetworkChoice = (): void => {};

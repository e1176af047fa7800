/** In the script-tag bundle the name field is `holder-name.js`, a script the page adds itself. */
export const loadHolderName = (): Promise<void> | void => {};

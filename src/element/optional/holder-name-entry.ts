/** The name field's chunk, and `dist/holder-name.js`, a classic script after the bundle. */
import { registerHolderName } from './holder-name-api.js';
import { holderNameField } from './holder-name-field.js';

registerHolderName(holderNameField);

/**
 * The card frame's script (`dist/card-frame.js`): the script-tag bundle whole with the name field,
 * and the bridge that hands its `<card-tokenizer>` to the parent page the frame's config allows.
 * The frame page has no markup of its own beyond its config: the element is created here.
 */
import '../index.js';
import { registerHolderName } from '../element/optional/holder-name-api.js';
import { holderNameField } from '../element/optional/holder-name-field.js';
import { startBridge } from './frame/bridge.js';

export * from '../iife.js';

// The parent may turn the name on at any time, and a frame page, built once, serves every page.
registerHolderName(holderNameField);
const element = document.createElement('card-tokenizer');
// The frame's margins make room for the focus ring, which a frame's edge would cut; the parent's
// iframe reaches out by as much, so that the fields line up with the page's own.
document.documentElement.style.cssText = 'overflow:hidden';
document.body.style.cssText = 'margin:0;padding:4px';
document.body.append(element);
startBridge(element);

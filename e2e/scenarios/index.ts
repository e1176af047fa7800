import { accessibilityScenarios } from './accessibility.js';
import { brandScenarios } from './brands.js';
import { browserInfoScenarios } from './browser-info.js';
import { cspScenarios } from './csp.js';
import type { Scenario } from '../../test/support/engine-driver.js';
import { formScenarios } from './form.js';
import { lightDomScenarios } from './light-dom.js';
import { localeScenarios } from './locales.js';
import { nativeFormScenarios } from './native-form.js';
import { postOnceScenarios } from './post-once.js';
import { networkChoiceScenarios } from './network-choice.js';
import { sessionReplayScenarios } from './session-replay.js';
import { steadyLayoutScenarios } from './steady-layout.js';
import { tokenizeScenarios } from './tokenize.js';
import { typingScenarios } from './typing.js';
import { validationScenarios } from './validation.js';

/** Every scenario that runs in Chromium, Firefox and WebKit alike. */
export const scenarios: Scenario[] = [
  ...typingScenarios,
  ...brandScenarios,
  ...validationScenarios,
  ...tokenizeScenarios,
  ...formScenarios,
  ...nativeFormScenarios,
  ...postOnceScenarios,
  ...lightDomScenarios,
  ...sessionReplayScenarios,
  ...cspScenarios,
  ...localeScenarios,
  ...accessibilityScenarios,
  ...browserInfoScenarios,
  ...networkChoiceScenarios,
  ...steadyLayoutScenarios,
];

import { exampleAppScenarios } from '../test/support/example-app.js';
import { keepsTheServerElement } from '../test/support/server-element.js';

exampleAppScenarios('vue', { serverRendered: true });
keepsTheServerElement('vue');

import { exampleAppScenarios } from '../test/support/example-app.js';
import { keepsTheServerElement } from '../test/support/server-element.js';

exampleAppScenarios('svelte', { serverRendered: true });
keepsTheServerElement('svelte');

import { exampleAppScenarios } from '../test/support/example-app.js';

exampleAppScenarios('react', { serverRendered: true });

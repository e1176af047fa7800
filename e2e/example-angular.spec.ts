import { exampleAppScenarios } from '../test/support/example-app.js';

// Angular's server rendering is not part of this example: the browser renders the app.
exampleAppScenarios('angular', { serverRendered: false });

// @vitest-environment happy-dom
import { describe } from 'vitest';
import { simulatedDomScenarios } from '../../test/support/simulated-dom.js';

describe('in happy-dom', simulatedDomScenarios);

// @vitest-environment happy-dom
import { describe } from 'vitest';
import { simulatedDomScenarios } from './test-helpers.js';

describe('in happy-dom', simulatedDomScenarios);

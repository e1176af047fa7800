// @vitest-environment jsdom
import { describe } from 'vitest';
import { simulatedDomScenarios } from './test-helpers.js';

describe('in jsdom', simulatedDomScenarios);

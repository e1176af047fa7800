// @vitest-environment jsdom
import { describe } from 'vitest';
import { simulatedDomScenarios } from '../../test/support/simulated-dom.js';

describe('in jsdom', simulatedDomScenarios);

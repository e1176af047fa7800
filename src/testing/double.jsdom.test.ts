// @vitest-environment jsdom
import { describe } from 'vitest';
import { defineTestDoubles } from './double.js';
import { contractScenarios } from '../../test/support/contract-scenarios.js';

defineTestDoubles();
describe('the test double in jsdom keeps the element’s contract', () => contractScenarios());

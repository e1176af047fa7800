import { describe } from 'vitest';
import { useTokenizationServer } from '../../test/browser/tokenization-server.js';
import { defineCardTokenizer } from '../element/define.js';
import type { CardTokenizer } from '../element/card-tokenizer.js';
import { contractScenarios } from '../../test/support/contract-scenarios.js';

const server = useTokenizationServer();
defineCardTokenizer();

describe('the real <card-tokenizer> keeps the contract its test double keeps', () =>
  contractScenarios((element) => {
    (element as CardTokenizer).registration = {
      Id: '1234',
      CardRegistrationURL: server.url,
      AccessKey: 'access-key-1',
      PreregistrationData: 'preregistration-1',
      CardType: 'CB_VISA_MASTERCARD',
    };
  }));

import assert from 'node:assert/strict';
import { configure, expectField, focusField, tokenize } from '../../test/support/card-page.js';
import type { Scenario } from '../../test/support/engine-driver.js';

export const brandScenarios: Scenario[] = [
  {
    name: 'American Express is grouped 4-6-5 and takes a four-digit CID',
    page: 'element-basic.html',
    async run({ driver }) {
      await focusField(driver, 'number');
      await driver.type('378282246310005');
      await expectField(driver, 'number', {
        value: '3782 822463 10005',
        description: 'Card type: American Express',
      });
      await expectField(driver, 'cvx', { label: 'Security code (CID)', maxLength: 4 });
      await focusField(driver, 'cvx');
      await driver.type('12345');
      await expectField(driver, 'cvx', { value: '1234' });
    },
  },
  {
    name: 'a Maestro card may leave its security code empty: it is sent as 000',
    page: 'element-basic.html',
    async run(context) {
      const { driver, server } = context;
      await configure(driver, server.url, 'MAESTRO');
      await focusField(driver, 'number');
      await driver.type('5033951000000004');
      await expectField(driver, 'cvx', { label: 'Security code (optional)' });
      await driver.press('Tab');
      await expectField(driver, 'expiry', { focused: true });
      await driver.type('1230');
      assert.equal(await tokenize(driver), 'data=registration-data-1');
      assert.equal(new URLSearchParams(server.requests[0]!.body).get('cardCvx'), '000');
    },
  },
];

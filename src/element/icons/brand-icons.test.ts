import { describe, expect, test } from 'vitest';
import { detectBrand } from '../../core/brands.js';
import { brandIconName } from './brand-icons.js';

describe.each([
  ['4242424242424242', 'visa'],
  ['5555555555554444', 'mastercard'],
  ['378282246310005', 'amex'],
  ['6759649826438453', 'maestro'],
  ['6304000000000000', 'maestro'],
  ['6011111111111117', 'discover'],
  ['30569309025904', 'diners'],
  ['3530111333300000', 'jcb'],
  ['6240008631401148', 'unionpay'],
  ['9999999999999995', 'generic'],
])('%s', (digits, icon) => {
  test(`shows the ${icon} icon`, () => {
    expect(brandIconName(detectBrand(digits).type)).toBe(icon);
  });
});

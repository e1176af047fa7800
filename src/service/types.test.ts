import { expectTypeOf, it } from 'vitest';
import type { BrowserCardRegistration } from '../core/registration.js';
import type { CardRegistration } from './types.js';

// Checked by `tsc --noEmit`; at run time a no-op.
it('hands a Card Registration from the server client to the browser as it is', () => {
  expectTypeOf<CardRegistration>().toExtend<BrowserCardRegistration>();
});

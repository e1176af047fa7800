// The claim (docs/isolated.md, "What the page can learn"): the page learns whether the number is
// finished, never its check at each length. Attacked as the issue measured it: two Maestro
// numbers with the same first 8 digits, typed digit by digit and left. 6759649853770018 passes
// Luhn at 12, 14 and 16 digits, 6759649800000006 at 16 only; before the frame held the number's
// state while the shopper typed, the first crossed 9 `card-change` events (valid at 12, 14 and
// 16), the second 5, and the validity message changed with them.
import { expect } from '@playwright/test';
import { useFrameServer } from '../../test/support/frame-server.js';
import { registrationFor } from '../../test/support/registration.js';
import { test } from '../../test/support/reused-page.js';
import { useTokenizationServer } from '../../test/support/tokenization-server-hooks.js';
import { typedView } from './typed-view.js';

const LUHN_AT_12_14_16 = '6759649853770018';
const LUHN_AT_16 = '6759649800000006';

const tokenization = useTokenizationServer(test);
const frames = useFrameServer(test, tokenization, { networkChoice: true });

for (const networkChoice of [false, true])
  test(`two Maestro numbers with the same BIN, typed the same way, look the same to the page${networkChoice ? ' (network-choice)' : ''}`, async ({
    page,
    browserName,
  }) => {
    // Firefox's BiDi sends keys typed into a cross-site frame to the top document (ISOLATION.md §5).
    const origin = browserName === 'firefox' ? frames.sameSite : frames.crossSite;
    const setup = {
      src: `${origin}/card-frame.html`,
      reg: registrationFor(tokenization.url),
      attributes: (networkChoice ? { 'network-choice': '' } : {}) as Record<string, string>,
      bin: networkChoice,
    };
    const script = [{ do: 'type', count: 16 }] as const;
    const first = await typedView(page, setup, LUHN_AT_12_14_16, [...script]);
    const second = await typedView(page, setup, LUHN_AT_16, [...script]);
    expect(first).toEqual(second);
    // While typed, the page was told "not yet" for the number, then valid once it was left.
    const numberStates = first
      .filter((message) => (message as { type?: string }).type === 'card-change')
      .map(
        (message) => (message as { detail: { fields: { number: unknown } } }).detail.fields.number,
      );
    // Once the number's state changes, it changes once: from "not yet" to valid.
    const changes = numberStates.filter(
      (state, i) => i === 0 || JSON.stringify(state) !== JSON.stringify(numberStates[i - 1]),
    );
    expect(changes).toEqual([
      { valid: false, complete: false, empty: false },
      { valid: true, complete: true, empty: false },
    ]);
  });

// The claim (docs/isolated.md, "What the page can learn"): a submit tells the page the number's
// real state, as the submit's error would, and nothing more. Attacked with Maestro numbers (12 to
// 19 digits) typed to 12 digits, the focus still in the field, then submitted: two that pass the
// check at 12 digits give the page the same messages; one that does not is told apart only by
// its state at submit.
import { expect } from '@playwright/test';
import { useFrameServer } from '../../test/support/frame-server.js';
import { registrationFor } from '../../test/support/registration.js';
import { test } from '../../test/support/reused-page.js';
import { useTokenizationServer } from '../../test/support/tokenization-server-hooks.js';
import { SUBMIT, typedView } from './typed-view.js';

/** Same first 8 digits, 12 digits each: the first two pass the Luhn check, the third does not. */
const VALID_AT_12 = '675964985377';
const ALSO_VALID_AT_12 = '675964980121';
const INVALID_AT_12 = '675964980122';

const tokenization = useTokenizationServer(test);
const frames = useFrameServer(test, tokenization, { networkChoice: true });

type Message = { t: string; type?: string; detail?: { fields?: { number?: unknown } } };

/** What the page heard, and where it told the frame to submit. */
interface Seen {
  submitted: number;
  messages: unknown[];
}

/** The number's state in each `card-change` the page got, in order, repeats left out. */
const numberStates = (messages: unknown[]) =>
  (messages as Message[])
    .filter((message) => message.type === 'card-change')
    .map((message) => JSON.stringify(message.detail!.fields!.number))
    .filter((state, i, all) => i === 0 || state !== all[i - 1]);

for (const networkChoice of [false, true])
  test(`a submit tells the page the number's real state and nothing more${networkChoice ? ' (network-choice)' : ''}`, async ({
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
    const script = [{ do: 'type', count: 12 } as const];
    const view = (number: string) =>
      typedView(page, setup, number, script, { end: 'submit-in-number' });
    const [valid, alsoValid, invalid] = [
      await view(VALID_AT_12),
      await view(ALSO_VALID_AT_12),
      await view(INVALID_AT_12),
    ].map((messages) => {
      const submitted = messages.findIndex((message) => (message as Message).t === SUBMIT.t);
      return { submitted, messages: messages.filter((_, i) => i !== submitted) };
    }) as [Seen, Seen, Seen];

    // Same state at submit: the same messages, the submit's answer included.
    expect(alsoValid.messages).toEqual(valid.messages);
    // While typed, "not yet"; at submit, the number's own state: valid at 12 digits, or not.
    const notYet = JSON.stringify({ valid: false, complete: false, empty: false });
    expect(numberStates(valid.messages)).toEqual([
      notYet,
      JSON.stringify({ valid: true, complete: true, empty: false }),
    ]);
    expect(numberStates(invalid.messages)[0]).toBe(notYet);
    expect(numberStates(invalid.messages).at(-1)).not.toEqual(numberStates(valid.messages).at(-1));
    // Up to the submit, the page could not tell the invalid number from the valid ones, and was
    // told "not yet" for each.
    const before = Math.min(valid.submitted, invalid.submitted);
    expect(before).toBeGreaterThan(0);
    expect(invalid.messages.slice(0, before)).toEqual(valid.messages.slice(0, before));
    expect(numberStates(valid.messages.slice(0, valid.submitted))).toEqual([notYet]);
  });

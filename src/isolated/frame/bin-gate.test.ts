import { describe, expect, it } from 'vitest';
import { gatedBinLookup } from './bin-gate.js';

const MAESTRO = '6759649853770018';

/** A gate over a field the test types into, and the BINs the page was asked about. */
function setup() {
  const field = { value: '', focused: true, atEnd: true };
  const asked: string[] = [];
  const gate = gatedBinLookup(
    { digits: () => field.value, focused: () => field.focused, atEnd: () => field.atEnd },
    (bin) => {
      asked.push(bin);
      return ['CB', 'VISA'];
    },
  );
  const type = (value: string) => {
    field.value = value;
    gate.check();
  };
  return { field, asked, gate, type };
}

describe('gatedBinLookup', () => {
  it('holds the question while the shopper types short of the longest length, asks once the field is left', async () => {
    const { field, asked, gate, type } = setup();
    type(MAESTRO);
    const answer = gate.lookup(MAESTRO.slice(0, 8), new AbortController().signal);
    await Promise.resolve();
    expect(asked).toEqual([]);
    field.focused = false;
    gate.check();
    expect(await answer).toEqual(['CB', 'VISA']);
    expect(asked).toEqual(['67596498']);
  });

  it("asks at once for a number typed to its brand's longest length, the shopper still in the field", async () => {
    const { asked, gate, type } = setup();
    // American Express has one length, 15; a 16-digit Visa may still grow to 19.
    type('378282246310005');
    await gate.lookup('37828224', new AbortController().signal);
    expect(asked).toEqual(['37828224']);
  });

  it('never asks about a window a front edit moved: that question is aborted, not released', async () => {
    const { field, asked, gate, type } = setup();
    type(MAESTRO.slice(1));
    const moved = new AbortController();
    const question = gate.lookup(MAESTRO.slice(1, 9), moved.signal);
    type(MAESTRO);
    moved.abort(new Error('the BIN changed'));
    await expect(question).rejects.toThrow('the BIN changed');
    field.focused = false;
    gate.check();
    expect(asked).toEqual([]);
  });

  it('asks nothing while the first digit of a 19-digit number is deleted, though 18 digits of no brand look whole', async () => {
    const { field, asked, gate, type } = setup();
    const long = '6759649853770018006';
    field.atEnd = false; // Home, Delete: the caret at the front
    type(long.slice(1));
    void gate.lookup(long.slice(1, 9), new AbortController().signal);
    await Promise.resolve();
    expect(asked).toEqual([]);
  });

  it('asks the page once per BIN: a BIN asked again is answered from the kept answer, behind the gate', async () => {
    const { field, asked, gate, type } = setup();
    type(MAESTRO);
    field.focused = false;
    const first = gate.lookup('67596498', new AbortController().signal);
    gate.check();
    await first;
    field.focused = true;
    type(MAESTRO.slice(0, 10));
    const again = gate.lookup('67596498', new AbortController().signal);
    await Promise.resolve();
    field.focused = false;
    gate.check();
    expect(await again).toEqual(['CB', 'VISA']);
    expect(asked).toEqual(['67596498']);
  });

  it('keeps a question whose BIN is no longer the number’s first 8 digits when the field is left', async () => {
    const { field, asked, gate, type } = setup();
    type(MAESTRO);
    void gate.lookup('12345678', new AbortController().signal);
    field.focused = false;
    gate.check();
    await Promise.resolve();
    expect(asked).toEqual([]);
  });
});

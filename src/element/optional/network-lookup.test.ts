import { describe, expect, it } from 'vitest';
import type { BinLookup, CardNetwork } from './network-choice-api.js';
import { NetworkLookup, readNetworks } from './network-lookup.js';

describe('readNetworks', () => {
  it.each([
    [
      ['CB', 'VISA'],
      ['CB', 'VISA'],
    ],
    [
      ['CB', 'CB', 'VISA'],
      ['CB', 'VISA'],
    ],
    [
      ['BCMC', 'AMERICAN EXPRESS', 'MAESTRO'],
      ['BCMC', 'MAESTRO'],
    ],
    [[], []],
    [{ networks: ['CB'] }, undefined],
    ['CB,VISA', undefined],
    [null, undefined],
  ])('%j reads as %j', (answer, networks) => {
    expect(readNetworks(answer)).toEqual(networks);
  });
});

/** A lookup answering each BIN once asked, and the BINs it was given. */
function lookupOf(answers: Record<string, CardNetwork[]>) {
  const bins: string[] = [];
  const lookup: BinLookup = async (bin) => {
    bins.push(bin);
    return answers[bin] ?? [];
  };
  return { lookup, bins };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('NetworkLookup', () => {
  it('waits for 8 digits, then asks once per BIN', async () => {
    const { lookup, bins } = lookupOf({ '49701071': ['CB', 'VISA'] });
    const networks = new NetworkLookup(() => {});
    for (const digits of ['4970', '4970107', '49701071', '49701071']) networks.read(digits, lookup);
    await tick();
    expect(networks.state).toEqual({ offered: true, networks: ['CB', 'VISA'] });
    networks.read('4970107', lookup);
    expect(networks.state.reason).toBe('no-bin');
    networks.read('49701071', lookup);
    expect(networks.state.offered).toBe(true);
    expect(bins).toEqual(['49701071']);
  });

  it('never hands on more than 8 digits', async () => {
    const { lookup, bins } = lookupOf({});
    new NetworkLookup(() => {}).read('4970107111111119', lookup);
    await tick();
    expect(bins).toEqual(['49701071']);
  });

  it('asks again after a failure, once the BIN is typed again', async () => {
    let calls = 0;
    const failing: BinLookup = async () => {
      calls++;
      throw new Error('down');
    };
    const networks = new NetworkLookup(() => {});
    networks.read('49701071', failing);
    await tick();
    expect(networks.state.reason).toBe('failed');
    networks.read('49701071', failing);
    networks.read('4970107', failing);
    networks.read('49701071', failing);
    await tick();
    expect(calls).toBe(2);
  });

  it('forgets its answers when the lookup function changes', async () => {
    const first = lookupOf({ '49701071': ['CB', 'VISA'] });
    const second = lookupOf({ '49701071': ['VISA'] });
    const networks = new NetworkLookup(() => {});
    networks.read('49701071', first.lookup);
    await tick();
    networks.read('49701071', second.lookup);
    await tick();
    expect(networks.state.reason).toBe('single-network');
    expect(second.bins).toEqual(['49701071']);
  });

  it('says there is no lookup when none is set', () => {
    const networks = new NetworkLookup(() => {});
    networks.read('49701071', undefined);
    expect(networks.state).toEqual({ offered: false, networks: [], reason: 'no-lookup' });
  });
});

import { describe, expect, it } from 'vitest';
import { cardNetworkOf, networksToOffer, type BinData } from './payment-method-metadata.js';

const entry = (Brand: string): BinData => ({
  Brand,
  Subtype: null,
  CardType: 'DEBIT',
  CommercialIndicator: 'PERSONAL',
});
const offer = (...brands: string[]) => networksToOffer({ BinData: brands.map(entry) });

describe('networksToOffer', () => {
  it.each([
    [
      ['CB', 'VISA'],
      ['CB', 'VISA'],
    ],
    [
      ['VISA', 'CB'],
      ['VISA', 'CB'],
    ],
    [
      ['CB', 'MASTERCARD'],
      ['CB', 'MASTERCARD'],
    ],
    [
      ['BANCONTACT', 'MAESTRO'],
      ['BCMC', 'MAESTRO'],
    ],
    [
      ['Cartes Bancaires', 'visa'],
      ['CB', 'VISA'],
    ],
    [
      ['CARTE_BANCAIRE', 'MasterCard'],
      ['CB', 'MASTERCARD'],
    ],
  ])('offers %j as %j, in the order the service gave', (brands, networks) => {
    expect(offer(...brands)).toEqual(networks);
  });

  it.each([
    ['a single network', ['VISA']],
    ['the same network twice (debit and credit)', ['VISA', 'VISA']],
    ['a network no choice names beside one that does', ['AMERICAN EXPRESS', 'VISA']],
    ['no BinData', []],
  ])('offers nothing for %s', (_name, brands) => {
    expect(offer(...brands)).toEqual([]);
  });

  it('reads an answer whose BinData is missing or holds nulls as no choice', () => {
    expect(networksToOffer({} as never)).toEqual([]);
    expect(networksToOffer({ BinData: [null, { Brand: null }] } as never)).toEqual([]);
  });
});

describe('cardNetworkOf', () => {
  it.each([
    ['CB', 'CB'],
    [' cartes-bancaires ', 'CB'],
    ['BCMC', 'BCMC'],
    ['JCB', null],
    ['', null],
    [null, null],
  ])('reads %j as %j', (brand, network) => {
    expect(cardNetworkOf(brand)).toBe(network);
  });
});

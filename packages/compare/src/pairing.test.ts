import { describe, expect, it } from 'vitest';
import { pairFiles, pairingKey } from './pairing.ts';

describe('pairing files by name', () => {
  it('pairs names without extension, case, spacing or Unicode form', () => {
    expect(pairingKey('Dana Levi.docx')).toBe(pairingKey('  dana  levi.TXT'));
    expect(pairingKey('Mo\u0301ni.txt')).toBe(pairingKey('M\u00f3ni.docx'));
    const pairing = pairFiles(['Dana.docx', 'omer.txt', 'Noa.txt'], ['noa.docx', 'dana.txt', 'Yael.txt']);
    expect(pairing.pairs).toEqual([
      { name: 'Dana', beforeIndex: 0, afterIndex: 1 },
      { name: 'Noa', beforeIndex: 2, afterIndex: 0 },
    ]);
    expect(pairing.unpaired).toEqual([
      { set: 'before', index: 1, fileName: 'omer.txt', reason: 'noPair' },
      { set: 'after', index: 2, fileName: 'Yael.txt', reason: 'noPair' },
    ]);
  });

  it('never guesses between two files of the same name in one set', () => {
    const pairing = pairFiles(['a.txt', 'A.docx'], ['a.txt']);
    expect(pairing.pairs).toEqual([]);
    expect(pairing.unpaired.map((file) => [file.set, file.reason])).toEqual([
      ['before', 'duplicate'],
      ['before', 'duplicate'],
      ['after', 'noPair'],
    ]);
  });
});

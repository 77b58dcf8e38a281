import { describe, expect, it } from 'vitest';
import { sameMarks, termMarker } from './term-marks.ts';

const line = (...cleanedWords: string[]) => ({ cleanedWords });

describe('termMarker', () => {
  it('marks every word of each use of a key term and of an explained term, and nothing on a line without one', () => {
    const marker = termMarker('Latin', ['gene drive'], ['crispr']);
    expect(marker.marksOf(line('a', 'gene', 'drive', 'and', 'crispr', 'gene'))).toEqual([null, 'key', 'key', null, 'explained', null]);
    expect(marker.marksOf(line('plain', 'words'))).toBeNull();
  });

  it('lets a key term win over an explained term on the words they share, as termsOf counts them', () => {
    expect(termMarker('Latin', ['crispr'], ['crispr']).marksOf(line('crispr'))).toEqual(['key']);
    expect(termMarker('Latin', ['drive'], ['gene drive']).marksOf(line('gene', 'drive'))).toEqual(['explained', 'key']);
    expect(termMarker('Latin', ['gene drive'], ['drive']).marksOf(line('gene', 'drive', 'drive'))).toEqual(['key', 'key', 'explained']);
  });

  it('matches a Hebrew form with its prefix letters, as the uses are counted', () => {
    expect(termMarker('Hebrew', ['קריספר'], []).marksOf(line('בקריספר', 'ו', 'הקריספר'))).toEqual(['key', null, 'key']);
  });

  it('marks nothing without terms', () => {
    expect(termMarker('Latin', [], []).marksOf(line('crispr'))).toBeNull();
  });

  it('compares two lines of marks by value', () => {
    expect(sameMarks(null, null)).toBe(true);
    expect(sameMarks(['key', null], ['key', null])).toBe(true);
    expect(sameMarks(['key'], ['explained'])).toBe(false);
    expect(sameMarks(['key'], null)).toBe(false);
  });
});

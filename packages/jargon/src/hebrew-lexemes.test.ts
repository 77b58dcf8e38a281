import { describe, expect, it } from 'vitest';
import { familyHead } from './hebrew-builder.ts';
import { formsOfStem, hebrewStems, lexemeCounts } from './hebrew-lexemes.ts';

/** Lexeme counts of a small list, with the builder's prefix families. */
function lexemesOf(entries: readonly (readonly [string, number])[]): Record<string, number> {
  const counts = new Map(entries);
  return Object.fromEntries(lexemeCounts(counts, (form) => familyHead(form, counts)));
}

describe('Hebrew stems (docs/de-jargonizer.md "Hebrew families")', () => {
  it('reads a form as a stem of three letters or more under an ending, the last letter medial', () => {
    expect(hebrewStems('שולחנות')).toEqual(expect.arrayContaining(['שולחנ']));
    expect(hebrewStems('שולחן')).toEqual(['שולחנ']);
    expect(formsOfStem('שולחנ')).toEqual(
      expect.arrayContaining(['שולחן', 'שולחנות', 'שולחנה', 'שולחנו']),
    );
    // גנ has two letters: גנים gathers no stem.
    expect(hebrewStems('גנים')).not.toContain('גנ');
  });

  it('leaves out an ending of נ or ת after a stem ending in the same letter (תכננו is "we planned")', () => {
    expect(formsOfStem('תכנ')).not.toContain('תכננו');
    expect(hebrewStems('תכננו')).not.toContain('תכנ');
    expect(formsOfStem('אוזני')).toContain('אוזניים');
  });
});

describe('lexemeCounts', () => {
  it('adds up the prefix families of one stem under every ending', () => {
    const lexemes = lexemesOf([
      ['ילד', 30],
      ['ילדים', 20],
      ['הילדים', 5],
      ['ילדה', 10],
    ]);
    expect(lexemes).toEqual({ ילד: 65, ילדים: 65, הילדים: 65, ילדה: 65 });
  });

  it('joins a verb form with the families of its persons, tenses and infinitive', () => {
    // דולקים → דולק (present), לדלוק (infinitive).
    expect(
      lexemesOf([
        ['דולקים', 10],
        ['דולק', 20],
        ['לדלוק', 30],
      ]).דולקים,
    ).toBe(60);
  });

  it('does not join an adjective in י with its noun, nor a two-letter stem', () => {
    expect(
      lexemesOf([
        ['אטום', 100],
        ['אטומי', 10],
      ]),
    ).toEqual({ אטום: 100, אטומי: 10 });
    expect(
      lexemesOf([
        ['גן', 100],
        ['גנים', 5],
      ]).גנים,
    ).toBe(5);
  });

  it('counts a relative only when it heads its own family (לטום is ל + טום, not a form of אטומי)', () => {
    expect(
      lexemesOf([
        ['אטומי', 10],
        ['לטום', 600],
        ['טום', 5000],
      ]).אטומי,
    ).toBe(10);
  });
});

import { describe, expect, it } from 'vitest';
import type { JargonAnalysis } from '../../engine/coach.ts';
import { wordLists } from '../../measures/word-lists.ts';
import { createFakeJargonAnalyzer } from '../../../testing/fake-jargon-analyzer.ts';
import { unfamiliarHebrewAcronymsIn } from './hebrew-acronyms.ts';
import { firstUsesNotSpelledOut } from './not-spelled-out.ts';

const asWritten = (text: string) => unfamiliarHebrewAcronymsIn(text, wordLists()).map((item) => text.slice(item.span.start, item.span.end));
const asked = (text: string) => {
  const analysis = createFakeJargonAnalyzer({ englishBands: {} }).analyze(text) as JargonAnalysis;
  return firstUsesNotSpelledOut(text, analysis).map((item) => text.slice(item.span.start, item.span.end));
};

describe.skipIf(wordLists().frequencies.he === null)('Hebrew acronyms written with gershayim (hebrew-acronyms.ts)', () => {
  it('are those the Hebrew counts hold below a rare word\'s Zipf or not at all, a prefix and all, not everyday ones', () => {
    expect(asWritten('המחקר נערך בחט"ב אחת ובדק את התל"ן ואת המשו"ב, ובמשרד להגנ"ס; צה"ל, אק"ג, קופ"ח ומע"מ מוכרים לכולם.')).toEqual(['התל"ן', 'המשו"ב', 'להגנ"ס']);
    // The sign ״ is read as the quote it stands for.
    expect(asWritten('גידולי גד״ח ועם צה״ל')).toEqual(['גד״ח']);
  });

  it('leave out Hebrew numbers, units and the shekel', () => {
    expect(asWritten('בשנת תשפ"ד, בכיתה י"ב, בט"ו בשבט, 3 קוט"ש ב-40 קמ"ש עלו 12 ש"ח.')).toEqual([]);
  });

  it('are asked where they are not spelled out, and not where the words or a bracket spell them out', () => {
    expect(asked('בשדות גד"ח ובבתי ספר עם תל"ן בדקנו את הסחיפה.')).toEqual(['גד"ח', 'תל"ן']);
    expect(asked('בשדות גידולי דגן חורף (גד"ח) בדקנו את הסחיפה.')).toEqual([]);
    expect(asked('בשדות גד"ח (גידולי דגן חורף) בדקנו את הסחיפה.')).toEqual([]);
    expect(asked('בשדות של גידולי דגן חורף, גד"ח, בדקנו את הסחיפה.')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { renderMessage } from '../kinds/render.ts';
import { findingCatalogues } from '../kinds/catalogues.ts';
import { chatCatalogues } from '../chat/catalogues.ts';
import { said } from '../messages/chat-text.ts';
import { renderSaid } from '../chat/render.ts';
import { coachLanguages } from './language.ts';
import { baseKey, isPluralForm, pluralKeys } from '../../testing/plural-forms.ts';

const counts = [0, 1, 2, 3, 11, 100, 109];
const summaryWords = (used: number) => renderMessage({ key: 'summary.words', params: { used, count: used, target: 120, min: 100, max: 140 } }, 'ar');

describe('counted messages in Arabic (zero, one, two, few, many, other)', () => {
  it('say the words used with the noun each number takes', () => {
    expect(counts.map(summaryWords)).toEqual([
      'لم تُستخدم أي كلمة (الهدف 120، 100–140)',
      'استخدمت كلمة واحدة (الهدف 120، 100–140)',
      'استخدمت كلمتين (الهدف 120، 100–140)',
      'استخدمت 3 كلمات (الهدف 120، 100–140)',
      'استخدمت 11 كلمة (الهدف 120، 100–140)',
      'استخدمت 100 كلمة (الهدف 120، 100–140)',
      // The walk's "استخدمت 109 كلمة": 103–110 take the plural, as 3–10 do.
      'استخدمت 109 كلمات (الهدف 120، 100–140)',
    ]);
  });

  it('say the longest sentence and a word range the same way', () => {
    const longest = (words: number) => renderMessage({ key: 'sentence.tooLong', params: { words, count: words, sentence: 'س', readers: 'ق', label: 'ل' } }, 'ar');
    expect(counts.map((words) => /فيها ([^:]+):/u.exec(longest(words))?.[1])).toEqual(['أي كلمة', 'كلمة واحدة', 'كلمتان', '3 كلمات', '11 كلمة', '100 كلمة', '109 كلمات']);
    expect(renderSaid(said('engine.wordRange', { min: 1, max: 5, used: 7, count: 5 }), 'ar')).toBe('يرجى استخدام 1–5 كلمات. استخدمت حتى الآن 7.');
    expect(renderSaid(said('engine.wordRange', { min: 45, max: 75, used: 80, count: 75 }), 'ar')).toBe('يرجى استخدام 45–75 كلمة. استخدمت حتى الآن 80.');
    expect(renderSaid(said('engine.characterLimit', { max: 600, used: 700, count: 600 }), 'ar')).toBe('يرجى استخدام 600 حرف على الأكثر. استخدمت حتى الآن 700.');
  });

  it('keep English and Hebrew as they were, but for one', () => {
    expect(renderMessage({ key: 'summary.words', params: { used: 109, count: 109, target: 120, min: 100, max: 140 } }, 'en')).toBe('you used 109 words (target 120, 100–140)');
    expect(renderMessage({ key: 'summary.words', params: { used: 1, count: 1, target: 120, min: 100, max: 140 } }, 'en')).toBe('you used 1 word (target 120, 100–140)');
    expect(renderMessage({ key: 'summary.words', params: { used: 2, count: 2, target: 120, min: 100, max: 140 } }, 'he')).toBe('השתמשתם ב־2 מילים (היעד: 120, 100–140)');
  });

  it('refuse to render without a count, rather than show the key', () => {
    expect(() => renderMessage({ key: 'summary.words', params: { used: 3, target: 1, min: 1, max: 3 } }, 'ar')).toThrow('needs a number as its count');
  });

  it('are written in every plural form of every language, and only in those', () => {
    const problems: string[] = [];
    for (const catalogue of [...findingCatalogues, ...chatCatalogues]) {
      const counted = new Set(coachLanguages.flatMap((language) => Object.keys(catalogue[language]).filter(isPluralForm).map(baseKey)));
      for (const key of counted)
        for (const language of coachLanguages) {
          const has = Object.keys(catalogue[language]).filter((name) => isPluralForm(name) && baseKey(name) === key).sort();
          if (has.join() !== pluralKeys(key, language).sort().join()) problems.push(`${language} ${key}: ${has.join(' ')}`);
        }
    }
    expect(problems).toEqual([]);
  });
});

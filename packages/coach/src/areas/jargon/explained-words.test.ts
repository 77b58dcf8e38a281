import { describe, expect, it } from 'vitest';
import { englishNameOfArabicTerm, latinRunAround } from './explained-words.ts';

const spanOf = (text: string, word: string) => ({ start: text.indexOf(word), end: text.indexOf(word) + word.length });

describe('English words beside an Arabic term', () => {
  it('are its English name after a definite Arabic term, bare or in brackets', () => {
    const bare = 'مع اضافة الفحم الحيوي biochar للتربة لكي يمسك الاملاح.';
    expect(englishNameOfArabicTerm(bare, spanOf(bare, 'biochar'))).toBe(true);
    const bracketed = 'وبالتحديد «رقصة الاهتزاز» (waggle dance) التي تستخدمها العاملات.';
    expect(englishNameOfArabicTerm(bracketed, spanOf(bracketed, 'waggle'))).toBe(true);
    expect(englishNameOfArabicTerm(bracketed, spanOf(bracketed, 'dance'))).toBe(true);
  });

  it('are the term itself after the bare article "الـ" or an indefinite word', () => {
    for (const [text, word] of [
      ['أعمل على مشكلة الـ biofouling في أغشية التحلية.', 'biofouling'],
      ['أقوم بعمل genotyping لعينات من عائلات مصابة.', 'genotyping'],
      ['ثم أبني نموذج محاكاة compositional لأتنبأ بأداء الحقل.', 'compositional'],
    ] as const)
      expect(englishNameOfArabicTerm(text, spanOf(text, word))).toBe(false);
  });
});

describe('a run of English words in a Hebrew or Arabic text', () => {
  it('is one term: its other words, and none in an English text', () => {
    const arabic = 'وينتقل بطريقة autosomal recessive، أي أن الطفل يصاب.';
    expect(latinRunAround(arabic, spanOf(arabic, 'autosomal'))).toEqual(['recessive']);
    const english = 'The gene is passed on in an autosomal recessive way.';
    expect(latinRunAround(english, spanOf(english, 'autosomal'))).toEqual([]);
  });
});

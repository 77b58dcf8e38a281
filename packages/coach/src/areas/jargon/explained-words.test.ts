import { describe, expect, it } from 'vitest';
import { englishNameOfArabicTerm, glossesOf, latinRunAround } from './explained-words.ts';

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

describe('the gloss after a term (its words are the writer\'s plain words, not asked about)', () => {
  const written = (text: string, word: string) => ({ word, measured: word, span: spanOf(text, word) });
  it('is read after a gloss set off after the term', () => {
    const text = 'We looked at methylation, a chemical tag on genes, in mice.';
    expect(glossesOf(text, [written(text, 'methylation')])).toHaveLength(1);
  });

  it('is not read after a term named before it: the sentence goes on with new words (w51)', () => {
    const hebrew = 'בעור יש שכבה של תאים שנקראים אירידופורים, ובתוכם יש ננו-גבישים של גואנין שמסודרים בשורות.';
    expect(glossesOf(hebrew, [written(hebrew, 'אירידופורים')])).toEqual([]);
    const english = 'The skin has cells called iridophores, and inside them sit guanine nanocrystals.';
    expect(glossesOf(english, [written(english, 'iridophores')])).toEqual([]);
  });
});

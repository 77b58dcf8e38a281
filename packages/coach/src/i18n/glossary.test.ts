import { describe, expect, it } from 'vitest';
import { findingCatalogues } from '../kinds/catalogues.ts';
import { chatCatalogues } from '../chat/catalogues.ts';
import { englishWords, genderedArabicAddress, glossaryViolations, requiredRenderings } from '../../testing/glossary.ts';
import { baseKey } from '../../testing/plural-forms.ts';

type Pair = { where: string; english: string; he?: string; ar?: string };

/**
 * Every coach string with the English it translates: the chat's messages, then the findings'; a
 * counted message's every plural form, each with the English of its base key's `_other` form
 * (Arabic has forms English lacks).
 */
function coachStrings(): Pair[] {
  const pairs: Pair[] = [];
  for (const [where, catalogues] of [['chat', chatCatalogues], ['findings', findingCatalogues]] as const)
    for (const catalogue of catalogues) {
      const keys = new Set([...Object.keys(catalogue.en), ...Object.keys(catalogue.he), ...Object.keys(catalogue.ar)]);
      for (const key of keys) {
        const english = catalogue.en[key] ?? catalogue.en[`${baseKey(key)}_other`] ?? '';
        pairs.push({ where: `${where}: ${key}`, english, he: catalogue.he[key], ar: catalogue.ar[key] });
      }
    }
  return pairs;
}

describe('the coach follows the glossary (docs/glossary.md)', () => {
  const pairs = coachStrings();

  it('finds the strings it checks', () => {
    expect(pairs.length).toBeGreaterThan(300);
  });

  it('addresses the user in one form and spells each term one way', () => {
    const found = pairs.flatMap(({ where, he: hebrew, ar: arabic }) => [
      ...glossaryViolations('he', hebrew ?? '').map((violation) => `he ${where} → ${violation.found} (${violation.rule})`),
      ...glossaryViolations('ar', arabic ?? '').map((violation) => `ar ${where} → ${violation.found} (${violation.rule})`),
    ]);
    expect(found).toEqual([]);
  });

  it('addresses the writer in Arabic without grammatical gender, as the Hebrew does in the plural', () => {
    const found = pairs.flatMap(({ where, ar: arabic }) => genderedArabicAddress(arabic ?? '').map((violation) => `ar ${where} → ${violation.found}`));
    expect(found).toEqual([]);
  });

  it('catches a masculine imperative or adjective with its prefix, and not a neutral form', () => {
    expect(genderedArabicAddress('اكتب ملخصك').map((item) => item.found)).toEqual(['اكتب']);
    expect(genderedArabicAddress('إن لم يفعل، فأضف جملة. لست متأكدًا').map((item) => item.found)).toEqual(['فأضف', 'متأكدًا']);
    expect(genderedArabicAddress('يُرجى كتابة ملخصك؛ من المفيد إضافة جملة. يمكنك لصق نصك. أحسنت! استخدمت 12 كلمة.')).toEqual([]);
    // A word that only contains a marker is no marker.
    expect(genderedArabicAddress('المكتبة، الاختيار، قليل')).toEqual([]);
  });

  it('renders each glossary term with its glossary word', () => {
    const missing: string[] = [];
    for (const { where, english, he: hebrew, ar: arabic } of pairs)
      for (const term of requiredRenderings)
        if (term.english.test(englishWords(english))) {
          if (hebrew !== undefined && !term.he.test(hebrew)) missing.push(`he ${where} lacks ${term.he.source}`);
          if (arabic !== undefined && !term.ar.test(arabic)) missing.push(`ar ${where} lacks ${term.ar.source}`);
        }
    expect(missing).toEqual([]);
  });

  it('catches a string in the other form or with another spelling', () => {
    expect(glossaryViolations('he', 'כרגע השתמשת ב־43 מילים.')).toHaveLength(1);
    expect(glossaryViolations('he', 'הטקסט שלך')).toHaveLength(1);
    expect(glossaryViolations('he', 'כרגע השתמשתם ב־43 מילים בטקסט שלכם.')).toEqual([]);
    expect(glossaryViolations('he', 'פתוס')).toHaveLength(1);
    expect(glossaryViolations('ar', 'اكتبوا ملخصكم')).toHaveLength(1);
    expect(glossaryViolations('ar', 'اكتب ملخصك')).toEqual([]);
  });
});

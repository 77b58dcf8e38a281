import { describe, expect, it } from 'vitest';
import { arabicVerbOfOurs } from './writers-own-verbs.ts';

describe('an Arabic verb of the writer\'s own doing (writers-own-verbs.ts)', () => {
  it('reads the past\'s «ـنا» and the present\'s «نـ», with a pronoun or «و» on them (w95: «ألصقنا», «نضخ»)', () => {
    for (const word of ['ألصقنا', 'قسنا', 'فحصناها', 'وقارنّاها', 'نضخ', 'ونزن', 'نحمّص', 'نضخّه']) expect(arabicVerbOfOurs(word)).toBe(true);
  });

  it('leaves nouns: a definite one, «كورونا», a longer word opening with «ن», a term', () => {
    for (const word of ['النيونيكوتينويدات', 'كورونا', 'نترات', 'نيوترونات', 'الهيموغلوبين', 'البلاستيدات']) expect(arabicVerbOfOurs(word)).toBe(false);
  });
});

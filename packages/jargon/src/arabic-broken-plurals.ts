// Arabic broken plurals and their singulars, from Arabic WordNet 2 (data/README.md "Hebrew and
// Arabic wordnets"): a row `arb:lemma:brokenplural` follows the `arb:lemma` row of its singular in
// the same synset. Readers know شؤون by شأن and أطفال by طفل, while no ending rule reaches them,
// so the build gives a plural its singular's band (subtitle-counts-builder.ts). Only WordNet's
// pairs, never a guessed pattern: a plural cannot take the band of another word. Build-time only.
import { readFileSync } from 'node:fs';
import { ARABIC_FORM, normaliseArabicForm } from './arabic.ts';

const ARTICLE = 'ال';

/** Plural → its singulars, in lookup forms, each also with the article (الشؤون → الشأن, شأن). */
export function readArabicBrokenPlurals(tabPath: string): Map<string, string[]> {
  const singularsOf = new Map<string, string[]>();
  const add = (plural: string, singular: string) => {
    const singulars = singularsOf.get(plural) ?? [];
    if (!singulars.includes(singular)) singulars.push(singular);
    singularsOf.set(plural, singulars);
  };
  let lemma = { synset: '', form: '' };
  for (const line of readFileSync(tabPath, 'utf8').split('\n')) {
    const [synset = '', type = '', value = ''] = line.split('\t');
    const form = normaliseArabicForm(value.trim());
    if (type === 'arb:lemma') lemma = { synset, form };
    if (type !== 'arb:lemma:brokenplural' || synset !== lemma.synset) continue;
    if (!ARABIC_FORM.test(form) || !ARABIC_FORM.test(lemma.form) || form === lemma.form) continue;
    add(form, lemma.form);
    if (!form.startsWith(ARTICLE) && !lemma.form.startsWith(ARTICLE)) {
      add(ARTICLE + form, ARTICLE + lemma.form);
      add(ARTICLE + form, lemma.form);
    }
  }
  return singularsOf;
}

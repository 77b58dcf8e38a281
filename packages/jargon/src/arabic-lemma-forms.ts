// Arabic forms a wordnet lemma is written in that the band's family candidates (arabic.ts
// arabicWordFormCandidates) do not reach, for a word's meanings (language-wordnets.ts;
// docs/de-jargonizer.md "How a suggestion is chosen"). Each undoes one spelling change an
// ending makes to the same word — never a derivation (الزلزالية is not زلزال), never a guessed
// plural pattern — and is tried only after the band's candidates. Pure and browser-safe.
import { ARABIC_MIN_CORE, ARABIC_PRONOUN_ENDINGS, coreLength } from './arabic.ts';

export interface LemmaCandidate {
  readonly form: string;
  /** Only a verb's senses may be read from it. */
  readonly verbOnly: boolean;
  /** No verb's senses may be read from it. */
  readonly noVerb: boolean;
}

const HAMZA_SEATS = /[ؤئ]$/u;

/**
 * The lemma forms of a stem without clitics, given the band's candidates for it:
 * - a final ى written ا before a pronoun (فغطاها → غطى, read غطي);
 * - a hamza on و or ي before a vowel ending sits on alef in the lemma (اختبؤوا → اختبأ, read اختبا);
 * - a dual of a noun in ة keeps its ت (ذرتان → ذرة, لسلالتين → سلالة): no verb;
 * - the past's نا before an object pronoun (قسمناهم → قسم): a verb only;
 * - a present in ي without its person letter (يشفر → شفر, the lemma a wordnet lists a verb by):
 *   a verb only, and only where the written word starts with ي, since a ت or ن may be the
 *   word's own (تعلم, learned, is not علم).
 */
export function arabicLemmaCandidates(stem: string, familyCandidates: readonly string[]): LemmaCandidate[] {
  const found: LemmaCandidate[] = [];
  const add = (form: string, verbOnly = false, noVerb = false) => {
    if (form !== stem && coreLength(form) >= ARABIC_MIN_CORE && !found.some((candidate) => candidate.form === form)) found.push({ form, verbOnly, noVerb });
  };
  for (const pronoun of ARABIC_PRONOUN_ENDINGS) {
    if (!stem.endsWith(pronoun)) continue;
    const base = stem.slice(0, -pronoun.length);
    if (base.endsWith('ا')) add(`${base.slice(0, -1)}ي`);
    if (base.endsWith('نا')) add(base.slice(0, -2), true);
  }
  for (const candidate of [stem, ...familyCandidates]) if (HAMZA_SEATS.test(candidate)) add(`${candidate.slice(0, -1)}ا`);
  const dual = /^(.+)ت(?:ان|ين)$/u.exec(stem)?.[1];
  if (dual !== undefined) add(`${dual}ة`, false, true);
  if (stem.startsWith('ي')) {
    for (const candidate of [stem, ...familyCandidates]) if (candidate.startsWith('ي')) add(candidate.slice(1), true);
  }
  return found;
}

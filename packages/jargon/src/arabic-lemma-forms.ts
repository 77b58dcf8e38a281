// Arabic forms a wordnet lemma is written in that the band's family candidates (arabic.ts
// arabicWordFormCandidates) do not reach, for a word's meanings (language-wordnets.ts;
// docs/de-jargonizer.md "How a suggestion is chosen"). Each undoes what an ending does to the
// same word — never a derivation (الزلزالية is not زلزال), never a guessed plural pattern — and
// is tried only after the band's candidates. Pure and browser-safe.
import { ARABIC_MIN_CORE, ARABIC_PRONOUN_ENDINGS, coreLength } from './arabic.ts';

export interface LemmaCandidate {
  readonly form: string;
  /** Only a verb's senses may be read from it. */
  readonly verbOnly: boolean;
  /** No verb's senses may be read from it. */
  readonly noVerb: boolean;
}

/**
 * The lemma forms of a stem without clitics:
 * - a dual of a noun in ة keeps its ت (ذرتان → ذرة, لسلالتين → سلالة): no verb;
 * - the past's نا before an object pronoun (قسمناهم → قسم): a verb only.
 * Left out, by reading what they gave on the 50,000 subtitle forms: a final ى written ا before a
 * pronoun (أبانا, our father, read as أبى, refused; سوانا as سوّى), a hamza's seat before an
 * ending (خطؤك reached خطا, stepped, since lookups write أ as ا), and a present read by its past
 * (يسار, left, as سار; بينما as نما).
 */
export function arabicLemmaCandidates(stem: string): LemmaCandidate[] {
  const found: LemmaCandidate[] = [];
  const add = (form: string, verbOnly: boolean, noVerb: boolean) => {
    if (form !== stem && coreLength(form) >= ARABIC_MIN_CORE && !found.some((candidate) => candidate.form === form)) found.push({ form, verbOnly, noVerb });
  };
  const dual = /^(.+)ت(?:ان|ين)$/u.exec(stem)?.[1];
  if (dual !== undefined) add(`${dual}ة`, false, true);
  for (const pronoun of ARABIC_PRONOUN_ENDINGS) {
    if (stem.endsWith(`نا${pronoun}`)) add(stem.slice(0, -pronoun.length - 2), true, false);
  }
  return found;
}

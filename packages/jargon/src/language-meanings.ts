// A rare Hebrew or Arabic word's meanings for the word popover (docs/de-jargonizer.md "How a
// suggestion is chosen"): its language's wordnet first (language-wordnets.ts); where the wordnet
// knows neither the word nor its base forms, a Hebrew word read as an English loanword shows that
// English word's definitions, each marked with the word (english-loanwords.ts). Arabic words are
// read too but not shown: Arabic leaves short vowels unwritten, so its own words and names reach
// English terms (سفرية, spheric; ويستروس, oestrus). With Arabic's own rules (a vowel letter inside
// the stem, ال never al-, a first و or ي a consonant, ه and h, English words in use) 34 of 40 rare
// forms never tuned on were read right (eval/loanword-held-out.ts), below the 90 % a shown meaning
// needs: names of games, brands and titles read as words. Browser-safe.
import type { Dictionary } from './dictionary.ts';
import type { EnglishLoanwords } from './english-loanwords.ts';
import type { LanguageWordnet, WordnetLanguage, WordnetMeanings } from './language-wordnets.ts';

/** The languages whose loanwords are shown: measured at 90 % precision or more. */
export const LOANWORD_LANGUAGES: readonly WordnetLanguage[] = ['he'];

/** The word's wordnet meanings, else its English loanword's (for a language of LOANWORD_LANGUAGES, or any when `measuring`). */
export function languageWordMeanings(
  word: string,
  language: WordnetLanguage,
  dictionary: Dictionary | null,
  wordnet: LanguageWordnet | null,
  loans: EnglishLoanwords | null,
  measuring = false,
): WordnetMeanings | null {
  const found = wordnet?.meaningsOf(word, dictionary) ?? null;
  if (found !== null || loans === null || !(measuring || LOANWORD_LANGUAGES.includes(language))) return found;
  const loan = loans.match(word, language);
  if (loan === null) return null;
  return {
    form: word,
    senses: loan.definitions.map((definition) => ({ definition, definitionLanguage: 'en', synonyms: [], fromEnglish: loan.english })),
    synonym: null,
  };
}

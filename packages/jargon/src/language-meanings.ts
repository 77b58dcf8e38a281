// A rare Hebrew or Arabic word's meanings for the word popover (docs/de-jargonizer.md "How a
// suggestion is chosen"): its language's wordnet first (language-wordnets.ts); where the wordnet
// knows neither the word nor its base forms, the definitions of the English word it was borrowed
// from, each marked with that word (english-loanwords.ts). Browser-safe.
import type { Dictionary } from './dictionary.ts';
import type { EnglishLoanwords } from './english-loanwords.ts';
import type { LanguageWordnet, WordnetLanguage, WordnetMeanings } from './language-wordnets.ts';

export function languageWordMeanings(
  word: string,
  language: WordnetLanguage,
  dictionary: Dictionary | null,
  wordnet: LanguageWordnet | null,
  loans: EnglishLoanwords | null,
): WordnetMeanings | null {
  const found = wordnet?.meaningsOf(word, dictionary) ?? null;
  if (found !== null || loans === null) return found;
  const loan = loans.match(word, language);
  if (loan === null) return null;
  return {
    form: word,
    senses: loan.definitions.map((definition) => ({ definition, definitionLanguage: 'en', synonyms: [], fromEnglish: loan.english })),
    synonym: null,
  };
}

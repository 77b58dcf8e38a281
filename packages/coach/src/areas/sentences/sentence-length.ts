// The sentences area's rule (docs/exercises.md "How the coach decides"): the longest sentence,
// quoted when it is too long for the readers (`sentence.tooLong`, the sentence to split); a
// sentence that suits them is not praised (a line that names no change is filler).
// The measure is text-measures.ts; the readers' comfortable length is their audience profile's.
import type { AudienceProfile } from '../../engine/audience.ts';
import { excerpt } from '../../findings/excerpt.ts';
import { finding, spanOf, type Finding } from '../../findings/finding.ts';
import type { CoachLanguage } from '../../i18n/language.ts';
import { phrasesInLanguage } from '../../chat/phrases.ts';
import type { TextMeasures } from './text-measures.ts';

const tooLongMargin = 1.2;

export function sentenceFinding(measures: TextMeasures, profile: AudienceProfile, readers: string, language: CoachLanguage, text: string): Finding | null {
  const longest = measures.longestSentence;
  if (!longest) return null;
  const label = phrasesInLanguage(profile.comfortableLabel, language);
  // A few words past the comfortable length are within its "about": the walks found a plain
  // sentence 10–15 % over it labelled a needless split (16 words for junior high, 23 for adults),
  // so a sentence is named from 20 % over.
  if (longest.words > profile.comfortableSentenceWords * tooLongMargin) {
    return finding(
      'sentence.tooLong',
      { key: 'sentence.tooLong', params: { words: longest.words, count: longest.words, sentence: excerpt(longest.text), readers, label } },
      spanOf(text, longest.text),
    );
  }
  return null;
}

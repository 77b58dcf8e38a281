// Coherence, "pronouns": a sentence that opens with a bare demonstrative before a verb ("This
// shows …", "זה מראה ש…"), which leaves the reader to guess what it points to.
import { excerpt } from '../../findings/excerpt.ts';
import { finding, spanOf, type Finding } from '../../findings/finding.ts';
import { vagueReferences } from './pronoun-reference.ts';
import { splitSentences, type Sentence } from '../../measures/sentences.ts';

/** Hebrew script: the English list of demonstratives and verbs does not apply. */
const hebrewLetters = /[\u0590-\u05ff]/;

/** A Hebrew sentence that opens with a bare "זה" / "זו" / "זאת" / "אלה" before a verb ("זה מראה ש…"). */
const hebrewBareOpening = /^\s*(?:ו?)(זה|זו|זאת|אלה|אלו)\s+(?!ה[\u05d0-\u05ea])[\u05d0-\u05ea]+/u;

function bareOpening(text: string, sentences: readonly Sentence[]): { at: number; pronoun: string; example: string } | null {
  if (hebrewLetters.test(text)) {
    const at = sentences.findIndex((sentence, index) => index > 0 && hebrewBareOpening.test(sentence.text));
    if (at < 0) return null;
    const pronoun = hebrewBareOpening.exec(sentences[at]!.text)?.[1] ?? 'זה';
    return { at, pronoun, example: pronoun === 'אלה' || pronoun === 'אלו' ? 'התוצאות האלה' : 'הממצא הזה' };
  }
  const bare = vagueReferences(sentences)[0];
  if (!bare) return null;
  return {
    at: bare.sentenceIndex,
    pronoun: bare.pronoun,
    example: /^th(?:ese|ose)$/i.test(bare.pronoun) ? 'results' : 'result',
  };
}

export function pronounsFindings(text: string): Finding[] {
  const sentences = splitSentences(text);
  const bare = bareOpening(text, sentences);
  if (!bare) return [];
  const sentence = sentences[bare.at];
  return [
    finding(
      'coherence.pronouns.bareDemonstrative',
      // Quoted, not numbered: "Sentence 3" was ambiguous to a writer whose third paragraph's
      // third sentence opened with "This" too.
      { key: 'questions.pronouns.bare', params: { sentence: excerpt(sentence?.text.trim() ?? '', 120), pronoun: bare.pronoun, example: bare.example } },
      sentence ? spanOf(text, sentence.text) : null,
    ),
  ];
}

// Coherence, "pronouns": a sentence opening with a bare "This" or a vague "It" (a text is called
// clear only when each "They" has a noun to point to), and the referents of the student's table
// checked against the text.

import type { QuestionContext } from '../../../coaches/coach.ts';
import { analyseText } from '../../../language-analysis/analyse.ts';
import { functionWords, hasHebrew, lemmaOf, verbBaseOf } from '../../../measures/english-terms.ts';
import { contentTerms } from '../../../measures/key-terms.ts';
import { vagueIt, vagueReferences } from '../../../measures/pronoun-reference.ts';
import { contentWords } from '../../../measures/pathos.ts';
import type { Sentence } from '../../../measures/sentences.ts';
import { splitSentences } from '../../../measures/sentences.ts';
import { verbBase } from '../../../measures/verbs.ts';
import { wordTokens } from '../../../measures/words.ts';
import type { Remark } from '../remark.ts';
import { cell, remark, rowsOf, sentenceSpan, times } from '../remark.ts';
import { countAnyForm, countPhrase } from '../text-counts.ts';
import { notKeyTerms } from './key-terms.ts';

const plural = (word: string) =>
  word.length >= 4 && word.endsWith('s') && !/(ss|us|is)$/.test(word) && verbBase(word) === null && verbBaseOf(word) === null;

/** Sentences opening with "They"/"Their" after a sentence naming two or more plural nouns: not called clear. */
function ambiguousThey(sentences: readonly Sentence[]): { index: number; pronoun: string; candidates: string[] }[] {
  const found: { index: number; pronoun: string; candidates: string[] }[] = [];
  sentences.forEach((sentence, index) => {
    const first = wordTokens(sentence.text)[0] ?? '';
    if (index === 0 || !['they', 'their', 'them'].includes(first)) return;
    // "… followed 200 young bees from their first dance. Their first dances …": the sentence
    // before already refers to its subject by a pronoun, and this one goes on with it.
    if (/\b(?:they|their|them)\b/i.test(sentences[index - 1]?.text ?? '')) return;
    const previous = new Map<string, string>();
    for (const word of wordTokens(sentences[index - 1]?.text ?? '')) {
      if (plural(word) && contentTerms(word).length > 0 && !functionWords.has(word) && !notKeyTerms.has(lemmaOf(word)))
        previous.set(lemmaOf(word), word);
    }
    if (previous.size >= 2) found.push({ index, pronoun: first, candidates: [...previous.values()].slice(0, 2) });
  });
  return found;
}

/** Whether a sentence's first noun, its usual subject, is singular ("Sleep apnea is common"). */
function singularSubject(sentence: string): boolean {
  const subject = analyseText(sentence).tokens.find((token) => token.pos === 'NOUN' || token.pos === 'PROPN');
  return subject !== undefined && !plural(subject.text.toLowerCase()) && subject.text.toLowerCase() === subject.lemma;
}

/** A sentence opening with "They/Their/Them" after a sentence with no plural noun it could point to. */
function theyWithoutReferent(sentences: readonly Sentence[]): boolean {
  return sentences.some((sentence, index) => {
    const first = wordTokens(sentence.text)[0] ?? '';
    if (index === 0 || !['they', 'their', 'them'].includes(first)) return false;
    const before = sentences[index - 1]?.text ?? '';
    if (/\b(?:they|their|them)\b/i.test(before)) return false;
    return !wordTokens(before).some((word) => plural(word) && contentTerms(word).length > 0 && !notKeyTerms.has(lemmaOf(word)));
  });
}

export function pronounsRemarks(text: string, question: QuestionContext): Remark[] {
  const remarks = hasHebrew(text) ? hebrewPronounRemarks(text) : englishPronounRemarks(text);
  return [...remarks, ...pronounTableRemarks(text, question)];
}

/** A Hebrew sentence that opens with a bare "זה" / "זו" / "זאת" / "אלה" before a verb ("זה מראה ש…"). */
const hebrewBareOpening = /^\s*(?:ו?)(זה|זו|זאת|אלה|אלו)\s+(?!ה[\u05d0-\u05ea])[\u05d0-\u05ea]+/u;

function hebrewPronounRemarks(text: string): Remark[] {
  const sentences = splitSentences(text);
  const at = sentences.findIndex((sentence, index) => index > 0 && hebrewBareOpening.test(sentence.text));
  if (at < 0) return [];
  const pronoun = hebrewBareOpening.exec(sentences[at]!.text)?.[1] ?? 'זה';
  return [
    remark(
      'coherence.pronouns.bareDemonstrative',
      'pronouns.bare',
      () => ({ sentence: at + 1, pronoun, example: pronoun === 'אלה' || pronoun === 'אלו' ? 'התוצאות' : 'הממצא' }),
      sentenceSpan(text, sentences[at]),
    ),
  ];
}

function englishPronounRemarks(text: string): Remark[] {
  const sentences = splitSentences(text);
  const remarks: Remark[] = [];
  const bare = vagueReferences(sentences)[0];
  const they = ambiguousThey(sentences)[0];
  // A "They" after a sentence naming two plural nouns is not named as ambiguous: on fresh texts
  // the sense nearly always settled it ("They should be prescribed" after antibiotics and
  // effects), so the remark was more often false than true. Such a text is not called clear
  // either.
  if (bare) {
    remarks.push(
      remark(
        'coherence.pronouns.bareDemonstrative',
        'pronouns.bare',
        () => ({
          sentence: bare.sentenceIndex + 1,
          pronoun: bare.pronoun,
          example: /^th(?:ese|ose)$/i.test(bare.pronoun) ? 'results' : 'result',
        }),
        sentenceSpan(text, sentences[bare.sentenceIndex]),
      ),
    );
  }
  // "Sleep apnea is common. It is often not diagnosed.": "It" goes on with a singular subject.
  const vague = bare ? undefined : vagueIt(sentences).find((found) => !singularSubject(sentences[found.sentenceIndex - 1]?.text ?? ''));
  if (vague) {
    remarks.push(
      remark(
        'coherence.pronouns.vagueIt',
        'pronouns.vagueIt',
        () => ({ sentence: vague.sentenceIndex + 1, pronoun: vague.pronoun }),
        sentenceSpan(text, sentences[vague.sentenceIndex]),
      ),
    );
  }
  // Clear only when every sentence opening with "They" has a plural noun before it to point to.
  if (!they && !bare && !vague && !theyWithoutReferent(sentences))
    remarks.push(remark('coherence.pronouns.clear', 'pronouns.clear'));
  return remarks;
}

function pronounTableRemarks(text: string, question: QuestionContext): Remark[] {
  const remarks: Remark[] = [];
  const rows = rowsOf(question.table).filter((row) => cell(row, 1) !== '');
  const unnamed = rows.find((row) => !referentNamed(text, cell(row, 1)));
  if (question.choice === '1' && unnamed) {
    remarks.push(
      remark('coherence.pronouns.referentMissing', 'pronouns.referentMissing', () => ({
        word: cell(unnamed, 1),
        pronoun: cell(unnamed, 0) || '…',
      })),
    );
  } else if (question.choice !== '1' && rows[0] && countAnyForm(text, cell(rows[0], 1)) >= 2) {
    const row = rows[0];
    remarks.push(
      remark('coherence.pronouns.replaceNoun', 'pronouns.replaceNoun', (language) => ({
        noun: cell(row, 1),
        times: times(countAnyForm(text, cell(row, 1)), language),
        pronoun: cell(row, 0) || 'it',
      })),
    );
  }
  return remarks;
}

/**
 * Whether the text names a referent the student's table gives, in any form. A Hebrew referent may
 * carry an article or another prefix letter the text's word has not ("המתנדבים" for "מתנדבים"):
 * "does not appear in your text" would then be false.
 */
function referentNamed(text: string, referent: string): boolean {
  if (countAnyForm(text, referent) > 0) return true;
  // "the finishes" is named by "these finishes" and "PFAS-free finishes" (a fresh walk had it
  // called missing): the article is the table's, not the text's.
  const bare = referent.trim().replace(/^(?:the|a|an|these|those|this|that|our|their|its)\s+/iu, '');
  if (bare !== referent.trim() && bare !== '' && countAnyForm(text, bare) > 0) return true;
  if (hasHebrew(referent)) return countPhrase(text, hebrewStem(referent.trim())) > 0 || hebrewWordsNamed(text, referent);
  return paraphrasedIn(text, referent);
}

/**
 * A Hebrew referent named word by word, each word behind whatever prefix letters: "האחיות והאחים"
 * in the table is "אחיות ואחים" in the text (a walk had it called missing). Every word of the
 * phrase, its own prefix letters taken off, must follow the one before in the text.
 */
function hebrewWordsNamed(text: string, referent: string): boolean {
  const words = referent.trim().split(/\s+/u).map(hebrewBare);
  if (words.length === 0 || words.some((word) => word === '')) return false;
  const escaped = words.map((word) => `[ובהכלמש]{0,3}${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped.join('\\s+')}(?![\\p{L}\\p{N}])`, 'u').test(text);
}

/** A Hebrew word without the prefix letters it may carry, three letters of it left at least. */
function hebrewBare(word: string): string {
  let bare = word;
  for (let letters = 0; letters < 3 && bare.length > 3 && 'ובכלמשה'.includes(bare.charAt(0)); letters++) bare = bare.slice(1);
  return bare;
}

/**
 * A referent the table gives in other words than the text ("the bacteria moving to the patient"
 * for "the bacteria moved from the sink to the patient"): named when every content word of it,
 * two or more, stands in one sentence of the text in some form. A walk found such a paraphrase
 * called missing, and "name it before the pronoun" misled.
 */
function paraphrasedIn(text: string, referent: string): boolean {
  const stem = (word: string) => word.replace(/(?:ing|ed|es|s)$/u, '').slice(0, 6);
  // A general word of the phrase ("result", "finding") names what kind of thing it is, not which:
  // "the dendrimer result" after "The dendrimer finish kept a spray rating of 80" is named (a
  // fresh walk had it called missing). The other words must then be there.
  const words = contentWords(referent);
  const specific = words.filter((word) => !notKeyTerms.has(lemmaOf(word)));
  const generalNamed = specific.length > 0 && specific.length < words.length;
  const wanted = [...new Set((generalNamed ? specific : words).map(stem))];
  if (wanted.length < 2 && !generalNamed) return false;
  // A clause summed up in the table's words ("only few workers wear long sleeves or a neck flap"
  // for "… but only 9% wear long sleeves and only 4% wear a neck flap", the workers named the
  // sentence before): two thirds of its words, over a sentence and the one before it. A walk had
  // that called missing. A short referent still needs every word.
  const needed = wanted.length < 4 ? wanted.length : Math.ceil((wanted.length * 2) / 3);
  const sentences = splitSentences(text).map((sentence) => new Set(wordTokens(sentence.text).map(stem)));
  return sentences.some((present, at) => {
    const before = wanted.length < 4 ? new Set<string>() : (sentences[at - 1] ?? new Set<string>());
    return wanted.filter((word) => present.has(word) || before.has(word)).length >= needed;
  });
}

/** A Hebrew phrase behind the prefix letters its first word may carry (ה, ו, ב …). */
function hebrewStem(phrase: string): string {
  let stem = phrase;
  for (let letters = 0; letters < 2 && /^[ובכלמשה][\u05d0-\u05ea]{4}/u.test(stem); letters++) stem = stem.slice(1);
  return stem;
}

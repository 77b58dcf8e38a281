// The built-in coach's feedback on a question about the student's own text (Coherence and
// Critical Thinking, docs/exercises.md "Feedback on Coherence and Critical Thinking
// questions"). Each question's rules look at the text under work and at the student's table or
// answer and return findings (findings/finding.ts): what was found, where, and the message that
// says it. The feedback is the first three findings rendered in the request's language.
// Rules that rest on English word lists are not applied to a Hebrew text; what remains there
// (figures, paragraphs, connectors) is checked, and otherwise the coach says it has no remark.

import { isSurePraise } from '../../findings/unsure-praise.ts';
import type { QuestionContext, TableAnswer } from '../../coaches/coach.ts';
import { excerpt } from '../excerpt.ts';
import type { Finding, TextSpan } from '../../findings/finding.ts';
import { finding, spanOf } from '../../findings/finding.ts';
import { renderFindings, renderMessage } from '../../findings/render.ts';
import type { CoachLanguage } from '../../i18n/language.ts';
import { analyseText } from '../../language-analysis/analyse.ts';
import type { PartOfSpeech } from '../../language-analysis/types.ts';
import { measureAdverbs } from '../../measures/adverbs.ts';
import {
  consequenceMarkers,
  hasFinding,
  hedges,
  markersIn,
  measureClaims,
  noveltyMarkers,
  purposeStatements,
  significanceMarkers,
} from '../../measures/claims.ts';
import { connectorsByKind, hebrewConnectorsIn, measureConnectors } from '../../measures/connectors.ts';
import type { ConnectorKind } from '../../measures/connectors.ts';
import { measureEvidence } from '../../measures/evidence.ts';
import {
  contentTermsOf,
  functionWords,
  hasHebrew,
  isAuxiliary,
  isContentWord,
  isEnglishText,
  lemmaOf,
  lemmasOf,
  verbBaseOf,
  withoutIdioms,
} from '../../measures/english-terms.ts';
import { contentTerms, measureKeyLemmas, usesLemma } from '../../measures/key-terms.ts';
import { contentWords } from '../../measures/rhetoric.ts';
import { vagueIt, vagueReferences } from '../../measures/pronoun-reference.ts';
import { splitSentences } from '../../measures/sentences.ts';
import type { Sentence } from '../../measures/sentences.ts';
import { countVerbForms, measureVerbs, verbBase } from '../../measures/verbs.ts';
import { wordTokens } from '../../measures/words.ts';

/** At most this many remarks per question: two or three sentences, as the flow asks. */
const mostRemarks = 3;

const message = (key: string, params?: Record<string, string | number>) =>
  params ? { key: `questions.${key}`, params } : { key: `questions.${key}` };

/** Whole-word, case-insensitive occurrences of a phrase; a Hebrew phrase may carry prefix letters. */
export function countPhrase(text: string, phrase: string): number {
  const trimmed = phrase.trim();
  if (trimmed === '') return 0;
  const escaped = trimmed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  const prefix = hasHebrew(trimmed) ? '[ובהכלמש]{0,3}' : '';
  return (text.match(new RegExp(`(?<![\\p{L}\\p{N}])${prefix}${escaped}(?![\\p{L}\\p{N}])`, 'giu')) ?? [])
    .length;
}

/** Occurrences of a single word in any of its forms (by lemma); a phrase as written. */
function countAnyForm(text: string, term: string): number {
  const words = wordTokens(term);
  if (words.length !== 1 || hasHebrew(term)) return countPhrase(text, term);
  const lemma = lemmaOf(words[0] ?? '');
  return wordTokens(text).filter((word) => lemmaOf(word) === lemma).length;
}

/**
 * Whether the text names a referent the student's table gives, in any form. A Hebrew referent may
 * carry an article or another prefix letter the text's word has not ("המתנדבים" for "מתנדבים"):
 * "does not appear in your text" would then be false.
 */
function referentNamed(text: string, referent: string): boolean {
  if (countAnyForm(text, referent) > 0) return true;
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
  const wanted = contentWords(referent).map(stem);
  if (wanted.length < 2) return false;
  return splitSentences(text).some((sentence) => {
    const present = new Set(wordTokens(sentence.text).map(stem));
    return wanted.every((word) => present.has(word));
  });
}

/** A Hebrew phrase behind the prefix letters its first word may carry (ה, ו, ב …). */
function hebrewStem(phrase: string): string {
  let stem = phrase;
  for (let letters = 0; letters < 2 && /^[ובכלמשה][\u05d0-\u05ea]{4}/u.test(stem); letters++) stem = stem.slice(1);
  return stem;
}

/** Paragraphs: the text's non-empty lines (a pasted text keeps one paragraph a line). */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

const conjunction: Readonly<Record<CoachLanguage, string>> = { en: ' and ', he: ' ו', ar: ' و' };
const comma: Readonly<Record<CoachLanguage, string>> = { en: ', ', he: ', ', ar: '، ' };

/** “a”, “b” and “c” in the language; plain text (the renderer escapes it). */
function quotedList(items: readonly string[], language: CoachLanguage): string {
  const quoted = items.map((item) => `“${excerpt(item)}”`);
  if (quoted.length <= 1) return quoted.join('');
  return `${quoted.slice(0, -1).join(comma[language])}${conjunction[language]}${quoted.at(-1) ?? ''}`;
}

/** "once", "twice", "3 times" in the language. */
export function times(n: number, language: CoachLanguage = 'en'): string {
  if (n === 1) return renderMessage(message('times.once'), language);
  if (n === 2) return renderMessage(message('times.twice'), language);
  return renderMessage(message('times.many', { count: n }), language);
}

const cell = (row: readonly string[], index: number) => (row[index] ?? '').trim();
const rowsOf = (table: TableAnswer | undefined) =>
  (table?.rows ?? []).filter((row) => row.some((value) => value.trim() !== ''));

/** A finding whose parameters still need the language (lists, "3 times"): built when rendered. */
interface Remark {
  kind: string;
  span: TextSpan | null;
  key: string;
  params?: (language: CoachLanguage) => Record<string, string | number>;
}

const remark = (
  kind: string,
  key: string,
  params?: Remark['params'],
  span: TextSpan | null = null,
): Remark => ({ kind, key, span, ...(params ? { params } : {}) });

const sentenceSpan = (text: string, sentence: Sentence | undefined) =>
  sentence ? spanOf(text, sentence.text) : null;


// ---- Coherence ----

/** Units, stretches of time and general research words: repeated, but never the topic. */
const notKeyTerms = new Set(
  (
    'year month week day hour minute second time times percent per cent metre meter kilometre kilometer centimetre ' +
    'millimetre gram kilogram litre liter degree dollar result finding data study research work paper thesis project ' +
    'way thing lot part example number amount case'
  )
    .split(' ')
    .map(lemmaOf),
);

function keyTermsRemarks(text: string, question: QuestionContext): Remark[] {
  // The term measure reads English; a Hebrew text still gets the checks of its own table.
  const remarks = hasHebrew(text) ? [] : keyTermMeasureRemarks(text);
  return [...remarks, ...keyTermTableRemarks(text, question)];
}

function keyTermMeasureRemarks(text: string): Remark[] {
  const sentences = splitSentences(text);
  // A key term is a noun in at least one of its uses ("measurements"); its verb forms
  // ("measured") count with it, while verbs alone ("show", "found") are no key terms.
  const nouns = new Set(
    analyseText(text)
      .tokens.filter((token) => token.pos === 'NOUN' || token.pos === 'PROPN')
      .flatMap((token) => [lemmaOf(token.text), lemmaOf(token.lemma)]),
  );
  const repeated = measureKeyLemmas(sentences).filter(({ lemma }) => nouns.has(lemma) && !notKeyTerms.has(lemma));
  const remarks: Remark[] = [];
  const top = repeated[0];
  if (!top) {
    remarks.push(remark('coherence.keyTerms.none', 'keyTerms.none'));
  } else {
    const paragraphs = paragraphsOf(text);
    const missingIn = paragraphs.findIndex((paragraph) => !usesLemma(paragraph, top.lemma));
    const lastSentence = top.sentences.at(-1) ?? -1;
    if (paragraphs.length > 1 && missingIn >= 0) {
      remarks.push(
        remark(
          'coherence.keyTerms.dropsOut',
          'keyTerms.dropsOut',
          () => ({ term: top.term, count: top.count, paragraph: missingIn + 1 }),
          spanOf(text, paragraphs[missingIn] ?? ''),
        ),
      );
    } else if (lastSentence >= 0 && lastSentence < sentences.length - 2) {
      remarks.push(
        remark('coherence.keyTerms.fadesOut', 'keyTerms.fadesOut', () => ({
          term: top.term,
          count: top.count,
          sentence: lastSentence + 1,
          total: sentences.length,
        })),
      );
    } else {
      const shown = repeated.slice(0, 3);
      remarks.push(
        remark('coherence.keyTerms.kept', 'keyTerms.kept', (language) => ({
          terms: quotedList(
            shown.map(({ term }) => term),
            language,
          ),
          counts: shown.map(({ count }) => `${count}×`).join(comma[language]),
        })),
      );
    }
  }
  return remarks;
}

function keyTermTableRemarks(text: string, question: QuestionContext): Remark[] {
  const remarks: Remark[] = [];
  const rows = rowsOf(question.table);
  if (question.choice === '1') {
    const wrong = rows.find((row) => {
      const claimed = Number.parseInt(cell(row, 1), 10);
      if (cell(row, 0) === '' || !Number.isFinite(claimed)) return false;
      return claimed !== countPhrase(text, cell(row, 0)) && claimed !== countAnyForm(text, cell(row, 0));
    });
    if (wrong) {
      const asWritten = countPhrase(text, cell(wrong, 0));
      const anyForm = countAnyForm(text, cell(wrong, 0));
      remarks.push(
        remark(
          'coherence.keyTerms.miscounted',
          anyForm > asWritten ? 'keyTerms.miscountedForms' : 'keyTerms.miscounted',
          (language) => ({
            claimed: cell(wrong, 1),
            term: cell(wrong, 0),
            times: times(asWritten, language),
            all: anyForm,
          }),
        ),
      );
    }
    const extra = rows.flatMap((row) =>
      cell(row, 2)
        .split(/[,;،]/)
        .map((term) => term.trim())
        .filter((term) => term !== '' && countAnyForm(text, term) < 2),
    );
    if (extra.length > 0)
      remarks.push(
        remark(
          'coherence.keyTerms.rareKeyword',
          extra.length > 1 ? 'keyTerms.rareExtraMany' : 'keyTerms.rareExtraOne',
          (language) => ({ terms: quotedList(extra.slice(0, 3), language) }),
        ),
      );
  } else {
    const planned = rows.map((row) => cell(row, 0)).filter((term) => term !== '');
    const rare = planned.filter((term) => countAnyForm(text, term) < 2);
    if (rare.length > 0) {
      remarks.push(
        remark(
          'coherence.keyTerms.rareKeyword',
          rare.length > 1 ? 'keyTerms.rarePlannedMany' : 'keyTerms.rarePlannedOne',
          (language) => ({ terms: quotedList(rare.slice(0, 3), language) }),
        ),
      );
    } else if (planned.length > 0) {
      remarks.push(
        remark('coherence.keyTerms.keepUsing', 'keyTerms.keepUsing', (language) => ({
          terms: quotedList(planned.slice(0, 3), language),
        })),
      );
    }
  }
  return remarks;
}

function adverbsRemarks(text: string, question: QuestionContext): Remark[] {
  const remarks: Remark[] = [];
  // No count of adverbs: the measure misses some ("also", "far"), and a count is no remark.
  if (!hasHebrew(text)) {
    const { adverbs, distinct, intensifiers } = measureAdverbs(text);
    const repeatedAdverb = distinct.find((adverb) => adverbs.filter((used) => used === adverb).length >= 3);
    if (repeatedAdverb)
      remarks.push(
        remark('coherence.adverbs.repeated', 'adverbs.repeated', () => ({
          adverb: repeatedAdverb,
          count: adverbs.filter((used) => used === repeatedAdverb).length,
        })),
      );
    if (intensifiers.length > 0) {
      remarks.push(
        remark(
          'coherence.adverbs.intensifier',
          intensifiers.length > 1 ? 'adverbs.intensifiersMany' : 'adverbs.intensifierOne',
          (language) => ({ list: quotedList(intensifiers, language) }),
        ),
      );
    }
  }
  const rows = rowsOf(question.table).filter((row) => cell(row, 0) !== '');
  const absent = rows.find((row) => countPhrase(text, cell(row, 0)) === 0);
  const missingWord = rows.find((row) => cell(row, 1) !== '' && countAnyForm(text, cell(row, 1)) === 0);
  if (absent) {
    remarks.push(
      remark(
        'coherence.adverbs.absent',
        cell(absent, 1) && countAnyForm(text, cell(absent, 1)) > 0 ? 'adverbs.absentWithWord' : 'adverbs.absent',
        () => ({ adverb: cell(absent, 0), word: cell(absent, 1) }),
      ),
    );
  } else if (missingWord) {
    remarks.push(remark('coherence.adverbs.wordMissing', 'adverbs.wordMissing', () => ({ word: cell(missingWord, 1) })));
  } else if (rows.length > 0) {
    remarks.push(remark('coherence.adverbs.allPresent', 'adverbs.allPresent'));
  }
  // The table's check is the most specific remark: it goes before the general ones.
  const table = remarks.filter((item) => /absent|wordMissing|allPresent/.test(item.kind));
  return [...table, ...remarks.filter((item) => !table.includes(item))];
}

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

function pronounsRemarks(text: string, question: QuestionContext): Remark[] {
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

/** A Hebrew text: the pairs of its own table, each verb found as written (with prefix letters). */
function hebrewVerbRemarks(text: string, question: QuestionContext): Remark[] {
  const rows = rowsOf(question.table).filter((row) => cell(row, 0) !== '' && cell(row, 1) !== '');
  // Swapping a verb used once varies nothing: only a verb used twice or more has a partner to take a turn.
  const unused = rows.find((row) => countPhrase(text, cell(row, 0)) >= 2 && countPhrase(text, cell(row, 1)) === 0);
  if (unused) {
    return [
      remark('coherence.verbs.partnerUnused', 'verbs.partnerUnused', (language) => ({
        verb: cell(unused, 0),
        times: times(countPhrase(text, cell(unused, 0)), language),
        other: cell(unused, 1),
      })),
    ];
  }
  return [];
}

function verbsRemarks(text: string, question: QuestionContext): Remark[] {
  if (hasHebrew(text)) return hebrewVerbRemarks(text, question);
  const { counts, overused } = measureVerbs(text);
  const remarks: Remark[] = [];
  const top = overused[0];
  const second = overused[1];
  if (top) {
    remarks.push(
      remark('coherence.verbs.overused', second ? 'verbs.overusedTwo' : 'verbs.overused', (language) => ({
        verb: top.verb,
        times: times(top.count, language),
        ...(second ? { other: second.verb, otherTimes: times(second.count, language) } : {}),
      })),
    );
  } else if (counts.length > 0) {
    remarks.push(
      remark('coherence.verbs.varied', 'verbs.varied', (language) => ({
        list: quotedList(
          counts.slice(0, 4).map(({ verb }) => verb),
          language,
        ),
      })),
    );
  } else {
    remarks.push(remark('coherence.verbs.few', 'verbs.few'));
  }
  const rows = rowsOf(question.table).filter((row) => cell(row, 0) !== '' && cell(row, 1) !== '');
  const unused = rows.find((row) => countVerbForms(text, cell(row, 0)) >= 2 && countVerbForms(text, cell(row, 1)) === 0);
  if (unused) {
    remarks.push(
      remark('coherence.verbs.partnerUnused', 'verbs.partnerUnused', (language) => ({
        verb: cell(unused, 0),
        times: times(countVerbForms(text, cell(unused, 0)), language),
        other: cell(unused, 1),
      })),
    );
  } else if (rows.length > 0 && rows.every((row) => countVerbForms(text, cell(row, 0)) >= 1 && countVerbForms(text, cell(row, 1)) >= 1)) {
    remarks.push(remark('coherence.verbs.pairsPresent', 'verbs.pairsPresent'));
  }
  if (top && !unused) remarks.push(remark('coherence.verbs.replaceOne', 'verbs.replaceOne', () => ({ verb: top.verb })));
  return remarks;
}

const contrastKinds: readonly ConnectorKind[] = ['contrast', 'cause', 'addition'];
/** "The results …", "Our findings …": a paragraph reporting what the work before it produced. */
const resultsOpening = /^\s*(?:the|our|these|those|such)\s+(?:\p{L}+\s+)?(?:results?|findings?|data|measurements?|analys[ie]s|observations?|interviews?|answers?|outcomes?)\b/iu;
const demonstrativeOpening = /^\s*(?:this|these|those|that|such)\s+\p{L}+/iu;
const hebrewDemonstrative = /(?:^|\s)(?:זה|זו|זאת|אלה|אלו|הזה|הזו|הזאת|האלה|האלו)(?=\s|[.,;:]|$)/u;

/** Whether a paragraph's first sentence links back: a connector, "These results …", or a key term of the last paragraph. */
function opensWithLink(first: string, previousParagraph: string, hebrew: boolean): boolean {
  if (hebrew) {
    const opening = first.split(/\s+/).slice(0, 4).join(' ');
    return hebrewConnectorsIn(first).length > 0 || hebrewDemonstrative.test(opening);
  }
  if (measureConnectors([{ text: '', words: 0 }, { text: first, words: 0 }]).linkedSentences > 0) return true;
  if (demonstrativeOpening.test(first) || resultsOpening.test(first)) return true;
  const before = splitSentences(previousParagraph).at(-1)?.text ?? '';
  const earlier = new Set(contentTermsOf(before).flatMap((term) => term.lemmas));
  return contentTermsOf(first).some((term) => term.lemmas.some((lemma) => earlier.has(lemma)));
}

function connectorsRemarks(text: string, question: QuestionContext): Remark[] {
  const hebrew = hasHebrew(text);
  const sentences = splitSentences(text);
  const paragraphs = paragraphsOf(text);
  const remarks: Remark[] = [];
  const linked = hebrew
    ? sentences.slice(1).filter((sentence) => hebrewConnectorsIn(sentence.text).length > 0).length
    : measureConnectors(sentences).linkedSentences;
  // No ratio of linked sentences: a count is no remark, and the list misses links ("In parallel,").
  // In Hebrew a paragraph may link by its meaning ("the main reason is …") in ways no list can
  // see, so only a paragraph with no connector and no demonstrative in a text with no
  // connector at all is named.
  const unlinked = paragraphs.findIndex(
    (paragraph, index) =>
      index > 0 &&
      (!hebrew || linked === 0) &&
      !opensWithLink(splitSentences(paragraph)[0]?.text ?? '', paragraphs[index - 1] ?? '', hebrew),
  );
  if (unlinked > 0) {
    remarks.push(
      remark(
        'coherence.connectors.paragraphUnlinked',
        'connectors.paragraphUnlinked',
        () => ({ paragraph: unlinked + 1 }),
        spanOf(text, paragraphs[unlinked] ?? ''),
      ),
    );
  }
  const rows = rowsOf(question.table).filter((row) => cell(row, 0) !== '');
  const absent = rows.find((row) => countPhrase(text, cell(row, 0)) === 0);
  if (absent) {
    remarks.unshift(
      remark(
        'coherence.connectors.absent',
        /para|פסק|فقر/i.test(cell(absent, 1)) ? 'connectors.absentParagraph' : 'connectors.absentSentence',
        () => ({ connector: cell(absent, 0) }),
      ),
    );
  } else if (!hebrew && remarks.length < mostRemarks) {
    const used = new Set(measureConnectors(sentences).found.map(({ kind }) => kind));
    const missing = contrastKinds.find((kind) => !used.has(kind));
    if (missing)
      remarks.push(
        remark('coherence.connectors.kindMissing', `connectors.missing.${missing}`, (language) => ({
          list: quotedList(connectorsByKind[missing].slice(0, 2), language),
        })),
      );
  }
  return remarks;
}

// ---- Critical Thinking ----

const nominal = new Set<PartOfSpeech>(['NOUN', 'PROPN', 'ADJ']);

/** Content terms of the answer (noun phrases, not verbs, general words or idiom parts) the summary never uses in any form. */
export function missingTerms(summary: string, answer: string): string[] {
  const inSummary = lemmasOf(summary);
  const analysis = analyseText(answer);
  // Idiom parts ("keeping in mind") are blanked out, so their words never make a term.
  const clean = withoutIdioms(answer);
  const terms: string[] = [];
  const named = new Set<string>();
  for (const phrase of analysis.nounPhrases) {
    let words = analysis.tokens.filter(
      (token) =>
        token.start >= phrase.start &&
        token.end <= phrase.end &&
        nominal.has(token.pos) &&
        isContentWord(token.text) &&
        clean.slice(token.start, token.end).trim() !== '',
    );
    // The last run of adjacent content words ("household savings" of "microloans change household savings").
    const positions = words.map((token) => analysis.tokens.indexOf(token));
    let run = words.length - 1;
    while (run > 0 && (positions[run - 1] ?? -2) === (positions[run] ?? 0) - 1) run -= 1;
    words = words.slice(Math.max(run, 0));
    while (words.length > 0 && !['NOUN', 'PROPN'].includes(words.at(-1)?.pos ?? '')) words = words.slice(0, -1);
    words = words.slice(-3);
    const head = words.at(-1);
    const first = words[0];
    if (!head || !first) continue;
    const keys = [lemmaOf(head.text), lemmaOf(head.lemma)];
    const text = answer.slice(first.start, head.end);
    // "dropout" is in a summary that says "drop out".
    const compact = (value: string) => value.toLowerCase().replace(/[\s-]+/g, '');
    if (keys.some((key) => inSummary.has(key) || named.has(key)) || compact(summary).includes(compact(text))) continue;
    keys.forEach((key) => named.add(key));
    terms.push(text);
  }
  return terms;
}


const topicOnly =
  /\b(?:research|study|project|thesis|work|paper)\s+(?:is|was)\s+(?:about|on)\b|\b(?:deals|dealt)\s+with\b|\bis\s+focused\s+on\b/i;

/** Words that state a purpose in Hebrew ("מטרת המחקר", "בדקנו אם", "רצינו לדעת"). */
const hebrewPurposeStatements =
  /(?:^|\s)(?:ו?ה?מטר(?:ת|ה|תנו|תו|תה)|נועד(?:ה|ו)?|ביקשנו|(?:בדקנו|בודקים|בדק|בודק|בדקה|בוחן|בחן|בחנה)\s+(?:את הקשר|אם|האם|איך|כיצד)|רצינו\s+(?:לבדוק|לדעת|להבין)|שאלנו\s+(?:אם|האם))(?=\s|[.,;:]|$)/u;

function hebrewPurposeRemarks(summary: string): Remark[] {
  const sentences = splitSentences(summary);
  const stated = sentences.findIndex((sentence, index) => hebrewPurposeStatements.test(sentence.text) || (index < 2 && /\?\s*$/u.test(sentence.text)));
  // Never "your summary states no purpose": a list of Hebrew phrasings misses some; a question is true either way.
  if (stated < 0 || stated > 2) return [remark('criticalThinking.purposeLate', 'ct.purposeLate', () => ({ sentence: stated + 1 }))];
  return [remark('criticalThinking.purposeStated', 'ct.purposeStated', undefined, sentenceSpan(summary, sentences[stated]))];
}

function purposeRemarks(summary: string): Remark[] {
  if (hasHebrew(summary)) return hebrewPurposeRemarks(summary);
  if (!isEnglishText(summary)) return [];
  const sentences = splitSentences(summary);
  // "My research is about satellite images" names a topic, not a purpose.
  // An opening question ("Do sugar taxes change what teenagers drink?") states the purpose too.
  const stated = sentences.findIndex(
    (sentence, index) =>
      (markersIn(sentence.text, purposeStatements).length > 0 && !topicOnly.test(sentence.text)) ||
      (index < 2 && /\?\s*$/.test(sentence.text)),
  );
  const remarks: Remark[] = [];
  if (stated < 0) remarks.push(remark('criticalThinking.purposeMissing', 'ct.purposeMissing'));
  else if (stated > 2)
    remarks.push(
      remark('criticalThinking.purposeLate', 'ct.purposeLate', () => ({ sentence: stated + 1 }), sentenceSpan(summary, sentences[stated])),
    );
  else remarks.push(remark('criticalThinking.purposeStated', 'ct.purposeStated', undefined, sentenceSpan(summary, sentences[stated])));
  return remarks;
}

/** An answer that asks: a question mark, "whether", a wh-word, or a sentence opening with an auxiliary ("Does …"). */
const questionWords =
  /\?|\b(?:whether|how|why|what|which|to what extent)\b|\bif\s+\w+\s+\w+|(?:^|[.!]\s+)(?:does|do|did|can|could|is|are|was|were|will|would|has|have)\s/i;
/** A summary that asks: a question mark, "whether", "we asked", "research question", "examined how" … */
const statesQuestion =
  /\?|\bwhether\b|\bresearch questions?\b|\b(?:ask|asks|asked|asking)\b|\bto what extent\b|\b(?:test|tests|tested|examine|examines|examined|investigate|investigates|investigated|explore|explores|explored|determine|determined|assess|assessed|understand|know|learn|see|find out|found out|study|studies|studied|analyse|analyze|analysed|analyzed|compare|compared)\s+(?:how|why|what|which|if|whether)\b/i;

const subjectPronouns = new Set(['it', 'they', 'this', 'these', 'those', 'that', 'he', 'she', 'there', 'its', 'their']);
const determiners = new Set(['the', 'a', 'an', 'this', 'these', 'our', 'their', 'its', 'each', 'every', 'some', 'any', 'many', 'more', 'fewer', 'such', 'those', 'that']);
const participles = new Set(['been', 'shown', 'grown', 'taken', 'given', 'seen', 'known', 'found', 'made', 'become', 'kept', 'lost', 'led', 'built', 'risen', 'fallen', 'chosen', 'written', 'begun']);
const trailingWords = new Set([...functionWords].filter((word) => !['better', 'worse', 'more', 'less', 'first', 'last'].includes(word)));

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "deep corals survive heatwaves better than shallow corals" → "Do deep corals survive heatwaves better than shallow corals?" */
function clauseToQuestion(clause: string, wh: string | null): string | null {
  const words = clause.trim().split(/\s+/).filter((word) => word !== '');
  if (words.length < 3 || words.length > 22) return null;
  if (isAuxiliary(words[0] ?? '')) return null;
  let verbAt = -1;
  for (let index = 1; index < Math.min(words.length, 8); index += 1) {
    const word = (words[index] ?? '').toLowerCase();
    const previous = (words[index - 1] ?? '').toLowerCase();
    const next = (words[index + 1] ?? '').toLowerCase();
    if (verbBaseOf(word) === null || word.endsWith('ing')) continue;
    if (determiners.has(previous) && !isAuxiliary(word)) continue;
    if (!isAuxiliary(word) && word.endsWith('s') && next !== '' && verbBaseOf(next) === next && !functionWords.has(next)) continue;
    verbAt = index;
    break;
  }
  if (verbAt < 1 || verbAt > 6) return null;
  const subject = words.slice(0, verbAt);
  const subjectText = subject.join(' ');
  if (subject.some((word) => /[.,;:!?]/.test(word))) return null;
  const firstSubject = (subject[0] ?? '').toLowerCase();
  if (subjectPronouns.has(firstSubject)) return null;
  if (firstSubject !== 'we' && contentTermsOf(subjectText).length === 0) return null;
  const verb = (words[verbAt] ?? '').toLowerCase();
  let rest = words.slice(verbAt + 1);
  while (rest.length > 0 && trailingWords.has((rest.at(-1) ?? '').toLowerCase())) rest = rest.slice(0, -1);
  if (rest.length === 0 || verb.endsWith('ing')) return null;
  const lead = wh ? `${wh} ` : '';
  const ask = (auxiliary: string, main: string | null) => {
    const head = wh ? `${lead}${auxiliary}` : capitalize(auxiliary);
    return `${head} ${subjectText} ${main ? `${main} ` : ''}${rest.join(' ')}?`;
  };
  if (isAuxiliary(verb)) {
    const next = (rest[0] ?? '').toLowerCase();
    const perfect = ['has', 'have', 'had'].includes(verb);
    if (!perfect || next.endsWith('ed') || participles.has(next)) return ask(verb, null);
    if (['do', 'does', 'did'].includes(verb)) return null;
    return ask(verb === 'had' ? 'did' : verb === 'has' ? 'does' : 'do', 'have');
  }
  const base = verbBaseOf(verb);
  if (!base) return null;
  if (verb === base) return ask('do', base);
  if (verb.endsWith('s')) return ask('does', base);
  return ask('did', base);
}

const nounPhrase = (text: string) => {
  const words = text.trim().split(/\s+/);
  if (words.length === 0 || words.length > 6) return null;
  // "a free reading app", "recycled fibres": -ing and -ed forms may modify a noun; other verb forms end the phrase.
  if (words.some((word) => verbBaseOf(word) !== null && !/(?:ing|ed)$/i.test(word) && !determiners.has(word.toLowerCase()))) return null;
  if (subjectPronouns.has((words[0] ?? '').toLowerCase())) return null;
  return contentTermsOf(text).length > 0 ? words.join(' ') : null;
};

const isPluralPhrase = (phrase: string) => {
  const last = (phrase.split(/\s+/).at(-1) ?? '').toLowerCase();
  return last.endsWith('s') && !/(ss|us|is)$/.test(last);
};

/** A direct research question built from the student's own words, or null when none reads sensibly. */
export function proposeResearchQuestion(sources: readonly string[]): string | null {
  for (const source of sources) {
    const text = withoutParentheses(source);
    const whether = /\b(?:whether|(?:ask|asked|test|tested|determine|determined|examine|examined|see|check|checked|know|find out|found out)\s+if)\s+([^.,;:?!]+)/i.exec(text);
    if (whether?.[1]) {
      const clause = whether[1].replace(/\s+(?:or not|and whether|and if|and how)\b.*$/i, '');
      const built = clauseToQuestion(clause, null);
      if (built) return built;
    }
    const how = /\bhow\s+(?!much\b|many\b|often\b|far\b|well\b|long\b|to\b)([^.,;:?!]+)/i.exec(text);
    if (how?.[1]) {
      const built = clauseToQuestion(how[1].replace(/\s+(?:and whether|and if|and how)\b.*$/i, ''), 'How');
      if (built) return built;
    }
    const effect = /\b(?:the\s+)?(effects?|impacts?|influence)\s+of\s+([^.,;:?!]+?)\s+on\s+([^.,;:?!]+)/i.exec(text);
    if (effect?.[2] && effect[3]) {
      const cause = nounPhrase(effect[2]);
      const outcome = nounPhrase(effect[3].split(/\s+(?:and|in|among|at|during|over|for|because|by|with)\s+/i)[0] ?? '');
      const setting = /\s+((?:in|among|at|during)\s+[^.,;:?!]+)$/i.exec(effect[3])?.[1];
      if (cause && outcome) {
        const where = setting && setting.split(/\s+/).length <= 6 ? ` ${setting}` : '';
        return `How ${isPluralPhrase(cause) ? 'do' : 'does'} ${cause} affect ${outcome}${where}?`;
      }
    }
  }
  return null;
}

const withoutParentheses = (text: string) => text.replace(/\([^)]*\)/g, ' ').replace(/\s+/g, ' ');

function questionsRemarks(summary: string, answer: string): Remark[] {
  const remarks: Remark[] = [];
  const english = isEnglishText(answer) && isEnglishText(summary);
  if (english) {
    if (!questionWords.test(answer)) remarks.push(remark('criticalThinking.answerIsTopic', 'ct.answerIsTopic'));
    const direct = asksDirectly(answer);
    const purpose = splitSentences(summary)
      .filter((sentence) => statesQuestion.test(sentence.text) || markersIn(sentence.text, purposeStatements).length > 0)
      .map((sentence) => sentence.text);
    const proposal = proposeResearchQuestion([answer, ...purpose]);
    const already = proposal !== null && answer.toLowerCase().includes(proposal.slice(0, -1).toLowerCase());
    // An answer that already asks one direct question gets neither a proposal nor the request for one.
    if (!direct) {
      if (proposal && !already) remarks.push(remark('criticalThinking.improvedQuestion', 'ct.improvedQuestion', () => ({ question: proposal })));
      else remarks.push(remark('criticalThinking.askPrecise', 'ct.askPrecise'));
    }
    if (!statesQuestion.test(summary)) remarks.push(remark('criticalThinking.questionMissing', 'ct.questionMissing'));
    else remarks.push(remark('criticalThinking.questionStated', 'ct.questionStated'));
    return remarks;
  }
  return asksDirectly(answer) ? [] : [remark('criticalThinking.askPrecise', 'ct.askPrecise')];
}

/** One direct question of eight words or more ("Does X change Y in Z?"), in any language. */
function asksDirectly(answer: string): boolean {
  return splitSentences(answer).some((sentence) => /\?\s*$/.test(sentence.text) && sentence.words >= 8);
}

/** A difference that has a size ("more words", "fewer errors", "smaller vocabularies"), unlike "better". */
const measurableComparison =
  /\b(?:more|less|fewer|higher|lower|larger|smaller|greater|longer|shorter|faster|slower|bigger|increased|decreased|rose|fell|dropped|doubled|halved)\b/i;

function informationRemarks(summary: string, answer: string): Remark[] {
  const fromAnswer = [...new Set(measureEvidence(answer).numbers)];
  const inSummary = measureEvidence(summary).numbers;
  // "22" is in a summary that says "between 2000 and 2022" (the 22 years): a figure inside one
  // of the summary's numbers is not called missing.
  const missing = fromAnswer.filter((number) => !inSummary.some((present) => present === number || present.includes(number)));
  const remarks: Remark[] = [];
  if (missing.length > 0) {
    remarks.push(
      remark('criticalThinking.figuresMissing', missing.length > 1 ? 'ct.figuresMissingMany' : 'ct.figuresMissingOne', (language) => ({
        list: quotedList(missing.slice(0, 3), language),
      })),
    );
  } else if (fromAnswer.length > 0) {
    remarks.push(remark('criticalThinking.figuresPresent', 'ct.figuresPresent'));
  } else if (isEnglishText(summary) && isEnglishText(answer)) {
    if (measurableComparison.test(answer))
      remarks.push(remark('criticalThinking.answerWithoutFigures', 'ct.answerWithoutFigures'));
    else if (!hasFinding(answer)) remarks.push(remark('criticalThinking.answerWithoutData', 'ct.answerWithoutData'));
    if (!splitSentences(summary).some((sentence) => hasFinding(sentence.text)))
      remarks.push(remark('criticalThinking.noEvidence', 'ct.noEvidence'));
  }
  return remarks;
}

function conclusionsRemarks(summary: string, answer: string): Remark[] {
  if (!isEnglishText(answer)) return [];
  const remarks: Remark[] = [];
  const answerSentences = splitSentences(answer);
  const inAnswer = measureClaims(answerSentences);
  const inSummary = isEnglishText(summary) ? measureClaims(splitSentences(summary)) : null;
  const unsupported = inAnswer.unsupported[0] ?? inSummary?.unsupported[0];
  const overstated = inAnswer.overstated[0] ?? inSummary?.overstated[0];
  const spanIn = (sentence: Sentence | undefined) =>
    sentence && inAnswer.boosted.includes(sentence) ? null : sentenceSpan(summary, sentence);
  if (unsupported)
    remarks.push(remark('criticalThinking.unsupportedClaim', 'ct.unsupportedClaim', () => ({ claim: excerpt(unsupported.text) }), spanIn(unsupported)));
  if (overstated)
    remarks.push(remark('criticalThinking.overstatedClaim', 'ct.overstatedClaim', () => ({ claim: excerpt(overstated.text) }), spanIn(overstated)));
  // An answer of questions only states no conclusion to qualify (a walk through the exercise
  // was told "none of your conclusions is qualified" for one).
  const statesSomething = answerSentences.some((sentence) => !sentence.text.trimEnd().endsWith('?'));
  if (!unsupported && !overstated && statesSomething) {
    const used = markersIn(answer, hedges);
    if (used.length > 0)
      remarks.push(remark('criticalThinking.hedged', 'ct.hedged', (language) => ({ list: quotedList(used.slice(0, 2), language) })));
    // A summary that qualifies its conclusions ("These results suggest …") is not asked to.
    else if (markersIn(summary, hedges).length === 0) remarks.push(remark('criticalThinking.noHedge', 'ct.noHedge'));
  }
  return remarks;
}

/** "…, but they appear to shift habits": a closing sentence that weighs what the results mean. */
const closingHedges = ['appear to', 'appears to', 'seem to', 'seems to', 'suggest that', 'suggests that', 'may', 'might'];
const closingConsequences = ['could', 'should', 'can help', 'will help', 'would help', 'will allow', 'could allow'];

/** "Few field trials have compared soil types before", "no study had …". */
const notDoneBefore = /\b(?:few|no|none|little|never|not)\b[^.;]*\b(?:before|yet|so far|until now)\b/i;

function significanceRemarks(summary: string, answer: string): Remark[] {
  if (!isEnglishText(summary) || !isEnglishText(answer)) return [];
  const remarks: Remark[] = [];
  // A closing sentence on who can use the work ("Clinics could add reminders") says why it matters too.
  const markers = markersIn(summary, significanceMarkers);
  // So does a closing sentence on what the work adds ("… more closely than historians have assumed").
  // A closing recommendation ("the Ministry should give a tablet to every student") is no
  // meaning to praise: it may go beyond the data.
  // The last three sentences: a closing plan ("Next, we will scale up …") may follow it.
  const closing = splitSentences(summary)
    .slice(-3)
    .find(
      (sentence) =>
        markersIn(sentence.text, [...closingConsequences, ...noveltyMarkers, ...closingHedges]).length > 0 && !/\bshould\b/iu.test(sentence.text),
    );
  if (markers.length > 0)
    remarks.push(
      remark('criticalThinking.significanceStated', 'ct.significanceStated', (language) => ({ list: quotedList(markers.slice(0, 2), language) })),
    );
  else if (closing)
    remarks.push(
      remark('criticalThinking.significanceStated', 'ct.significanceClosing', () => ({ sentence: excerpt(closing.text) }), sentenceSpan(summary, closing)),
    );
  else {
    // Asked of the sentence the summary ends on, so the writer knows where the answer goes.
    const last = splitSentences(summary).at(-1);
    remarks.push(
      last
        ? remark('criticalThinking.significanceMissing', 'ct.significanceMissingAfter', () => ({ sentence: excerpt(last.text) }), sentenceSpan(summary, last))
        : remark('criticalThinking.significanceMissing', 'ct.significanceMissing'),
    );
  }
  if (markersIn(answer, consequenceMarkers).length === 0) remarks.push(remark('criticalThinking.noConsequence', 'ct.noConsequence'));
  if (markersIn(`${answer}\n${summary}`, noveltyMarkers).length === 0 && !notDoneBefore.test(`${answer}\n${summary}`))
    remarks.push(remark('criticalThinking.noveltyMissing', 'ct.noveltyMissing'));
  // What the work means reaches beyond the summary (policies, other fields): new terms are expected here.
  return remarks;
}

type QuestionRules = (text: string, question: QuestionContext) => Remark[];

const byQuestion: Readonly<Record<string, QuestionRules>> = {
  'coherence.keyTerms': keyTermsRemarks,
  'coherence.adverbs': adverbsRemarks,
  'coherence.pronouns': pronounsRemarks,
  'coherence.verbs': verbsRemarks,
  'coherence.connectors': connectorsRemarks,
  'criticalThinking.purpose': (text) => purposeRemarks(text),
  'criticalThinking.questions': (text, question) => questionsRemarks(text, question.answer ?? ''),
  'criticalThinking.information': (text, question) => informationRemarks(text, question.answer ?? ''),
  'criticalThinking.conclusions': (text, question) => conclusionsRemarks(text, question.answer ?? ''),
  'criticalThinking.significance': (text, question) => significanceRemarks(text, question.answer ?? ''),
};

const remarkFinding = (language: CoachLanguage) => (item: Remark) => finding(item.kind, message(item.key, item.params?.(language)), item.span);

/**
 * What the rules of a question conclude, before the chat's choice of what to show: the first
 * three, checks passed and stock lines included. The per-rule cases (eval/cases) test these.
 */
export function questionRuleFindings(text: string, question: QuestionContext, language: CoachLanguage = 'en'): Finding[] {
  return (byQuestion[question.id]?.(text, question) ?? []).slice(0, mostRemarks).map(remarkFinding(language));
}

/**
 * Checks the text passed ("your summary states its purpose near the start", "each adverb of
 * your table is in your text"): true, but nothing to change, so they are one summary line after
 * the remarks, not remarks of their own (docs/exercises.md "Say only what holds; ask the rest").
 */
const passedKinds = new Set([
  'coherence.keyTerms.kept',
  'coherence.adverbs.allPresent',
  'coherence.pronouns.clear',
  'coherence.verbs.varied',
  'coherence.verbs.pairsPresent',
  'criticalThinking.purposeStated',
  'criticalThinking.questionStated',
  'criticalThinking.figuresPresent',
  'criticalThinking.significanceStated',
]);

/**
 * Stock lines the walks found true but of no use to this text, not shown: a word of the
 * student's own table not yet in the text ("“However” is not in your text yet: put it …, if it
 * says how that paragraph follows") echoes the table without saying whether it belongs; a
 * kind of connector missing names no place for it; "where “cells” comes back, try “they”"
 * contradicts the key-term advice to repeat the noun.
 */
const notShownKinds = new Set([
  'coherence.adverbs.absent',
  'coherence.connectors.absent',
  'coherence.connectors.kindMissing',
  'coherence.pronouns.replaceNoun',
]);

/**
 * What the coach concludes on a question, as findings with their messages in the language
 * (lists and counts in words depend on it): at most three remarks, the most specific first,
 * then the checks passed as one summary line (kind "summary.passed").
 */
export function questionFindings(text: string, question: QuestionContext, language: CoachLanguage = 'en'): Finding[] {
  const all = (byQuestion[question.id]?.(text, question) ?? []).filter((item) => !notShownKinds.has(item.kind));
  const toFinding = remarkFinding(language);
  const remarks = all.filter((item) => !passedKinds.has(item.kind)).slice(0, mostRemarks).map(toFinding);
  const passed = all.filter((item) => passedKinds.has(item.kind) && isSurePraise(item)).map(toFinding);
  if (passed.length > 0) {
    const line = passed.map((item) => renderMessage(item.message, language)).join(' ');
    return [...remarks, { ...finding('summary.passed', { key: 'summary.line', params: { line } }), parts: passed }];
  }
  // Nothing found is said as a prompt to reread, not a remark on the text: the summary kind.
  if (remarks.length === 0) return [finding('summary.noRemark', message('noRemark'))];
  return remarks;
}

/** The feedback on a question as one chat message (HTML, escaped) in the language: one line per finding. */
export function questionFeedback(text: string, question: QuestionContext, language: CoachLanguage = 'en'): string {
  return renderFindings(questionFindings(text, question, language), language);
}

// The built-in coach's feedback on a question about the student's own text (Coherence and
// Critical Thinking, docs/exercises.md "Feedback"): it measures what the question is about on
// the current text, checks the student's table or answer against the text, and says in two or
// three sentences what to do in the revision. Everything quoted from the student is escaped.

import type { QuestionContext, TableAnswer } from './coach.ts';
import { escapeHtml } from './html.ts';
import { isAdverb, measureAdverbs } from './measures/adverbs.ts';
import {
  boosters,
  hedges,
  markersIn,
  measureClaims,
  purposeStatements,
  significanceMarkers,
} from './measures/claims.ts';
import { connectorsByKind, measureConnectors } from './measures/connectors.ts';
import type { ConnectorKind } from './measures/connectors.ts';
import { measureEvidence } from './measures/evidence.ts';
import { contentTerms, measureKeyTerms } from './measures/key-terms.ts';
import { vagueReferences } from './measures/pronoun-reference.ts';
import { splitSentences } from './measures/sentences.ts';
import type { Sentence } from './measures/sentences.ts';
import { countVerbForms, measureVerbs, verbBase } from './measures/verbs.ts';
import { wordTokens } from './measures/words.ts';

const q = (text: string) => `“${escapeHtml(text)}”`;

/** Whole-word, case-insensitive occurrences of a phrase. */
export function countPhrase(text: string, phrase: string): number {
  const trimmed = phrase.trim();
  if (trimmed === '') return 0;
  const escaped = trimmed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  return (text.match(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu')) ?? [])
    .length;
}

/** Paragraphs: the text's non-empty lines (a pasted text keeps one paragraph a line). */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

function list(items: readonly string[]): string {
  const quoted = items.map(q);
  if (quoted.length <= 1) return quoted.join('');
  return `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1) ?? ''}`;
}

/** "once", "twice", "3 times". */
export function times(n: number): string {
  return n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`;
}

const cell = (row: readonly string[], index: number) => (row[index] ?? '').trim();
const rowsOf = (table: TableAnswer | undefined) =>
  (table?.rows ?? []).filter((row) => row.some((value) => value.trim() !== ''));

// ---- Coherence ----

function keyTermsFeedback(text: string, question: QuestionContext): string[] {
  const sentences = splitSentences(text);
  const { repeated } = measureKeyTerms(sentences);
  const lines: string[] = [];
  const top = repeated[0];
  if (!top) {
    lines.push(
      'No content word comes back in your text, so each sentence seems to start a new topic.',
    );
  } else {
    const paragraphs = paragraphsOf(text);
    const missingIn = paragraphs.findIndex(
      (paragraph) => !contentTerms(paragraph).includes(top.term),
    );
    const lastSentence = sentences.reduce(
      (last, sentence, index) => (contentTerms(sentence.text).includes(top.term) ? index : last),
      -1,
    );
    if (paragraphs.length > 1 && missingIn >= 0) {
      lines.push(
        `Your most repeated term, ${q(top.term)} (${top.count} times), drops out in paragraph ${missingIn + 1}; bring it back there so readers see the paragraph is about the same topic.`,
      );
    } else if (lastSentence >= 0 && lastSentence < sentences.length - 2) {
      lines.push(
        `Your most repeated term, ${q(top.term)} (${top.count} times), is not used after sentence ${lastSentence + 1} of ${sentences.length}; repeat it where your last sentences return to the topic.`,
      );
    } else {
      lines.push(
        `You keep your topic in view: ${list(repeated.slice(0, 3).map(({ term }) => term))} come back through the text (${repeated
          .slice(0, 3)
          .map(({ count }) => `${count}×`)
          .join(', ')}).`,
      );
    }
  }
  const rows = rowsOf(question.table);
  if (question.choice === '1') {
    const wrong = rows.find((row) => {
      const claimed = Number.parseInt(cell(row, 1), 10);
      return (
        cell(row, 0) !== '' &&
        Number.isFinite(claimed) &&
        claimed !== countPhrase(text, cell(row, 0))
      );
    });
    const extra = rows.flatMap((row) =>
      cell(row, 2)
        .split(/[,;]/)
        .map((term) => term.trim())
        .filter((term) => term !== '' && countPhrase(text, term) < 2),
    );
    if (wrong) {
      lines.push(
        `You counted ${escapeHtml(cell(wrong, 1))} for ${q(cell(wrong, 0))}; it appears ${times(countPhrase(text, cell(wrong, 0)))} as written.`,
      );
    }
    if (extra.length > 0)
      lines.push(
        `Your extra keywords ${list(extra.slice(0, 3))} appear at most once: repeat them where their idea returns.`,
      );
  } else {
    const planned = rows.map((row) => cell(row, 0)).filter((term) => term !== '');
    const rare = planned.filter((term) => countPhrase(text, term) < 2);
    if (rare.length > 0) {
      lines.push(
        `${list(rare.slice(0, 3))} ${rare.length > 1 ? 'appear' : 'appears'} at most once now: use ${rare.length > 1 ? 'them' : 'it'} again instead of switching to other words for the same thing.`,
      );
    } else if (planned.length > 0) {
      lines.push(
        `Keep using ${list(planned.slice(0, 3))} rather than switching to synonyms for the same thing.`,
      );
    }
  }
  return lines;
}

function adverbsFeedback(text: string, question: QuestionContext): string[] {
  const { adverbs, distinct, intensifiers } = measureAdverbs(text);
  const lines: string[] = [];
  if (adverbs.length === 0) {
    lines.push('Your text has no adverbs that say how, how much or how often something happens.');
  } else {
    const repeatedAdverb = distinct.find(
      (adverb) => adverbs.filter((used) => used === adverb).length >= 3,
    );
    lines.push(
      `Your text has ${adverbs.length} adverb${adverbs.length > 1 ? 's' : ''} (${list(distinct.slice(0, 4))})${
        repeatedAdverb
          ? `; ${q(repeatedAdverb)} comes ${adverbs.filter((used) => used === repeatedAdverb).length} times, so vary it`
          : ''
      }.`,
    );
  }
  if (intensifiers.length > 0) {
    lines.push(
      `${list(intensifiers)} add${intensifiers.length > 1 ? '' : 's'} emphasis but not precision: replace ${intensifiers.length > 1 ? 'them' : 'it'} with a number or a precise adverb such as “twice”, “markedly” or “consistently”.`,
    );
  }
  const rows = rowsOf(question.table).filter((row) => cell(row, 0) !== '');
  const absent = rows.filter((row) => countPhrase(text, cell(row, 0)) === 0);
  const missingWord = rows.find(
    (row) => cell(row, 1) !== '' && countPhrase(text, cell(row, 1)) === 0,
  );
  const firstAbsent = absent[0];
  if (firstAbsent) {
    lines.push(
      `${q(cell(firstAbsent, 0))} is not in your text yet${cell(firstAbsent, 1) ? `: add it to ${q(cell(firstAbsent, 1))} in your revision` : ''}, where it tells the reader something they need.`,
    );
  } else if (missingWord) {
    lines.push(
      `I could not find ${q(cell(missingWord, 1))} in your text: check that each adverb sits next to the word it modifies.`,
    );
  } else if (rows.length > 0) {
    lines.push(
      'Each adverb in your table is in your text; check that each one adds information rather than emphasis.',
    );
  }
  return lines;
}

const plural = (word: string) =>
  word.length >= 4 && word.endsWith('s') && !/(ss|us|is)$/.test(word) && verbBase(word) === null;

/** Sentences opening with "They"/"Their" after a sentence naming two or more plural nouns. */
function ambiguousThey(
  sentences: readonly Sentence[],
): { index: number; pronoun: string; candidates: string[] }[] {
  const found: { index: number; pronoun: string; candidates: string[] }[] = [];
  sentences.forEach((sentence, index) => {
    const first = wordTokens(sentence.text)[0] ?? '';
    if (index === 0 || !['they', 'their', 'them'].includes(first)) return;
    const previous = new Set(
      wordTokens(sentences[index - 1]?.text ?? '').filter(
        (word) => plural(word) && contentTerms(word).length > 0,
      ),
    );
    if (previous.size >= 2)
      found.push({ index, pronoun: first, candidates: [...previous].slice(0, 2) });
  });
  return found;
}

function pronounsFeedback(text: string, question: QuestionContext): string[] {
  const sentences = splitSentences(text);
  const lines: string[] = [];
  const bare = vagueReferences(sentences)[0];
  const they = ambiguousThey(sentences)[0];
  if (they) {
    lines.push(
      `In sentence ${they.index + 1}, ${q(they.pronoun)} could refer to ${list(they.candidates)}: double-check it, and name the one you mean if readers could pick the wrong one.`,
    );
  }
  if (bare) {
    lines.push(
      `Sentence ${bare.sentenceIndex + 1} starts with a bare ${q(bare.pronoun)}; add the noun it refers to (“${escapeHtml(bare.pronoun)} result …”).`,
    );
  }
  if (!they && !bare) {
    lines.push(
      'I found no pronoun whose referent is unclear: each “this” or “they” follows what it names.',
    );
  }
  const rows = rowsOf(question.table).filter((row) => cell(row, 1) !== '');
  const unnamed = rows.find((row) => countPhrase(text, cell(row, 1)) === 0);
  if (question.choice === '1' && unnamed) {
    lines.push(
      `${q(cell(unnamed, 1))}, which your ${q(cell(unnamed, 0))} refers to, does not appear in your text as written, so readers cannot link the two: name it before the pronoun.`,
    );
  } else if (question.choice !== '1' && rows[0]) {
    const noun = cell(rows[0], 1);
    lines.push(
      `${q(noun)} appears ${times(countPhrase(text, noun))}: where it comes back in the very next sentence, try ${q(cell(rows[0], 0) || 'it')} instead, and keep the noun at the start of a paragraph.`,
    );
  }
  return lines;
}

function verbsFeedback(text: string, question: QuestionContext): string[] {
  const { counts, overused } = measureVerbs(text);
  const lines: string[] = [];
  const top = overused[0];
  if (top) {
    lines.push(
      `You use ${q(top.verb)} ${times(top.count)} (in all its forms)${overused[1] ? ` and ${q(overused[1].verb)} ${times(overused[1].count)}` : ''}; readers notice the repetition.`,
    );
  } else if (counts.length > 0) {
    lines.push(
      `Your common verbs vary well: ${list(counts.slice(0, 4).map(({ verb }) => verb))} each come back at most twice.`,
    );
  } else {
    lines.push(
      'I found few of the usual research verbs (show, find, use, measure …); check that your key actions are verbs rather than nouns.',
    );
  }
  const rows = rowsOf(question.table).filter((row) => cell(row, 0) !== '' && cell(row, 1) !== '');
  const unused = rows.find(
    (row) => countVerbForms(text, cell(row, 0)) >= 1 && countVerbForms(text, cell(row, 1)) === 0,
  );
  if (unused) {
    lines.push(
      `${q(cell(unused, 0))} appears ${times(countVerbForms(text, cell(unused, 0)))} and ${q(cell(unused, 1))} not yet: use it for one of them where the meaning stays the same.`,
    );
  } else if (rows.length > 0) {
    lines.push(
      'Both verbs of each pair in your table are in your text; make sure each fits its sentence exactly.',
    );
  }
  if (top && !unused)
    lines.push(
      `Replace one ${q(top.verb)} with a verb of similar meaning, such as one from your table.`,
    );
  return lines;
}

const kindNames: Readonly<Record<ConnectorKind, string>> = {
  cause: 'cause and result',
  contrast: 'contrast',
  addition: 'addition',
  sequence: 'sequence',
  example: 'example',
};

function connectorsFeedback(text: string, question: QuestionContext): string[] {
  const sentences = splitSentences(text);
  const measure = measureConnectors(sentences);
  const paragraphs = paragraphsOf(text);
  const lines: string[] = [];
  lines.push(
    `${measure.linkedSentences} of your ${measure.linkableSentences} sentences after the first contain a connector.`,
  );
  if (paragraphs.length > 1) {
    const unlinked = paragraphs
      .slice(1)
      .map((paragraph, index) => ({
        index: index + 2,
        first: splitSentences(paragraph)[0]?.text ?? '',
      }))
      .filter(
        ({ first }) =>
          measureConnectors([
            { text: '', words: 0 },
            { text: first, words: 0 },
          ]).linkedSentences === 0,
      );
    if (unlinked[0]) {
      lines.push(
        `Paragraph ${unlinked[0].index} opens without a link to the paragraph before; a connector such as “However” or “As a result” at its start would show how it follows.`,
      );
    }
  }
  const usedKinds = new Set(measure.found.map(({ kind }) => kind));
  const rows = rowsOf(question.table).filter((row) => cell(row, 0) !== '');
  const absent = rows.find((row) => countPhrase(text, cell(row, 0)) === 0);
  if (absent) {
    lines.push(
      `${q(cell(absent, 0))} is not in your text yet: place it where ${/para|פסק|فقر/i.test(cell(absent, 1)) ? 'a paragraph' : 'a sentence'} builds on the one before.`,
    );
  } else if (lines.length < 3) {
    const missing = (Object.keys(connectorsByKind) as ConnectorKind[]).filter(
      (kind) => kind !== 'example' && kind !== 'sequence' && !usedKinds.has(kind),
    );
    if (missing[0])
      lines.push(
        `You use no ${kindNames[missing[0]]} connector; where one point ${missing[0] === 'contrast' ? 'qualifies' : missing[0] === 'cause' ? 'explains' : 'adds to'} another, say so (${list(connectorsByKind[missing[0]].slice(0, 2))}).`,
      );
  }
  return lines;
}

// ---- Critical Thinking ----

/** Words of an answer that carry no subject matter: verbs, adverbs, claim markers. */
const notKeyTerms = new Set([
  ...hedges,
  ...boosters,
  'want',
  'need',
  'first',
  'know',
  'think',
  'main',
]);

/** The subject-matter terms of a text: content terms that are not common verbs or adverbs. */
export function keyTermsOf(text: string): string[] {
  return [...new Set(contentTerms(text))].filter(
    (term) => !notKeyTerms.has(term) && verbBase(term) === null && !isAdverb(term),
  );
}

function answerTermsLine(summary: string, answer: string): string | null {
  const summaryTerms = new Set(contentTerms(summary));
  const answerTerms = keyTermsOf(answer);
  if (answerTerms.length === 0) return null;
  const missing = answerTerms.filter((term) => !summaryTerms.has(term));
  if (missing.length === 0) return 'Every key term of your answer is in your summary.';
  if (missing.length === answerTerms.length)
    return `None of the key terms of your answer (${list(answerTerms.slice(0, 3))}) is in your summary yet.`;
  return `Your answer uses ${list(missing.slice(0, 3))}, which your summary does not mention.`;
}

function purposeFeedback(summary: string, answer: string): string[] {
  const sentences = splitSentences(summary);
  const stated = sentences.findIndex(
    (sentence) => markersIn(sentence.text, purposeStatements).length > 0,
  );
  const lines = [answerTermsLine(summary, answer)];
  if (stated < 0) {
    lines.push(
      'Your summary never states its purpose outright: add a sentence such as “This study aims to …” near the start.',
    );
  } else if (stated > 1) {
    lines.push(
      `Your purpose appears only in sentence ${stated + 1}; readers look for it at the start, so move it up.`,
    );
  } else {
    lines.push(
      'Your summary states its purpose near the start; check that it matches your answer word for word in substance.',
    );
  }
  return lines.filter((line): line is string => line !== null);
}

function questionsFeedback(summary: string, answer: string): string[] {
  const lines = [answerTermsLine(summary, answer)];
  const asks = /\?|\b(whether|how|why|what|which)\b/i.test(answer);
  const inSummary = /\?|\b(whether|question)\b/i.test(summary);
  if (!asks) {
    lines.push(
      'Your answer states a topic rather than a question: write it as one direct question, e.g. “Does X change Y in Z?”.',
    );
  } else if (!inSummary) {
    lines.push(
      'Your summary does not say what question the work asks: add it, in the words of your answer, right after the purpose.',
    );
  } else {
    lines.push(
      'Check that the question in your summary is narrow enough for your data to answer it.',
    );
  }
  return lines.filter((line): line is string => line !== null);
}

function informationFeedback(summary: string, answer: string): string[] {
  const lines = [answerTermsLine(summary, answer)];
  const fromAnswer = measureEvidence(answer).numbers;
  const inSummary = new Set(measureEvidence(summary).numbers);
  const missing = fromAnswer.filter((number) => !inSummary.has(number));
  const summaryEvidence = measureEvidence(summary);
  if (missing.length > 0) {
    lines.push(
      `The ${missing.length > 1 ? 'figures' : 'figure'} ${list(missing.slice(0, 3))} from your answer ${missing.length > 1 ? 'are' : 'is'} not in your summary; a conclusion without its data asks readers to trust you.`,
    );
  } else if (summaryEvidence.numbers.length === 0 && summaryEvidence.markers.length === 0) {
    lines.push(
      'Your summary has no number or finding to back its claims: add the one result your conclusion rests on.',
    );
  } else {
    lines.push(
      'Your summary carries the data of your answer; check that each figure comes with what it measures.',
    );
  }
  return lines.filter((line): line is string => line !== null);
}

function conclusionsFeedback(summary: string, answer: string): string[] {
  const lines = [answerTermsLine(summary, answer)];
  const claims = measureClaims(splitSentences(`${summary}\n${answer}`));
  const unsupported = claims.unsupported[0];
  if (unsupported) {
    lines.push(
      `${q(unsupported.text)} is a strong claim with no number or finding beside it: support it, or soften it (“suggests”, “in our sample”).`,
    );
  } else if (claims.hedged.length === 0) {
    lines.push(
      'None of your conclusions is hedged; where your data cover only part of the question, say so (“suggests”, “in these samples”).',
    );
  } else {
    lines.push(
      `You qualify ${claims.hedged.length} of your statements; check that your conclusions answer the research question you stated.`,
    );
  }
  return lines.filter((line): line is string => line !== null);
}

function significanceFeedback(summary: string, answer: string): string[] {
  const lines = [answerTermsLine(summary, answer)];
  const markers = markersIn(summary, significanceMarkers);
  const forward = /\b(future|policy|practice|next|could|will)\b/i.test(answer);
  if (markers.length === 0) {
    lines.push(
      'Your summary does not say why the work matters: end it with a sentence on what is new and who can use it.',
    );
  } else if (!forward) {
    lines.push(
      'Your answer says why the work matters but not what follows from it: name one consequence for future research, practice or policy.',
    );
  } else {
    lines.push(
      `Your summary signals significance (${list(markers.slice(0, 2))}); make sure it names what is new compared with earlier work.`,
    );
  }
  return lines.filter((line): line is string => line !== null);
}

type QuestionFeedback = (text: string, question: QuestionContext) => string[];

const byQuestion: Readonly<Record<string, QuestionFeedback>> = {
  'coherence.keyTerms': keyTermsFeedback,
  'coherence.adverbs': adverbsFeedback,
  'coherence.pronouns': pronounsFeedback,
  'coherence.verbs': verbsFeedback,
  'coherence.connectors': connectorsFeedback,
  'criticalThinking.purpose': (text, question) => purposeFeedback(text, question.answer ?? ''),
  'criticalThinking.questions': (text, question) => questionsFeedback(text, question.answer ?? ''),
  'criticalThinking.information': (text, question) =>
    informationFeedback(text, question.answer ?? ''),
  'criticalThinking.conclusions': (text, question) =>
    conclusionsFeedback(text, question.answer ?? ''),
  'criticalThinking.significance': (text, question) =>
    significanceFeedback(text, question.answer ?? ''),
};

/** The feedback on a question as one message (HTML, escaped), at most three sentences. */
export function questionFeedback(text: string, question: QuestionContext): string {
  const lines = (byQuestion[question.id]?.(text, question) ?? []).slice(0, 3);
  if (lines.length === 0)
    return 'Read your text once more with this question in mind before you revise it.';
  return lines.join(' ');
}

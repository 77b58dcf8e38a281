// The built-in coach (docs/decisions.md "The writing coach", the default; no network): jargon
// feedback with simpler alternatives, the score and its message (docs/product.md §9), the word count
// against the target, and one concrete suggestion for the chosen audience built from the
// text measures (longest sentence against the audience's comfortable length, the rarest
// words to replace first, whether the text says why the work matters …).

import { audienceProfile } from './audience.ts';
import type { AudienceProfile } from './audience.ts';
import type {
  Coach,
  CoachFocus,
  Feedback,
  FeedbackRequest,
  JargonAnalysis,
  JargonAnalyzer,
  JargonMeasures,
} from './coach.ts';
import { excerpt } from './excerpt.ts';
import { escapeHtml } from './html.ts';
import { renderFindings } from './findings/render.ts';
import { questionFindings } from './question-feedback.ts';
import { rhetoricMessages } from './rhetoric-feedback.ts';
import { measureText } from './text-measures.ts';
import type { TextMeasures } from './text-measures.ts';
import { countWords } from './word-count.ts';

/** Rarest words named in the suggestion; more would bury the advice. */
const wordsToReplaceFirst = 3;

export function scoreMessage(score: number): string {
  const verdict = score > 90 ? 'Nicely done!' : 'Try to get it higher in the next round.';
  return `Your suitability for a general audience score was ${score}.<br />${verdict}`;
}

function distinct(words: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const word of words) {
    const key = word.toLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      result.push(word);
    }
  }
  return result;
}

export function jargonMeasures(analysis: JargonAnalysis): JargonMeasures {
  return {
    score: analysis.score,
    totalWords: analysis.totalWords,
    rareWords: distinct(analysis.rareWords),
    rareWordCount: analysis.rareWords.length,
    rarePercentage: analysis.rarePercentage,
  };
}

/** Distinct rare words, the rarest first (ties keep the text's order). */
export function rarestFirst(analysis: JargonAnalysis): string[] {
  return distinct(analysis.rareWords)
    .map((word, index) => ({ word, index, frequency: analysis.frequency(word) }))
    .sort((a, b) => a.frequency - b.frequency || a.index - b.index)
    .map(({ word }) => word);
}

function rareWordsMessage(analysis: JargonAnalysis): string {
  const words = distinct(analysis.rareWords);
  if (words.length === 0)
    return 'You used no rare words that your readers might not know. Well done!';
  const listed = words.map((word) => {
    const alternatives = analysis.alternatives(word).slice(0, 3);
    const hint =
      alternatives.length > 0
        ? `simpler: ${escapeHtml(alternatives.join(', '))}`
        : 'no simpler word found: explain it';
    return `<span class="rare-word">${escapeHtml(word)}</span> (${hint})`;
  });
  const noun = words.length > 1 ? 'words' : 'word';
  return `Notice that you used the ${noun} ${listed.join(', ')}, which some of your audience might not understand.<br />Consider replacing or explaining ${words.length > 1 ? 'them' : 'it'} next time.`;
}

function wordCountMessage(text: string, words: NonNullable<FeedbackRequest['words']>): string {
  return `You used ${countWords(text)} words; the target was ${words.target} (${words.min}–${words.max}).`;
}

function sentenceAdvice(measures: TextMeasures, profile: AudienceProfile): string | null {
  const longest = measures.longestSentence;
  if (!longest) return null;
  if (longest.words > profile.comfortableSentenceWords) {
    return (
      `Your longest sentence has ${longest.words} words: “${escapeHtml(excerpt(longest.text))}” ` +
      `For ${profile.readers}, sentences of ${profile.comfortableLabel} are easiest to follow; try splitting it into shorter ones.`
    );
  }
  return `Your sentences suit ${profile.readers}: the longest has ${longest.words} words (comfortable: ${profile.comfortableLabel}).`;
}

function replaceFirstAdvice(analysis: JargonAnalysis): string | null {
  const rarest = rarestFirst(analysis).slice(0, wordsToReplaceFirst);
  if (rarest.length === 0) return null;
  return `Replace or explain these words first, the rarest first: ${rarest.map((word) => `<strong>${escapeHtml(word)}</strong>`).join(', ')}.`;
}

function importanceAdvice(measures: TextMeasures, profile: AudienceProfile): string | null {
  const advice: string[] = [];
  if (measures.purposeMarkers.length === 0) {
    advice.push(
      'Say why your work matters to your readers: add a sentence such as “This matters because …”.',
    );
  }
  const young = profile.level === 'elementary' || profile.level === 'juniorHigh';
  const hasComparison = /\b(like|imagine|similar to|for example|such as|as \w+ as)\b/i.test(
    measures.sentences.map((s) => s.text).join(' '),
  );
  if (young && !hasComparison)
    advice.push('Add one everyday comparison young readers can picture (“it works like …”).');
  if (young && measures.evidence.numbers.length > 0) {
    advice.push(
      `Turn a number (${escapeHtml(measures.evidence.numbers[0] ?? '')}) into something they can picture.`,
    );
  }
  return advice.length > 0 ? advice.join(' ') : null;
}

function connectorAdvice(measures: TextMeasures): string | null {
  const { linkedSentences, linkableSentences } = measures.connectors;
  if (linkableSentences === 0) return null;
  if (linkedSentences === linkableSentences)
    return 'Every sentence is linked to the one before by a connector. Good flow!';
  return `${linkedSentences} of ${linkableSentences} sentences after the first are linked to the one before by a connector. Link the others, for example with “because”, “however” or “as a result”.`;
}

function pronounAdvice(measures: TextMeasures): string | null {
  const first = measures.vagueReferences[0];
  if (!first) return null;
  return `Sentence ${first.sentenceIndex + 1} starts with a bare “${escapeHtml(first.pronoun)}”: “${escapeHtml(excerpt(first.sentence))}” Name what it refers to (“${escapeHtml(first.pronoun)} result …”).`;
}

function keyTermAdvice(measures: TextMeasures): string | null {
  const repeated = measures.keyTerms.repeated.slice(0, 3);
  if (repeated.length === 0)
    return 'No key term comes back in your text. Repeat your main term rather than switching words, so readers keep track.';
  return `Your key terms: ${repeated.map(({ term, count }) => `${escapeHtml(term)} (${count}×)`).join(', ')}. Keep using the same term for the same thing.`;
}

function evidenceAdvice(measures: TextMeasures): string | null {
  const { numbers, markers } = measures.evidence;
  if (numbers.length === 0 && markers.length === 0)
    return 'Back your main claim with evidence: a number, a study, or something you observed.';
  const parts = [...numbers.slice(0, 3), ...markers.slice(0, 3)].map(escapeHtml);
  return `You back your claims with evidence (${parts.join(', ')}). Make sure each claim has its support.`;
}

function suggestionLines(
  focus: readonly CoachFocus[],
  measures: TextMeasures,
  analysis: JargonAnalysis,
  profile: AudienceProfile,
): string[] {
  const lines: (string | null)[] = focus.map((item) => {
    switch (item) {
      case 'jargon':
        return replaceFirstAdvice(analysis);
      case 'sentenceLength':
        return sentenceAdvice(measures, profile);
      case 'importance':
        return importanceAdvice(measures, profile);
      case 'connectors':
        return connectorAdvice(measures);
      case 'pronounReference':
        return pronounAdvice(measures);
      case 'keyTerms':
        return keyTermAdvice(measures);
      case 'evidence':
        return evidenceAdvice(measures);
      case 'wordCount':
      case 'logos':
      case 'pathos':
      case 'ethos':
      case 'ethics':
        // Their own messages (rhetoric-feedback.ts), not lines of the audience suggestion.
        return null;
    }
  });
  return lines.filter((line): line is string => line !== null);
}

export function createBuiltinCoach(analyzer: JargonAnalyzer): Coach {
  return {
    async feedback(request: FeedbackRequest): Promise<Feedback> {
      // A question about the student's own text (Coherence, Critical Thinking): measured for
      // that question only, without the jargon measure, and said in the site's language.
      if (request.question) {
        const language = request.language ?? 'en';
        const findings = questionFindings(request.text, request.question, language);
        return {
          messages: [renderFindings(findings, language)],
          measures: null,
          suggestion: null,
          source: 'builtin',
        };
      }
      const analysis = await analyzer.analyze(request.text);
      const measures = measureText(request.text);
      const audience = audienceProfile(request.audience);
      // The readers' description may quote the student, so it is escaped like anything else.
      const profile = request.readers
        ? { ...audience, readers: escapeHtml(request.readers) }
        : audience;
      const messages: string[] = [];
      if (request.focus.includes('jargon'))
        messages.push(rareWordsMessage(analysis), scoreMessage(analysis.score));
      if (request.focus.includes('wordCount') && request.words)
        messages.push(wordCountMessage(request.text, request.words));
      const lines = suggestionLines(request.focus, measures, analysis, profile);
      if (lines.length > 0)
        messages.push(
          `For your next version, writing for ${profile.readers}:<br />${lines.join('<br />')}`,
        );
      messages.push(...rhetoricMessages(request));
      return { messages, measures: jargonMeasures(analysis), suggestion: null, source: 'builtin' };
    },
  };
}

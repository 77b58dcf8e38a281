// The built-in coach's audience feedback (Half Life, and the jargon part of Persuasion and
// Rhetorics; docs/exercises.md "How the coach decides"): the questions a text written for readers
// raises, the sentence to split, and the figures (score, word count), from the rules the registry
// runs (rules.ts), each kind only where it is shown. After the last version the advice is for the
// texts written next.
import { shownFor, type ShownKinds } from '../kinds/shown.ts';
import type { AudienceProfile } from '../engine/audience.ts';
import type { FeedbackRequest, JargonAnalysis } from '../engine/coach.ts';
import type { Finding } from '../findings/finding.ts';
import { renderMessage } from '../kinds/render.ts';
import { phrasesInLanguage } from '../chat/phrases.ts';
import type { CoachLanguage } from '../i18n/language.ts';
import { wordsForReaders } from '../areas/jargon/words-for-readers.ts';
import type { TextMeasures } from '../areas/sentences/text-measures.ts';
import { countWords } from '../engine/word-count.ts';
import { isPraisedScore } from '@scicomm/jargon/score';
import { namesScoreWords, runRules } from './rules.ts';

/** The coach's messages of one request, the findings they come from, and the version's figures (not a remark). */
export interface RenderedFindings {
  messages: string[];
  findings: Finding[];
  figures?: string;
}

/** The questions a text written for readers raises (docs/exercises.md "Questions"): the rules at `readerQuestions`. */
export function readerQuestions(request: FeedbackRequest, analysis: JargonAnalysis, profile: AudienceProfile, readers: string, shown: ShownKinds): Finding[] {
  const context = { request, text: request.text, language: request.language ?? 'en', asked: request.asked ?? [], analysis, profile, readers };
  return runRules('readerQuestions', context, shown);
}

function adviceFindings(
  request: FeedbackRequest,
  measures: TextMeasures,
  analysis: JargonAnalysis,
  profile: AudienceProfile,
  readers: string,
  language: CoachLanguage,
  shown: ShownKinds,
): Finding[] {
  // A version written for readers (a Half Life text, each Persuasion version: the feedback points
  // that measure its words or sentences) gets the questions; Ethics does not.
  const forReaders = request.focus.includes('jargon') || request.focus.includes('sentenceLength');
  const questions = forReaders ? readerQuestions(request, analysis, profile, readers, shown) : [];
  if (request.outOfRange) return questions;
  const context = { request, text: request.text, language, asked: request.asked ?? [], analysis, profile, readers, measures };
  return [...questions, ...runRules('textForReaders', context, shown)];
}

/** Readers younger than the measure's general audience: the line says how many words they may not know. */
const youngerReaders = new Set(['elementary', 'juniorHigh']);

/**
 * The words younger readers may not know, counted as the words question reads them
 * (areas/jargon/words-for-readers.ts): rare words, and mid-frequency ones rare in the multi-source
 * lists too, that the text does not explain, neither names nor everyday speech. The figure once
 * counted the bands' words alone, and writers read "17 words they may not know" beside a question
 * naming none of them (w96, w97: "it never said which ones"); now the question names the rarest
 * three of the words counted. Null for older readers, without the bands, or with no such word.
 */
function unfamiliarForReaders(text: string, analysis: JargonAnalysis, profile: AudienceProfile, readers: string, language: CoachLanguage): string | null {
  if (!youngerReaders.has(profile.level) || analysis.midWords === undefined) return null;
  const count = wordsForReaders(text, analysis, profile.level).length;
  if (count === 0) return null;
  return renderMessage({ key: 'summary.unfamiliarForReaders', params: { count, readers } }, language);
}

/**
 * The figures of a text: the score, how many words younger readers may not know, and the word
 * count against its target. They state the measure and never praise; "aim above 90" only in a turn
 * that names words lowering a score not above it (`namesWords`). Empty where the point measures neither.
 */
function figuresOf(request: FeedbackRequest, analysis: JargonAnalysis, language: CoachLanguage, namesWords: boolean, younger: string | null): string {
  const figures: string[] = [];
  if (request.focus.includes('jargon') && analysis.unmeasurableScript !== undefined) {
    figures.push(renderMessage({ key: 'summary.notMeasured' }, language));
  } else if (request.focus.includes('jargon')) {
    // "Aim above 90" only where the score is not above it already.
    const aim = namesWords && !isPraisedScore(analysis.score);
    figures.push(renderMessage({ key: aim ? 'summary.score' : 'summary.scoreOnly', params: { score: analysis.score } }, language));
    if (younger !== null) figures.push(younger);
  }
  if (request.focus.includes('wordCount') && request.words) {
    const { target, min, max } = request.words;
    const used = countWords(request.text);
    figures.push(renderMessage({ key: 'summary.words', params: { used, count: used, target, min, max } }, language));
  }
  return figures.join(renderMessage({ key: 'summary.separator' }, language));
}

/**
 * The audience feedback of a request (docs/exercises.md "No filler"): with remarks, one message
 * led by the most useful under its heading; without, none. The figures go with the version as its
 * measures, never as a remark. Checks passed are not said: praise names no change.
 */
export function audienceFeedback(
  request: FeedbackRequest,
  analysis: JargonAnalysis,
  measures: TextMeasures,
  profile: AudienceProfile,
  shown: ShownKinds = shownFor(request.text),
): RenderedFindings {
  const language = request.language ?? 'en';
  const finalVersion = request.finalVersion === true;
  // The readers' description may quote the student; i18next escapes it like any parameter.
  const readers = phrasesInLanguage(request.readers ? request.readers : profile.readers, language);
  const all = adviceFindings(request, measures, analysis, profile, readers, language, shown);
  const remarks = all.filter((item) => !item.kind.startsWith('summary.') && shown(item.kind));
  const younger = request.specialistReaders ? null : unfamiliarForReaders(request.text, analysis, profile, readers, language);
  const figures = request.outOfRange ? '' : figuresOf(request, analysis, language, remarks.some((item) => namesScoreWords(item.kind)), younger);
  const withFigures = figures === '' ? {} : { figures: renderMessage({ key: 'summary.figures', params: { figures } }, language) };
  if (remarks.length === 0) return { messages: [], findings: [], ...withFigures };
  const heading = renderMessage({ key: finalVersion ? 'advice.lastVersion' : 'advice.nextVersion', params: { readers } }, language);
  return { messages: [[heading, ...remarks.map((item) => renderMessage(item.message, language))].join('<br />')], findings: remarks, ...withFigures };
}

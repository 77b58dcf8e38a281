// The built-in coach's audience feedback (Half Life, and the jargon part of Persuasion and
// Rhetorics; docs/exercises.md "How the coach decides"), as findings rendered in the site's
// language. One message of remarks for the chosen readers, led by the most useful change (the
// sentence to split), then one summary line: the score, the word count and the checks the text
// passed, which are figures, not remarks. Each remark is its area's rule (areas/sentences/,
// areas/claims/, areas/abbreviations/, areas/jargon/, areas/spelling/); the words for the readers
// and the spelling remark are in shadow, made only where they are shown (the evaluation shows every kind).
//
// After the last version of an exercise the advice is for the texts the student writes next,
// never "for your next version".
import { shownFor, writtenLanguage, type ShownKinds } from '../findings/shown.ts';
import type { AudienceProfile } from '../coaches/audience.ts';
import type { CoachFocus, FeedbackRequest, JargonAnalysis } from '../coaches/coach.ts';
import { finding, type Finding, type FindingMessage } from '../findings/finding.ts';
import { renderMessage } from '../findings/render.ts';
import { phrasesInLanguage } from '../messages/phrases.ts';
import type { CoachLanguage } from '../i18n/language.ts';
import { sentenceFinding } from '../areas/sentences/sentence-length.ts';
import type { TextMeasures } from '../areas/sentences/text-measures.ts';
import { countWords } from '../engine/word-count.ts';
import { wordsForReadersRemarks } from '../areas/jargon/words-for-readers.ts';
import { misspeltWordsRemarks } from '../areas/spelling/misspelt-words.ts';
import { claimStrengthFinding } from '../areas/claims/claim-strength.ts';
import { abbreviationRemarks } from '../areas/abbreviations/not-spelled-out.ts';
import { isPraisedScore } from '@scicomm/jargon/score';

/** The coach's messages of one request, and the findings they come from. */
export interface RenderedFindings {
  messages: string[];
  findings: Finding[];
}

/** A phrase of the coach's English (the readers, a sentence length) in the language. */
function inLanguage(english: string, language: CoachLanguage): string {
  return phrasesInLanguage(english, language);
}

/** The score message in English (the original's wording), as the De-Jargonizer says it. */
export function scoreMessage(score: number): string {
  return [renderMessage({ key: 'jargon.score', params: { score } }), renderMessage({ key: isPraisedScore(score) ? 'jargon.scoreGood' : 'jargon.scoreLow' })].join('<br />');
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
  const finalVersion = request.finalVersion === true;
  const one = (value: Finding | null) => (value ? [value] : []);
  // A version written for readers (Half Life, each Persuasion version: the feedback points that
  // measure its sentences) is read for its claims too; Ethics is not.
  const claims = request.focus.includes('sentenceLength') ? one(claimStrengthFinding(request.text, language)) : [];
  return [...claims, ...request.focus.flatMap((item: CoachFocus): Finding[] => {
    switch (item) {
      case 'jargon':
        return [
          // Readers in the writer's field judge their own words: no word is named for them.
          ...(request.specialistReaders || !shown('jargon.wordsForReaders')
            ? []
            : wordsForReadersRemarks(request.text, analysis, profile.level, readers, finalVersion)),
          ...(shown('spelling.misspelt') ? misspeltWordsRemarks(request.text, analysis) : []),
        ];
      case 'sentenceLength':
        return one(sentenceFinding(measures, profile, readers, language, request.text));
      case 'wordCount':
      case 'importance':
      case 'evidence':
      case 'logos':
      case 'pathos':
      case 'ethos':
      case 'ethics':
        // The summary line below, rhetoric-feedback.ts, or the LLM coach's findings alone: the
        // built-in rules make no remark of their own here.
        return [];
    }
  })];
}

/** The remarks that name words of the text that lower its score: the words for the readers. */
const wordNamingKinds = new Set<string>(['jargon.wordsForReaders']);

/** The order remarks lead in: the one most useful change first, quoting its sentence. */
const leadOrder = ['jargon.wordsForReaders', 'claims.certainty', 'sentence.tooLong', 'abbreviations.askReaders'];

/**
 * The abbreviations not spelled out (areas/abbreviations/), at the feedback points that judge the
 * text for its readers (its words or its sentences: each Half Life text, each Persuasion version),
 * never for readers in the writer's field.
 */
function abbreviationFindings(request: FeedbackRequest, analysis: JargonAnalysis, language: CoachLanguage, shown: ShownKinds): Finding[] {
  const forReaders = request.focus.includes('jargon') || request.focus.includes('sentenceLength');
  if (!forReaders || request.specialistReaders || !shown('abbreviations.askReaders')) return [];
  return abbreviationRemarks(request.text, analysis, language, request.keyTerms ?? []);
}

function byUsefulness(findings: readonly Finding[]): Finding[] {
  const rank = (item: Finding) => {
    const at = leadOrder.indexOf(item.kind);
    return at < 0 ? leadOrder.length : at;
  };
  return findings
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
    .map(({ item }) => item);
}

/** Readers younger than the measure's general audience: the line says how many words they may not know. */
const youngerReaders = new Set(['elementary', 'juniorHigh']);

/**
 * The words younger readers may not know, as a figure of the bands: the distinct rare and
 * mid-frequency words of the analysis, but rare forms of a common base (the score itself is the
 * original's measure for a general audience, whoever the readers are); null for older readers,
 * without the bands, or with no such word. An Arabic text counts its rare words only: the Arabic
 * subtitle counts put everyday words in the mid band (a plain text for 15-year-olds had 30 of them,
 * which instructors read as false), so there the mid band says nothing of these readers.
 */
function unfamiliarForReaders(text: string, analysis: JargonAnalysis, profile: AudienceProfile, readers: string, language: CoachLanguage): string | null {
  if (!youngerReaders.has(profile.level) || analysis.midWords === undefined) return null;
  const rareOnly = writtenLanguage(text) === 'ar';
  // A rare form whose base form is common ("cores") is common to the coach, as everywhere else.
  const commonByBase = new Set(analysis.commonByBase ?? []);
  const forms = rareOnly ? analysis.rareWords : [...analysis.rareWords, ...analysis.midWords];
  const count = new Set(forms.filter((form) => !commonByBase.has(form))).size;
  if (count === 0) return null;
  const key = rareOnly ? 'summary.rareForReaders' : 'summary.unfamiliarForReaders';
  return renderMessage({ key, params: { count, readers } }, language);
}

/**
 * The summary line: the score, the word count, and the checks the text passed, as one finding
 * (kind "summary.figures") whose message joins the parts; the checks passed are its parts, each
 * with its own kind (the score and the word count are figures, no part). A score of 90 or less is
 * urged higher ("aim above 90") only in a turn that names words lowering it (`namesWords`): a
 * walk had a plain Hebrew text for children told to aim higher, its only rare word the date palm,
 * never named.
 */
function summaryFinding(
  request: FeedbackRequest,
  analysis: JargonAnalysis,
  passed: readonly Finding[],
  language: CoachLanguage,
  namesWords: boolean,
  younger: string | null,
): Finding | null {
  const figures: string[] = [];
  if (request.focus.includes('jargon') && analysis.unmeasurableScript !== undefined) {
    figures.push(renderMessage({ key: 'summary.notMeasured' }, language));
  } else if (request.focus.includes('jargon')) {
    const key = isPraisedScore(analysis.score) ? 'summary.scoreGood' : namesWords ? 'summary.score' : 'summary.scoreOnly';
    figures.push(renderMessage({ key, params: { score: analysis.score } }, language));
    if (younger !== null) figures.push(younger);
  }
  if (request.focus.includes('wordCount') && request.words) {
    const { target, min, max } = request.words;
    const used = countWords(request.text);
    figures.push(renderMessage({ key: 'summary.words', params: { used, count: used, target, min, max } }, language));
  }
  const parts = [figures.length > 0 ? renderMessage({ key: 'summary.figures', params: { figures: figures.join(renderMessage({ key: 'summary.separator' }, language)) } }, language) : ''];
  for (const item of passed) parts.push(renderMessage(item.message, language));
  const line = parts.filter((part) => part !== '').join(' ');
  if (line === '') return null;
  const summary = finding('summary.figures', { key: 'summary.line', params: { line } });
  return passed.length > 0 ? { ...summary, parts: [...passed] } : summary;
}

/** The audience feedback of a request: remarks for the readers, led by the most useful, then the summary line. */
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
  const readers = request.readers ? inLanguage(request.readers, language) : inLanguage(profile.readers, language);
  const all = [...adviceFindings(request, measures, analysis, profile, readers, language, shown), ...abbreviationFindings(request, analysis, language, shown)];
  const remarks = byUsefulness(all.filter((item) => !item.kind.startsWith('summary.') && shown(item.kind)));
  const passed = all.filter((item) => item.kind.startsWith('summary.') && shown(item.kind));
  const messages: string[] = [];
  const findings: Finding[] = [];
  if (remarks.length > 0) {
    messages.push(render(remarks, language, { key: finalVersion ? 'advice.lastVersion' : 'advice.nextVersion', params: { readers } }));
    findings.push(...remarks);
  }
  const younger = request.specialistReaders ? null : unfamiliarForReaders(request.text, analysis, profile, readers, language);
  const summary = summaryFinding(request, analysis, passed, language, remarks.some((item) => wordNamingKinds.has(item.kind)), younger);
  if (summary) {
    messages.push(render([summary], language));
    findings.push(summary);
  }
  return { messages, findings };
}

function render(findings: readonly Finding[], language: CoachLanguage, heading?: FindingMessage): string {
  const lines = findings.map((item) => renderMessage(item.message, language));
  return (heading ? [renderMessage(heading, language), ...lines] : lines).join('<br />');
}

// The built-in coach's audience feedback (Half Life, and the jargon part of Persuasion and
// Rhetorics; docs/exercises.md "How the coach decides"), as findings rendered in the site's
// language: the rare words with simpler alternatives, the score, the word count against the
// target, and advice for the chosen readers (the longest sentence against the readers'
// comfortable length, the rarest words first, whether the text says why the work matters,
// an everyday comparison and a figure to picture for young readers).
//
// After the last version of an exercise the advice is for the texts the student writes next,
// never "for your next version". Rules written for English (connectors, pronouns, key terms)
// say nothing about a Hebrew text.
import type { AudienceProfile } from './audience.ts';
import type { CoachFocus, ExplainedTermNote, FeedbackRequest, JargonAnalysis, KeyTermNote } from './coach.ts';
import { excerpt } from './excerpt.ts';
import { finding, spanOf, type Finding, type FindingMessage } from './findings/finding.ts';
import { renderMessage } from './findings/render.ts';
import { escapeHtml } from './html.ts';
import { catalogues } from './i18n/localize.ts';
import type { CoachLanguage } from './language.ts';
import { analyseText, textLanguage } from './language-analysis/analyse.ts';
import { measureLogos } from './measures/logos.ts';
import { foundHebrew } from './measures/rhetoric.ts';
import type { TextMeasures } from './text-measures.ts';
import { countWords } from './word-count.ts';

/** Rarest words named in the advice; more would bury it. */
const wordsToReplaceFirst = 3;

/** The coach's messages of one request, and the findings they come from. */
export interface RenderedFindings {
  messages: string[];
  findings: Finding[];
}

/**
 * What makes two listed words one: the lowercase word, and for Hebrew the word behind its prefix
 * letters (ו ה ב כ ל מ ש, at most three, three letters left), so האלמוגים, שהאלמוגים and
 * מאלמוגים are named once (a walk through the exercise found all three in one list).
 */
export function wordKey(word: string): string {
  if (!/[\u05d0-\u05ea]/.test(word)) return word.toLowerCase();
  let stem = word;
  for (let letters = 0; letters < 3 && stem.length > 3 && 'ובכלמשה'.includes(stem.charAt(0)); letters++) stem = stem.slice(1);
  return stem;
}

function distinct(words: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const word of words) {
    const key = wordKey(word);
    if (!seen.has(key)) {
      seen.add(key);
      result.push(word);
    }
  }
  return result;
}

/** Distinct rare words, the rarest first (ties keep the text's order). */
export function rarestFirst(analysis: JargonAnalysis): string[] {
  return distinct(analysis.rareWords)
    .map((word, index) => ({ word, index, frequency: analysis.frequency(word) }))
    .sort((a, b) => a.frequency - b.frequency || a.index - b.index)
    .map(({ word }) => word);
}

/**
 * The word as the student wrote it ("CRISPR", "mRNA", "Haifa", not the measure's "crispr"),
 * and where. A capital that only starts a sentence is not the word's own: "Methylation …"
 * is named "methylation".
 */
function asWritten(text: string, measured: string): { word: string; measured: string; span: ReturnType<typeof spanOf> } {
  const escaped = measured.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu');
  let first: { word: string; measured: string; span: ReturnType<typeof spanOf> } | null = null;
  for (const match of text.matchAll(pattern)) {
    const span = { start: match.index, end: match.index + match[0].length };
    const form = match[0];
    const capitalOnly = /^\p{Lu}[\p{Ll}'’-]*$/u.test(form);
    const sentenceStart = /(^|[.!?…:]["'”’)]*\s+|\n\s*)$/u.test(text.slice(0, match.index));
    const word = capitalOnly && sentenceStart ? form.toLowerCase() : form;
    first ??= { word, measured, span };
    if (!(capitalOnly && sentenceStart)) return { word, measured, span };
  }
  return first ?? { word: measured, measured, span: null };
}

/** A phrase of the coach's English (the readers, a sentence length) in the language. */
function inLanguage(english: string, language: CoachLanguage): string {
  if (language === 'en') return english;
  const catalogue = catalogues[language];
  const whole = catalogue.messages[english];
  if (whole !== undefined) return whole;
  let result = english;
  for (const [from, to] of Object.entries(catalogue.fragments).sort((a, b) => b[0].length - a[0].length))
    result = result.replaceAll(from, to);
  return result;
}

function highlighted(word: string): string {
  return `<span class="rare-word">${escapeHtml(word)}</span>`;
}

/** The explained terms the jargon remarks are about: those holding a rare word. */
function explainedRareTerms(analysis: JargonAnalysis): ExplainedTermNote[] {
  const rare = new Set(analysis.rareWords);
  return (analysis.explainedTerms ?? []).filter((term) => term.forms.some((form) => rare.has(form)));
}

/** The writer's key terms the text uses that hold a rare word. */
function rareKeyTerms(analysis: JargonAnalysis): KeyTermNote[] {
  const rare = new Set(analysis.rareWords);
  return (analysis.keyTerms ?? []).filter((term) => term.uses > 0 && term.forms.some((form) => rare.has(form)));
}

/**
 * The forms of the terms the text explains and of the writer's key terms: neither is jargon to
 * replace (docs/de-jargonizer.md "Key terms and explained terms").
 */
function explainedForms(analysis: JargonAnalysis): Set<string> {
  return new Set([...explainedRareTerms(analysis), ...rareKeyTerms(analysis)].flatMap((term) => term.forms));
}

/** The key terms left out of the list, said once so the writer sees why they are not in it. */
function keyTermFindings(analysis: JargonAnalysis): Finding[] {
  const terms = rareKeyTerms(analysis);
  if (terms.length === 0) return [];
  return [
    finding('jargon.keyTerms', {
      key: `jargon.keyTerms.${terms.length > 1 ? 'many' : 'one'}`,
      params: { words: terms.map((term) => `<strong>${escapeHtml(term.term)}</strong>`).join(', ') },
    }),
  ];
}

/**
 * The terms the text explains, said as praise, and each one explained only after an earlier
 * unexplained use, with where that use is.
 */
function explainedTermFindings(text: string, analysis: JargonAnalysis): Finding[] {
  const terms = explainedRareTerms(analysis);
  if (terms.length === 0) return [];
  const findings = [
    finding(
      'jargon.explained',
      {
        key: `jargon.explained.${terms.length > 1 ? 'many' : 'one'}`,
        params: { words: terms.map((term) => `<strong>${escapeHtml(term.term)}</strong>`).join(', ') },
      },
      { start: terms[0]?.at ?? 0, end: (terms[0]?.at ?? 0) + (terms[0]?.term.length ?? 0) },
    ),
  ];
  for (const term of terms) {
    if (term.explainedAtFirstUse) continue;
    findings.push(
      finding(
        'jargon.explainedLate',
        { key: 'jargon.explainedLate', params: { word: term.term, sentence: excerpt(sentenceAround(text, term.firstUseAt)) } },
        { start: term.firstUseAt, end: term.firstUseAt + term.term.length },
      ),
    );
  }
  return findings;
}

/** The sentence of `text` holding the offset. */
function sentenceAround(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const start = Math.max(before.lastIndexOf('. '), before.lastIndexOf('\n'), before.lastIndexOf('? '), before.lastIndexOf('! '));
  const after = text.slice(offset).search(/[.!?](?:\s|$)|\n/u);
  return text.slice(start < 0 ? 0 : start + 1, after < 0 ? text.length : offset + after + 1).trim();
}

function rareWordFindings(text: string, analysis: JargonAnalysis, language: CoachLanguage, finalVersion: boolean): Finding[] {
  const explained = explainedForms(analysis);
  const praise = [...keyTermFindings(analysis), ...explainedTermFindings(text, analysis)];
  const words = distinct(analysis.rareWords.filter((word) => !explained.has(word))).map((word) => asWritten(text, word));
  if (words.length === 0) return praise.length > 0 ? praise : [finding('jargon.noRareWords', { key: 'jargon.noRareWords' })];
  const number = words.length > 1 ? 'many' : 'one';
  const listed = words.map(({ word, measured }) => {
    const alternatives = analysis.alternatives(measured).slice(0, 3);
    if (alternatives.length === 0) return highlighted(word);
    // Rendered, so already escaped.
    return `${highlighted(word)} (${renderMessage({ key: 'jargon.simpler', params: { alternatives: alternatives.join(', ') } }, language)})`;
  });
  const findings = [
    finding('jargon.rareWords', { key: `jargon.rareWords.${number}`, params: { words: listed.join(', ') } }, words[0]?.span ?? null),
  ];
  const unexplained = words.filter(({ measured }) => analysis.alternatives(measured).length === 0);
  if (unexplained.length > 0) {
    findings.push(
      finding(
        'jargon.noAlternative',
        {
          key: `jargon.explain.${unexplained.length > 1 ? 'many' : 'one'}`,
          params: { words: unexplained.map(({ word }) => highlighted(word)).join(', ') },
        },
        unexplained[0]?.span ?? null,
      ),
    );
  }
  findings.push(finding('jargon.consider', { key: `jargon.${finalVersion ? 'consider' : 'considerNext'}.${number}` }));
  return [...findings, ...praise];
}

function scoreFindings(score: number, finalVersion: boolean): Finding[] {
  const verdict = score > 90 ? 'jargon.scoreGood' : finalVersion ? 'jargon.scoreLowLast' : 'jargon.scoreLow';
  return [finding('jargon.score', { key: 'jargon.score', params: { score } }), finding('jargon.scoreVerdict', { key: verdict })];
}

/** The score message in English (the original's wording), as the De-Jargonizer says it. */
export function scoreMessage(score: number): string {
  return scoreFindings(score, false)
    .map((item) => renderMessage(item.message))
    .join('<br />');
}

function sentenceFinding(measures: TextMeasures, profile: AudienceProfile, readers: string, language: CoachLanguage): Finding | null {
  const longest = measures.longestSentence;
  if (!longest) return null;
  const label = inLanguage(profile.comfortableLabel, language);
  if (longest.words > profile.comfortableSentenceWords) {
    return finding('sentence.tooLong', {
      key: 'sentence.tooLong',
      params: { words: longest.words, sentence: excerpt(longest.text), readers, label },
    });
  }
  return finding('sentence.fits', { key: 'sentence.fits', params: { words: longest.words, readers, label } });
}

function replaceFirstFinding(text: string, analysis: JargonAnalysis): Finding | null {
  const explained = explainedForms(analysis);
  const rarest = rarestFirst(analysis)
    .filter((word) => !explained.has(word))
    .slice(0, wordsToReplaceFirst)
    .map((word) => asWritten(text, word));
  if (rarest.length === 0) return null;
  return finding(
    'jargon.replaceFirst',
    { key: 'jargon.replaceFirst', params: { words: rarest.map(({ word }) => `<strong>${escapeHtml(word)}</strong>`).join(', ') } },
    rarest[0]?.span ?? null,
  );
}

/** Words that say why the work matters, in Hebrew (the English ones are text-measures' purposeMarkers). */
const hebrewPurposeWords = [
  'כי', 'כדי', 'חשוב', 'חשובה', 'חשובים', 'מטרת', 'המטרה', 'מטרתנו', 'יעזור', 'תעזור', 'יעזרו', 'יסייע', 'תסייע', 'לעזור', 'לשפר',
  'להגן', 'למנוע', 'לחסוך', 'יאפשר', 'תאפשר', 'לכן', 'למה', 'בזכות',
];
const hebrewComparisonWords = ['כמו', 'דמיינו', 'בדומה', 'למשל', 'כגון', 'תארו לעצמכם'];

function importanceFindings(text: string, measures: TextMeasures, profile: AudienceProfile): Finding[] {
  const hebrew = textLanguage(text) === 'he';
  const findings: Finding[] = [];
  // A cause or a result the work leads to ("so farmers need less poison") says why it matters too.
  const linksToResult = analyseText(text).connectors.some((connector) => connector.use === 'cause' || connector.use === 'result');
  const hasPurpose = linksToResult || (hebrew ? foundHebrew(text, hebrewPurposeWords).length > 0 : measures.purposeMarkers.length > 0);
  if (!hasPurpose) findings.push(finding('importance.noPurpose', { key: 'importance.noPurpose' }));
  const young = profile.level === 'elementary' || profile.level === 'juniorHigh';
  if (!young) return findings;
  const hasComparison = hebrew
    ? foundHebrew(text, hebrewComparisonWords).length > 0
    : /\b(like|imagine|similar to|for example|such as|as \w+ as)\b/i.test(text);
  if (!hasComparison) findings.push(finding('importance.noComparison', { key: 'importance.noComparison' }));
  // A figure to picture is a measurement, a percentage or a count, never a year.
  const figure = analyseText(text).entities.find((entity) => entity.type === 'quantity' || entity.type === 'percent');
  if (figure) {
    findings.push(
      finding('importance.pictureNumber', { key: 'importance.pictureNumber', params: { figure: figure.text } }, { start: figure.start, end: figure.end }),
    );
  }
  return findings;
}

function connectorFinding(measures: TextMeasures): Finding | null {
  const { linkedSentences, linkableSentences } = measures.connectors;
  if (linkableSentences === 0) return null;
  if (linkedSentences === linkableSentences) return finding('connectors.all', { key: 'connectors.all' });
  return finding('connectors.some', { key: 'connectors.some', params: { linked: linkedSentences, linkable: linkableSentences } });
}

function pronounFinding(text: string, measures: TextMeasures): Finding | null {
  const first = measures.vagueReferences[0];
  if (!first) return null;
  return finding(
    'pronoun.bare',
    { key: 'pronoun.bare', params: { number: first.sentenceIndex + 1, pronoun: first.pronoun, sentence: excerpt(first.sentence) } },
    spanOf(text, first.sentence),
  );
}

function keyTermFinding(measures: TextMeasures): Finding {
  const repeated = measures.keyTerms.repeated.slice(0, 3);
  if (repeated.length === 0) return finding('keyTerms.none', { key: 'keyTerms.none' });
  return finding('keyTerms.repeated', {
    key: 'keyTerms.repeated',
    params: { terms: repeated.map(({ term, count }) => `${term} (${count}×)`).join(', ') },
  });
}

function evidenceFinding(text: string, language: CoachLanguage): Finding {
  const { evidence } = measureLogos(text);
  if (evidence.length === 0) return finding('evidence.none', { key: 'evidence.none' });
  const [open, close] = quoteMarks[language];
  return finding(
    'evidence.present',
    { key: 'evidence.present', params: { items: evidence.slice(0, 4).map((item) => `${open}${escapeHtml(excerpt(item.text))}${close}`).join(', ') } },
    { start: evidence[0]!.start, end: evidence[0]!.end },
  );
}

export const quoteMarks: Readonly<Record<CoachLanguage, readonly [string, string]>> = {
  en: ['“', '”'],
  he: ['"', '"'],
  ar: ['«', '»'],
};

function adviceFindings(
  request: FeedbackRequest,
  measures: TextMeasures,
  analysis: JargonAnalysis,
  profile: AudienceProfile,
  readers: string,
  language: CoachLanguage,
): Finding[] {
  const hebrew = textLanguage(request.text) === 'he';
  return request.focus.flatMap((item: CoachFocus): Finding[] => {
    const one = (value: Finding | null) => (value ? [value] : []);
    switch (item) {
      case 'jargon':
        return one(replaceFirstFinding(request.text, analysis));
      case 'sentenceLength':
        return one(sentenceFinding(measures, profile, readers, language));
      case 'importance':
        return importanceFindings(request.text, measures, profile);
      case 'connectors':
        return hebrew ? [] : one(connectorFinding(measures));
      case 'pronounReference':
        return hebrew ? [] : one(pronounFinding(request.text, measures));
      case 'keyTerms':
        return hebrew ? [] : [keyTermFinding(measures)];
      case 'evidence':
        return [evidenceFinding(request.text, language)];
      case 'wordCount':
      case 'logos':
      case 'pathos':
      case 'ethos':
      case 'ethics':
        // Their own messages (the word count above, rhetoric-feedback.ts), not advice lines.
        return [];
    }
  });
}

function render(findings: readonly Finding[], language: CoachLanguage, heading?: FindingMessage): string {
  const lines = findings.map((item) => renderMessage(item.message, language));
  return (heading ? [renderMessage(heading, language), ...lines] : lines).join('<br />');
}

/** The audience feedback of a request: rare words and score, word count, advice for the readers. */
export function audienceFeedback(
  request: FeedbackRequest,
  analysis: JargonAnalysis,
  measures: TextMeasures,
  profile: AudienceProfile,
): RenderedFindings {
  const language = request.language ?? 'en';
  const finalVersion = request.finalVersion === true;
  const messages: string[] = [];
  const findings: Finding[] = [];
  if (request.focus.includes('jargon')) {
    const rare = rareWordFindings(request.text, analysis, language, finalVersion);
    const score = scoreFindings(analysis.score, finalVersion);
    messages.push(render(rare, language), render(score, language));
    findings.push(...rare, ...score);
  }
  if (request.focus.includes('wordCount') && request.words) {
    const count = finding('wordCount.count', {
      key: 'wordCount.count',
      params: { used: countWords(request.text), target: request.words.target, min: request.words.min, max: request.words.max },
    });
    messages.push(render([count], language));
    findings.push(count);
  }
  // The readers' description may quote the student; i18next escapes it like any parameter.
  const readers = request.readers ? inLanguage(request.readers, language) : inLanguage(profile.readers, language);
  const advice = adviceFindings(request, measures, analysis, profile, readers, language);
  if (advice.length > 0) {
    messages.push(render(advice, language, { key: finalVersion ? 'advice.lastVersion' : 'advice.nextVersion', params: { readers } }));
    findings.push(...advice);
  }
  return { messages, findings };
}

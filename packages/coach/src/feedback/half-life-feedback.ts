// The built-in coach's audience feedback (Half Life, and the jargon part of Persuasion and
// Rhetorics; docs/exercises.md "How the coach decides"), as findings rendered in the site's
// language. One message of remarks for the chosen readers, led by the most useful change (the
// rare-word question quoting its sentence, else the sentence to split), then one summary line:
// the score, the word count and the checks the text passed, which are figures, not remarks.
// What a rule cannot know (whether a reader knows a word, whether the text says why the work
// matters) is asked, not stated.
//
// After the last version of an exercise the advice is for the texts the student writes next,
// never "for your next version".
import { shownFor, type ShownKinds } from '../findings/shown.ts';
import type { AudienceProfile } from '../coaches/audience.ts';
import type { CoachFocus, FeedbackRequest, JargonAnalysis } from '../coaches/coach.ts';
import { excerpt, quotedInline } from './excerpt.ts';
import { finding, spanOf, type Finding, type FindingMessage, type TextSpan } from '../findings/finding.ts';
import { renderMessage } from '../findings/render.ts';
import { escapeHtml } from '../markup/html.ts';
import { phrasesInLanguage } from '../messages/phrases.ts';
import type { CoachLanguage } from '../i18n/language.ts';
import { analyseText, textLanguage } from '../language-analysis/analyse.ts';
import { measureLogos } from '../measures/logos.ts';
import { foundHebrew } from '../measures/phrase-lists.ts';
import type { TextMeasures } from '../measures/text-measures.ts';
import { countWords } from '../engine/word-count.ts';
import { familiarToChildren } from './familiar-english.ts';
import { explainedRareTerms, rareKeyTerms, rareWordQuestion, sentenceAround, wordKey, wordsToAsk } from './jargon-remarks.ts';
import { misspeltWordsRemarks, unfamiliarWordsQuestion } from './unfamiliar-words.ts';

/** The coach's messages of one request, and the findings they come from. */
export interface RenderedFindings {
  messages: string[];
  findings: Finding[];
}

export { rarestFirst, wordKey } from './jargon-remarks.ts';

/** A phrase of the coach's English (the readers, a sentence length) in the language. */
function inLanguage(english: string, language: CoachLanguage): string {
  return phrasesInLanguage(english, language);
}

/** What the text explains and the writer's key terms: said once, in the summary line. */
function explainedTermChecks(analysis: JargonAnalysis, text: string): Finding[] {
  const checks: Finding[] = [];
  const keyTerms = rareKeyTerms(analysis);
  if (keyTerms.length > 0) {
    checks.push(
      finding('summary.keyTerms', {
        key: `jargon.keyTerms.${keyTerms.length > 1 ? 'many' : 'one'}`,
        params: { words: keyTerms.map((term) => `<strong>${escapeHtml(term.term)}</strong>`).join(', ') },
      }),
    );
  }
  // A term used before its explanation gets the "explained late" question instead: saying both
  // in one turn told the writer two opposite things about one word.
  const explained = explainedRareTerms(text, analysis).filter((term) => term.explainedAtFirstUse);
  if (explained.length > 0) {
    checks.push(
      finding(
        'summary.explained',
        {
          key: `jargon.explained.${explained.length > 1 ? 'many' : 'one'}`,
          params: { words: explained.map((term) => `<strong>${escapeHtml(term.term)}</strong>`).join(', ') },
        },
        { start: explained[0]!.at, end: explained[0]!.at + explained[0]!.term.length },
      ),
    );
  }
  return checks;
}

/** Each explained term used unexplained before: where to move the explanation. */
function explainedLateFindings(text: string, analysis: JargonAnalysis): Finding[] {
  const terms = explainedRareTerms(text, analysis);
  // The same word with a prefix ("מהאמייל" after "… נקראת אמייל") is explained where the bare one is.
  const explainedAtFirstUse = new Set((analysis.explainedTerms ?? []).filter((term) => term.explainedAtFirstUse).map((term) => wordKey(term.term)));
  return terms
    .filter((term) => !term.explainedAtFirstUse && !explainedAtFirstUse.has(wordKey(term.term)))
    .map((term) =>
      finding(
        'jargon.explainedLate',
        { key: 'jargon.explainedLate', params: { word: term.term, sentence: quotedInline(sentenceAround(text, term.firstUseAt)) } },
        { start: term.firstUseAt, end: term.firstUseAt + term.term.length },
      ),
    );
}

/** The score message in English (the original's wording), as the De-Jargonizer says it. */
export function scoreMessage(score: number): string {
  return [renderMessage({ key: 'jargon.score', params: { score } }), renderMessage({ key: score > 90 ? 'jargon.scoreGood' : 'jargon.scoreLow' })].join('<br />');
}

const tooLongMargin = 1.2;

function sentenceFinding(measures: TextMeasures, profile: AudienceProfile, readers: string, language: CoachLanguage, text: string): Finding | null {
  const longest = measures.longestSentence;
  if (!longest) return null;
  const label = inLanguage(profile.comfortableLabel, language);
  // A few words past the comfortable length are within its "about": the walks found a plain
  // sentence 10–15 % over it labelled a needless split (16 words for junior high, 23 for adults),
  // so a sentence is named from 20 % over.
  if (longest.words > profile.comfortableSentenceWords * tooLongMargin) {
    return finding(
      'sentence.tooLong',
      { key: 'sentence.tooLong', params: { words: longest.words, sentence: excerpt(longest.text), readers, label } },
      spanOf(text, longest.text),
    );
  }
  // Over the comfortable length but within its "about": said as it is, not as a fit.
  const key = longest.words > profile.comfortableSentenceWords ? 'sentence.nearComfortable' : 'sentence.fits';
  return finding('summary.sentences', { key, params: { words: longest.words, readers, label } });
}

const hebrewComparisonWords = ['כמו', 'דמיינו', 'בדומה', 'למשל', 'כגון', 'תארו לעצמכם'];

/** A figure worth picturing: a measurement or a percentage, or a count above ten ("three collections" is plain). */
function worthPicturing(figure: string): boolean {
  if (/%|percent|אחוז/u.test(figure)) return true;
  const digits = figure.match(/\d[\d,.]*/u)?.[0];
  if (digits === undefined) return !/^(?:one|two|three|four|five|six|seven|eight|nine|ten|a|an)\b/iu.test(figure.trim());
  return Number(digits.replaceAll(',', '')) > 10 || /\d\s*[a-zµ°]/iu.test(figure);
}

/**
 * Whether the figure's sentence or the next one pictures it: "600 places, more than explorers
 * could visit in 50 years", "That is like a treasure map with 600 X marks." The w5 walk had both
 * asked to be turned into a picture.
 */
function picturedNearby(analysed: ReturnType<typeof analyseText>, sentence: number): boolean {
  const nearby = [analysed.sentences[sentence]?.text ?? '', analysed.sentences[sentence + 1]?.text ?? ''].join(' ');
  if (analysed.language === 'he') return foundHebrew(nearby, hebrewComparisonWords).length > 0 || /(?:יותר|פחות)\s+מ[\u05d0-\u05ea]|בגודל של|פי\s/u.test(nearby);
  return englishComparison.test(nearby) || /\b(?:more|fewer|less) than [\p{L} ]*\bcould\b|\bthat is (?:about |almost |nearly )?(?:as|the|a|an|enough)\b|\benough to\b/iu.test(nearby);
}

const englishComparison = /\b(?:like|imagine|think of|picture|similar to|for example|such as|as \w+ as|the size of|(?:bigger|smaller|larger|thinner|longer|shorter|heavier|lighter) than|times (?:more|less|bigger|smaller)|the same (?:kind|sort|way|size|colou?r) (?:that|as|of))\b/iu;

/** Where a word the measure counted first stands in the text (-1 when its cleaned form is not found). */
const wordOffset = (text: string, word: string) => text.toLowerCase().indexOf(word.toLowerCase());

/** A sentence of the text, quoted inside a question, and its span: where a question about the whole text points. */
function pointedSentence(text: string, offset: number): { sentence: string; span: TextSpan | null } {
  const sentence = sentenceAround(text, offset);
  return { sentence: quotedInline(sentence), span: spanOf(text, sentence) };
}

function importanceFindings(text: string, measures: TextMeasures, profile: AudienceProfile, analysis: JargonAnalysis): Finding[] {
  const hebrew = textLanguage(text) === 'he';
  const findings: Finding[] = [];
  const young = profile.level === 'elementary' || profile.level === 'juniorHigh';
  if (!young) return findings;
  const hasComparison = hebrew ? foundHebrew(text, hebrewComparisonWords).length > 0 || /(?:יותר|פחות)\s+מ[\u05d0-\u05ea]/u.test(text) : englishComparison.test(text);
  // Pointed at the sentence of the word the rare-word question asks about first (else the first
  // rare word, else the text's first sentence): a hard idea is where a comparison helps.
  if (!hasComparison) {
    const asked = wordsToAsk(text, analysis, profile.level)[0]?.span?.start;
    const rare = analysis.rareWords[0];
    const at = asked ?? (rare ? wordOffset(text, rare) : 0);
    const pointed = pointedSentence(text, at < 0 ? 0 : at);
    findings.push(finding('importance.noComparison', { key: 'importance.askComparisonIn', params: { sentence: pointed.sentence } }, pointed.span));
  }
  // A figure to picture is a measurement, a percentage or a large count, never a year, and one
  // the text does not already picture.
  const analysed = analyseText(text);
  const figure = analysed.entities.find(
    (entity) => (entity.type === 'quantity' || entity.type === 'percent') && worthPicturing(entity.text) && !picturedNearby(analysed, entity.sentence),
  );
  if (figure) {
    findings.push(
      finding('importance.pictureNumber', { key: 'importance.askPictureNumber', params: { figure: figure.text } }, { start: figure.start, end: figure.end }),
    );
  }
  return findings;
}

function connectorFinding(measures: TextMeasures): Finding | null {
  const { linkedSentences, linkableSentences } = measures.connectors;
  if (linkableSentences === 0) return null;
  if (linkedSentences === linkableSentences) return finding('summary.connectors', { key: 'connectors.all' });
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
  return finding('summary.keyTermsRepeated', {
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
  shown: ShownKinds,
): Finding[] {
  const hebrew = textLanguage(request.text) === 'he';
  const finalVersion = request.finalVersion === true;
  return request.focus.flatMap((item: CoachFocus): Finding[] => {
    const one = (value: Finding | null) => (value ? [value] : []);
    switch (item) {
      case 'jargon':
        return [
          ...(request.specialistReaders ? [] : one(rareWordQuestion(request.text, analysis, readers, language, finalVersion, profile.level))),
          // The rebuilt question and the spelling remark (unfamiliar-words.ts), beside the old
          // question until the fresh walks measure them; not even computed while not shown, as
          // their word lists load on first use.
          ...(request.specialistReaders || !shown('jargon.unfamiliarWords')
            ? []
            : one(unfamiliarWordsQuestion(request.text, analysis, readers, language, finalVersion, profile.level))),
          ...(shown('spelling.misspelt') ? misspeltWordsRemarks(request.text, analysis) : []),
          ...explainedLateFindings(request.text, analysis),
        ];
      case 'sentenceLength':
        return one(sentenceFinding(measures, profile, readers, language, request.text));
      case 'importance':
        return importanceFindings(request.text, measures, profile, analysis);
      // Rules written for English (connectors, pronouns, key terms) say nothing about a Hebrew text.
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
        // Their own messages (the summary line below, rhetoric-feedback.ts), not advice lines.
        return [];
    }
  });
}

/** The remarks that name words of the text that lower its score: the rare-word questions. */
const wordNamingKinds = new Set<string>(['jargon.rareWords', 'jargon.unfamiliarWords']);

/** The order remarks lead in: the one most useful change first, quoting its sentence. */
const leadOrder = ['jargon.rareWords', 'jargon.unfamiliarWords', 'sentence.tooLong', 'pronoun.bare', 'jargon.explainedLate'];

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
): Finding | null {
  const figures: string[] = [];
  if (request.focus.includes('jargon')) {
    const key = analysis.score > 90 ? 'summary.scoreGood' : namesWords ? 'summary.score' : 'summary.scoreOnly';
    figures.push(renderMessage({ key, params: { score: analysis.score } }, language));
  }
  if (request.focus.includes('wordCount') && request.words) {
    const { target, min, max } = request.words;
    figures.push(renderMessage({ key: 'summary.words', params: { used: countWords(request.text), target, min, max } }, language));
  }
  const parts = [figures.length > 0 ? renderMessage({ key: 'summary.figures', params: { figures: figures.join(renderMessage({ key: 'summary.separator' }, language)) } }, language) : ''];
  for (const item of passed) parts.push(renderMessage(item.message, language));
  const line = parts.filter((part) => part !== '').join(' ');
  if (line === '') return null;
  const summary = finding('summary.figures', { key: 'summary.line', params: { line } });
  return passed.length > 0 ? { ...summary, parts: [...passed] } : summary;
}

/**
 * Whether readers may stumble on a word the news calls mid-frequency: "algorithm", "velocity",
 * "larvae" and "pesticides" passed unasked while the line said there was no rare word for
 * 12-year-olds, and "hectare" and "carbon sinks" while it said so for lay adults. In English such a
 * word is one a fourth grader does not know (familiar-english.ts); Hebrew has no such list, so for
 * young readers any mid-frequency word may be one. The line is a claim, so it is made only where
 * none stands.
 */
function readersMayStumble(analysis: JargonAnalysis, text: string, profile: AudienceProfile): boolean {
  // Hebrew rare words are not asked about (jargon-remarks.ts rareWordQuestion), so none may stand;
  // for adults a mid-frequency Hebrew word is an everyday one (the subtitles' middle band).
  if (textLanguage(text) !== 'en') {
    const young = profile.level === 'elementary' || profile.level === 'juniorHigh';
    return analysis.rareWords.length > 0 || (young && analysis.midWords.length > 0);
  }
  return analysis.midWords.some((word) => !familiarToChildren(word));
}

/** Whether the text has no rare word worth asking about: said in the summary line, only where it holds. */
function noRareWordsCheck(request: FeedbackRequest, analysis: JargonAnalysis, remarks: readonly Finding[], profile: AudienceProfile): Finding[] {
  if (!request.focus.includes('jargon') || request.specialistReaders || remarks.some((item) => item.kind === 'jargon.rareWords')) return [];
  if (readersMayStumble(analysis, request.text, profile)) return [];
  return [finding('summary.noRareWords', { key: 'summary.noRareWords' })];
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
  const all = adviceFindings(request, measures, analysis, profile, readers, language, shown);
  // "No rare word to ask about" is judged on what the rules found, shown or not.
  const noRareWords = noRareWordsCheck(request, analysis, all, profile);
  const remarks = byUsefulness(all.filter((item) => !item.kind.startsWith('summary.') && shown(item.kind)));
  const passed = [
    ...noRareWords,
    ...(request.focus.includes('jargon') ? explainedTermChecks(analysis, request.text) : []),
    ...all.filter((item) => item.kind.startsWith('summary.')),
  ].filter((item) => shown(item.kind));
  const messages: string[] = [];
  const findings: Finding[] = [];
  if (remarks.length > 0) {
    messages.push(render(remarks, language, { key: finalVersion ? 'advice.lastVersion' : 'advice.nextVersion', params: { readers } }));
    findings.push(...remarks);
  }
  const summary = summaryFinding(request, analysis, passed, language, remarks.some((item) => wordNamingKinds.has(item.kind)));
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

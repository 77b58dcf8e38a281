// Typed findings from an LLM (docs/exercises.md "The LLM coach's findings"): the model answers
// JSON findings of the kinds a point judges (llm-judged-kinds.ts), each with its kind, verdict,
// the student's exact words it rests on and a message. A kind not asked, a verdict other than
// "holds", a quote the student did not write and both halves of a contradiction are dropped, so
// the model makes no remark about words the student did not write. What stands is said in its
// kind's catalogue sentence where the quote fills it, else in the model's words, escaped.
import { z } from 'zod';
import { audienceProfile } from '../engine/audience.ts';
import type { FeedbackRequest } from '../engine/coach.ts';
import { excerpt, quotedExcerptHtml } from '../findings/excerpt.ts';
import { quotedSentenceAt } from '../measures/sentences.ts';
import type { Finding, FindingMessage, TextSpan } from '../findings/finding.ts';
import { renderMessage } from '../kinds/render.ts';
import type { CoachLanguage } from '../i18n/language.ts';
import { escapeHtml } from '../markup/html.ts';
import { phrasesInLanguage } from '../chat/phrases.ts';
import { llmJudgedKinds, type LlmJudgedKind } from './llm-judged-kinds.ts';

/** Where a kind is asked: a focus of a text's feedback, or a question about the student's own text. */
export type LlmFeedbackPoint =
  | 'jargon'
  | 'importance'
  | 'logos'
  | 'evidence'
  | 'pathos'
  | 'ethos'
  | 'ethics'
  | 'coherence.adverbs'
  | 'coherence.connectors'
  | 'coherence.pronouns'
  | 'coherence.verbs'
  | 'criticalThinking.purpose'
  | 'criticalThinking.questions'
  | 'criticalThinking.information'
  | 'criticalThinking.conclusions'
  | 'criticalThinking.significance';

/** What a finding's quote is: the `words` it rests on (required), or the `place` a missing thing belongs ("": anywhere). */
export type QuoteRole = 'words' | 'place';

/** How a kind is said: the catalogue's sentence filled from the quotes, or the model's own words. */
type Saying =
  /** The catalogue's sentence, no parameters. */
  | { key: string }
  /** The catalogue's sentence with the quote in it; without a quote, another sentence or the model's words. */
  | { key: string; quoteAs: 'sentence' | 'claim' | 'figure' | 'word'; keyWithoutQuote?: string }
  /** The catalogue's sentence with the quotes listed (escaped HTML for the rhetoric catalogue, plain for the questions'). */
  | { key: string; list: string; limit: number; html: boolean; keyForMany?: string }
  /** "You explain <strong>X</strong> …", "Your key term <strong>X</strong> …": `${terms}.one` or `.many`. */
  | { terms: 'jargon.explained' | 'jargon.keyTerms' }
  /** "“X” is likely new to {readers}: explain it … “sentence”", one finding a word. */
  | { readersWords: true }
  /** "Paragraph {n} opens without …": the paragraph of the quote. */
  | { paragraphOf: string }
  /** Ethics' "• consent (…)": a part of the one line of the concerns named. */
  | { concern: string }
  | { modelWords: true };

interface KindSpec {
  point: LlmFeedbackPoint;
  quote: QuoteRole;
  say: Saying;
  /** False for a kind the model is not asked for, though its findings are the model's to make. */
  asked?: false;
}

const fixed = (point: LlmFeedbackPoint, key: string, quote: QuoteRole = 'place'): KindSpec => ({ point, quote, say: { key } });
const atPlace = (point: LlmFeedbackPoint, key: string, keyWithoutQuote?: string): KindSpec => ({
  point,
  quote: 'place',
  say: { key, quoteAs: 'sentence', ...(keyWithoutQuote ? { keyWithoutQuote } : {}) },
});
const quoting = (point: LlmFeedbackPoint, key: string, quoteAs: 'claim' | 'figure' | 'word'): KindSpec => ({ point, quote: 'words', say: { key, quoteAs } });
const listing = (point: LlmFeedbackPoint, key: string, list: string, limit: number, html = true, keyForMany?: string): KindSpec => ({
  point,
  quote: 'words',
  say: { key, list, limit, html, ...(keyForMany ? { keyForMany } : {}) },
});
const inModelWords = (point: LlmFeedbackPoint, quote: QuoteRole): KindSpec => ({ point, quote, say: { modelWords: true } });
const namedConcern = (concern: string): KindSpec => ({ point: 'ethics', quote: 'words', say: { concern } });
const notNamedConcern = (concern: string): KindSpec => atPlace('ethics', `ethics.questionAt.${concern}`, `ethics.question.${concern}`);

/** Each judged kind: the point that asks for it, what its quote is, and how it is said. */
const kindSpecs: Readonly<Record<LlmJudgedKind, KindSpec>> = {
  'jargon.wordsForReaders': { point: 'jargon', quote: 'words', say: { readersWords: true } },
  'jargon.explainedLate': inModelWords('jargon', 'words'),
  'summary.explained': { point: 'jargon', quote: 'words', say: { terms: 'jargon.explained' } },
  'summary.keyTerms': { point: 'jargon', quote: 'words', say: { terms: 'jargon.keyTerms' } },
  'summary.noRareWords': fixed('jargon', 'summary.noRareWords'),
  'spelling.misspelt': quoting('jargon', 'spelling.misspeltNoSuggestion', 'word'),
  'importance.noComparison': { point: 'importance', quote: 'place', say: { key: 'importance.askComparisonIn', quoteAs: 'sentence' } },
  'importance.pictureNumber': quoting('importance', 'importance.askPictureNumber', 'figure'),
  'logos.noEvidence': fixed('logos', 'logos.noEvidence'),
  'logos.evidenceCheck': inModelWords('logos', 'words'),
  'logos.causeLink': listing('logos', 'logos.causeLink', 'connectors', 4),
  'logos.noCauseLink': fixed('logos', 'logos.noCauseLink'),
  'logos.unsupportedClaim': quoting('logos', 'logos.unsupportedClaim', 'claim'),
  'evidence.present': listing('evidence', 'evidence.present', 'items', 4),
  'evidence.none': fixed('evidence', 'evidence.none'),
  'pathos.valueNamed': listing('pathos', 'pathos.valueNamed', 'words', 4),
  'pathos.valueClose': listing('pathos', 'pathos.valueClose', 'words', 4),
  'pathos.valueMissing': fixed('pathos', 'pathos.valueMissing'),
  'pathos.answerNoButPresent': listing('pathos', 'pathos.answerNoButPresent', 'words', 3),
  'ethos.affiliation': listing('ethos', 'ethos.affiliation', 'phrases', 3),
  'ethos.experience': listing('ethos', 'ethos.experience', 'phrases', 3),
  'ethos.method': listing('ethos', 'ethos.method', 'phrases', 3),
  'ethos.noAffiliation': atPlace('ethos', 'ethos.noAffiliation', 'ethos.noAffiliationAnywhere'),
  'ethos.noExperience': atPlace('ethos', 'ethos.noExperience', 'ethos.noExperienceAnywhere'),
  'ethos.noMethod': fixed('ethos', 'ethos.noMethod'),
  'ethics.noConcernNamed': fixed('ethics', 'ethics.noConcernNamed'),
  'ethics.named.stakeholders': namedConcern('stakeholders'),
  'ethics.named.consent': namedConcern('consent'),
  'ethics.named.privacy': namedConcern('privacy'),
  'ethics.named.conflictOfInterest': namedConcern('conflictOfInterest'),
  'ethics.named.risk': namedConcern('risk'),
  'ethics.notNamed.stakeholders': notNamedConcern('stakeholders'),
  'ethics.notNamed.consent': notNamedConcern('consent'),
  'ethics.notNamed.conflictOfInterest': notNamedConcern('conflictOfInterest'),
  // The line of the concerns named: made of the model's "named" findings, not asked for itself.
  'summary.ethicsNamed': { point: 'ethics', quote: 'words', say: { modelWords: true }, asked: false },
  'coherence.adverbs.intensifier': listing('coherence.adverbs', 'questions.adverbs.intensifierOne', 'list', 4, false, 'questions.adverbs.intensifiersMany'),
  'coherence.connectors.paragraphUnlinked': { point: 'coherence.connectors', quote: 'words', say: { paragraphOf: 'questions.connectors.paragraphUnlinked' } },
  'coherence.connectors.kindMissing': inModelWords('coherence.connectors', 'place'),
  'coherence.pronouns.referentMissing': inModelWords('coherence.pronouns', 'words'),
  'coherence.pronouns.vagueIt': inModelWords('coherence.pronouns', 'words'),
  'coherence.pronouns.replaceNoun': inModelWords('coherence.pronouns', 'words'),
  'coherence.pronouns.clear': fixed('coherence.pronouns', 'questions.pronouns.clear'),
  'coherence.verbs.varied': listing('coherence.verbs', 'questions.verbs.varied', 'list', 4, false),
  'criticalThinking.purposeStated': fixed('criticalThinking.purpose', 'questions.ct.purposeStated', 'words'),
  'criticalThinking.purposeLate': fixed('criticalThinking.purpose', 'questions.ct.purposeLate'),
  'criticalThinking.purposeMissing': fixed('criticalThinking.purpose', 'questions.ct.purposeMissing'),
  'criticalThinking.askPrecise': fixed('criticalThinking.questions', 'questions.ct.askPrecise'),
  'criticalThinking.improvedQuestion': inModelWords('criticalThinking.questions', 'place'),
  'criticalThinking.answerIsTopic': fixed('criticalThinking.questions', 'questions.ct.answerIsTopic'),
  'criticalThinking.answerWithoutData': fixed('criticalThinking.information', 'questions.ct.answerWithoutData'),
  'criticalThinking.noEvidence': fixed('criticalThinking.information', 'questions.ct.noEvidence'),
  'criticalThinking.hedged': listing('criticalThinking.conclusions', 'questions.ct.hedged', 'list', 4, false),
  'criticalThinking.noHedge': fixed('criticalThinking.conclusions', 'questions.ct.noHedge'),
  'criticalThinking.overstatedClaim': quoting('criticalThinking.conclusions', 'questions.ct.overstatedClaim', 'claim'),
  'criticalThinking.unsupportedClaim': quoting('criticalThinking.conclusions', 'questions.ct.unsupportedClaim', 'claim'),
  'criticalThinking.noveltyMissing': fixed('criticalThinking.significance', 'questions.ct.noveltyMissing'),
  'criticalThinking.significanceStated': listing('criticalThinking.significance', 'questions.ct.significanceStated', 'list', 3, false),
  'criticalThinking.significanceMissing': atPlace('criticalThinking.significance', 'questions.ct.significanceMissingAfter', 'questions.ct.significanceMissing'),
  'criticalThinking.noConsequence': fixed('criticalThinking.significance', 'questions.ct.noConsequence'),
};

/** Whether a finding of the kind is said in the model's words: no sentence of the catalogue takes this quote. */
function saidInOwnWords(kind: LlmJudgedKind, quote: string): boolean {
  const say = kindSpecs[kind].say;
  return 'modelWords' in say || ('quoteAs' in say && quote === '' && !say.keyWithoutQuote);
}

/** What a kind's quote is, for the prompt (llm-prompts.ts). */
export const quoteRoleOf = (kind: LlmJudgedKind): QuoteRole => kindSpecs[kind].quote;

/** Pairs that cannot both hold: when the model says both, neither is said. */
const opposites: readonly (readonly [LlmJudgedKind, LlmJudgedKind])[] = [
  ['jargon.wordsForReaders', 'summary.noRareWords'],
  ['logos.causeLink', 'logos.noCauseLink'],
  ['evidence.present', 'evidence.none'],
  ['pathos.valueNamed', 'pathos.valueMissing'],
  ['pathos.valueClose', 'pathos.valueMissing'],
  ['ethos.affiliation', 'ethos.noAffiliation'],
  ['ethos.experience', 'ethos.noExperience'],
  ['ethos.method', 'ethos.noMethod'],
  ...(['stakeholders', 'consent', 'conflictOfInterest'] as const).map((concern) => [`ethics.named.${concern}`, `ethics.notNamed.${concern}`] as const),
  ...(['stakeholders', 'consent', 'privacy', 'conflictOfInterest', 'risk'] as const).map((concern) => [`ethics.named.${concern}`, 'ethics.noConcernNamed'] as const),
  ['coherence.pronouns.clear', 'coherence.pronouns.vagueIt'],
  ['coherence.pronouns.clear', 'coherence.pronouns.referentMissing'],
  ['criticalThinking.purposeStated', 'criticalThinking.purposeMissing'],
  ['criticalThinking.purposeStated', 'criticalThinking.purposeLate'],
  ['criticalThinking.purposeLate', 'criticalThinking.purposeMissing'],
  ['criticalThinking.hedged', 'criticalThinking.noHedge'],
  ['criticalThinking.significanceStated', 'criticalThinking.significanceMissing'],
];

const youngReaders: ReadonlySet<string> = new Set(['elementary', 'juniorHigh']);

/** Whether this request can make the kind at all (as the rules: a comparison for young readers, a "No" the text contradicts). */
function askedOf(kind: LlmJudgedKind, request: FeedbackRequest): boolean {
  if (kindSpecs[kind].asked === false) return false;
  switch (kind) {
    // Readers in the writer's field judge their own words (the exercise asks the writer instead).
    case 'jargon.wordsForReaders':
    case 'summary.noRareWords':
      return request.specialistReaders !== true;
    case 'summary.keyTerms':
      return (request.keyTerms?.length ?? 0) > 0;
    case 'importance.noComparison':
      return youngReaders.has(request.audience ?? '');
    case 'pathos.answerNoButPresent':
      return request.context?.studentSays === 'No';
    default:
      return true;
  }
}

/** The kinds the model is asked for at this request's feedback point: its focuses', or its question's. */
export function llmKindsAsked(request: FeedbackRequest): LlmJudgedKind[] {
  const points: readonly string[] = request.question ? [request.question.id] : request.focus;
  return llmJudgedKinds.filter((kind) => points.includes(kindSpecs[kind].point) && askedOf(kind, request));
}

/** The student's words a quote may come from besides the judged text (Ethics' issue, Critical Thinking's answer): no span. */
export function otherStudentWords(request: FeedbackRequest): string[] {
  if (request.question?.id.startsWith('criticalThinking.')) return [request.question.answer ?? ''].filter((text) => text !== '');
  if (request.focus.includes('ethics')) return [request.context?.issue ?? ''].filter((text) => text !== '');
  return [];
}

export const llmVerdicts = ['holds', 'does not hold', 'unsure'] as const;

/** The answer's JSON schema: a list of { kind, verdict, quote, message }, kinds from those asked only. */
export function findingsSchema(kinds: readonly LlmJudgedKind[]): Record<string, unknown> {
  return {
    type: 'object',
    properties: {
      findings: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            kind: { type: 'string', enum: [...kinds] },
            verdict: { type: 'string', enum: [...llmVerdicts] },
            quote: { type: 'string' },
            message: { type: 'string' },
          },
          required: ['kind', 'verdict', 'quote', 'message'],
          additionalProperties: false,
        },
      },
    },
    required: ['findings'],
    additionalProperties: false,
  };
}

// ---- Reading the answer ----

/** At most this many findings of an answer are read; at most this many of one kind are said. */
const mostFindings = 40;
const mostOfAKind = 3;
/** The longest message of the model's own said; a longer one is cut at a word. */
export const mostModelMessageChars = 300;

const itemSchema = z.object({
  kind: z.string(),
  verdict: z.string().optional(),
  quote: z.string().optional(),
  message: z.string().optional(),
});

/** The JSON of an answer, or from an endpoint that ignores the schema, of a fenced block or the outer { }; a bare list is the findings. */
export function answerJson(content: string): unknown {
  const attempts = [content, fencedBlock(content), content.slice(content.indexOf('{'), content.lastIndexOf('}') + 1)];
  for (const attempt of attempts) {
    if (!attempt?.trim()) continue;
    try {
      const json: unknown = JSON.parse(attempt);
      return Array.isArray(json) ? { findings: json } : json;
    } catch {
      // Not this way; the next.
    }
  }
  return undefined;
}

/** What stands between the first ``` and the next, without a "json" after the opening one. */
function fencedBlock(content: string): string | undefined {
  const open = content.indexOf('```');
  const close = open < 0 ? -1 : content.indexOf('```', open + 3);
  return close < 0 ? undefined : content.slice(open + 3, close).replace(/^json/iu, '');
}

/** A text with quote marks, dashes and spaces made uniform, and where each of its characters came from. */
interface Normalised {
  value: string;
  from: number[];
}

const invisible = /[\u00ad\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/u;
const doubleQuotes = /["“”„‟«»″〝〞＂״]/u;
const singleQuotes = /['‘’‚‛′＇׳`]/u;
const dashes = /[‐‑‒–—―−]/u;

function normalise(text: string): Normalised {
  let value = '';
  const from: number[] = [];
  let index = 0;
  for (const char of text) {
    const at = index;
    index += char.length;
    if (invisible.test(char)) continue;
    let out = char;
    if (/\s/u.test(char)) {
      if (value.endsWith(' ')) continue;
      out = ' ';
    } else if (doubleQuotes.test(char)) out = '"';
    else if (singleQuotes.test(char)) out = "'";
    else if (dashes.test(char)) out = '-';
    else if (char === '…') out = '...';
    value += out;
    for (let i = 0; i < out.length; i += 1) from.push(at);
  }
  return { value, from };
}

/** The quote as the model wrote it, then without the quote marks or ellipses it may have wrapped it in. */
function quoteForms(quote: string): string[] {
  const forms = [normalise(quote).value.trim()];
  for (;;) {
    const last = forms.at(-1)!;
    let next = last;
    for (const wrapper of ['"', "'", '...']) {
      if (next.startsWith(wrapper)) next = next.slice(wrapper.length).trimStart();
      if (next.endsWith(wrapper)) next = next.slice(0, -wrapper.length).trimEnd();
    }
    if (next === last) return forms.filter((form) => form !== '');
    forms.push(next);
  }
}

/** Where the quote stands in the text, as offsets of the original; null when the student did not write it. */
export function quoteSpan(text: string, quote: string): TextSpan | null {
  const normalised = normalise(text);
  for (const wanted of quoteForms(quote)) {
    const at = normalised.value.indexOf(wanted);
    if (at < 0) continue;
    const start = normalised.from[at] ?? 0;
    const last = normalised.from[at + wanted.length - 1] ?? start;
    return { start, end: last + (text.codePointAt(last)! > 0xffff ? 2 : 1) };
  }
  return null;
}

/** One finding of the model's that stands: its kind, the words it quoted (as the student wrote them), where, and its message. */
interface Standing {
  kind: LlmJudgedKind;
  quote: string;
  span: TextSpan | null;
  message: string;
}

export type DropReason = 'not asked' | 'not held' | 'no quote' | 'quote not in the text' | 'no message' | 'contradicted' | 'not a finding';

export interface LlmJudgement {
  /** The findings to say, in the order of the judged kinds. */
  findings: Finding[];
  /** What the model said that is not said, and why (for the tests and the evaluation). */
  dropped: { kind: string; reason: DropReason }[];
}

function oneLine(text: string): string {
  const line = text.replace(/\s+/gu, ' ').trim();
  return line.length <= mostModelMessageChars ? line : excerpt(line, mostModelMessageChars);
}

/** The model's findings, checked against the student's text; null when the answer is not the JSON asked for. */
export function checkLlmFindings(content: string, request: FeedbackRequest, asked: readonly LlmJudgedKind[]): LlmJudgement | null {
  const json = answerJson(content);
  const findings = (json as { findings?: unknown } | undefined)?.findings;
  if (!Array.isArray(findings)) return null;
  const askedKinds: ReadonlySet<string> = new Set(asked);
  const others = otherStudentWords(request);
  const dropped: LlmJudgement['dropped'] = [];
  const standing: Standing[] = [];
  for (const raw of findings.slice(0, mostFindings)) {
    const parsed = itemSchema.safeParse(raw);
    if (!parsed.success) {
      dropped.push({ kind: String((raw as { kind?: unknown } | null)?.kind ?? ''), reason: 'not a finding' });
      continue;
    }
    const { kind, verdict, quote = '', message = '' } = parsed.data;
    if (!askedKinds.has(kind)) {
      dropped.push({ kind, reason: 'not asked' });
      continue;
    }
    const judged = kind as LlmJudgedKind;
    // An endpoint that ignores the schema may leave the verdict out: what it reports, it holds.
    if (verdict !== undefined && verdict.trim().toLowerCase() !== 'holds') {
      dropped.push({ kind, reason: 'not held' });
      continue;
    }
    const bare = quoteForms(quote).at(-1) ?? '';
    if (bare === '' && kindSpecs[judged].quote === 'words') {
      dropped.push({ kind, reason: 'no quote' });
      continue;
    }
    if (oneLine(message) === '' && saidInOwnWords(judged, bare)) {
      dropped.push({ kind, reason: 'no message' });
      continue;
    }
    if (bare === '') {
      standing.push({ kind: judged, quote: '', span: null, message: oneLine(message) });
      continue;
    }
    const span = quoteSpan(request.text, quote);
    const elsewhere = span ? null : others.map((text) => ({ text, span: quoteSpan(text, quote) })).find((item) => item.span !== null);
    if (!span && !elsewhere) {
      dropped.push({ kind, reason: 'quote not in the text' });
      continue;
    }
    const words = span ? request.text.slice(span.start, span.end) : elsewhere!.text.slice(elsewhere!.span!.start, elsewhere!.span!.end);
    standing.push({ kind: judged, quote: words, span, message: oneLine(message) });
  }
  const said = new Set(standing.map((item) => item.kind));
  const contradicted = new Set(opposites.filter(([a, b]) => said.has(a) && said.has(b)).flat());
  for (const item of standing.filter((entry) => contradicted.has(entry.kind))) dropped.push({ kind: item.kind, reason: 'contradicted' });
  const kept = standing.filter((item) => !contradicted.has(item.kind));
  return { findings: sayFindings(kept, asked, request), dropped };
}

// ---- Saying what stands ----

const llmFinding = (kind: LlmJudgedKind, message: FindingMessage, span: TextSpan | null): Finding => ({
  kind,
  span,
  message,
  source: 'llm',
});

function quotedHtml(quotes: readonly string[], language: CoachLanguage, limit: number): string {
  return [...new Set(quotes)]
    .slice(0, limit)
    .map((quote) => quotedExcerptHtml(quote, language))
    .join(', ');
}

const conjunction: Readonly<Record<CoachLanguage, string>> = { en: ' and ', he: ' ו', ar: ' و' };
const comma: Readonly<Record<CoachLanguage, string>> = { en: ', ', he: ', ', ar: '، ' };

/** “a”, “b” and “c”, plain (the question catalogue's lists; the renderer escapes them). */
function quotedPlain(quotes: readonly string[], language: CoachLanguage, limit: number): string {
  const quoted = [...new Set(quotes)].slice(0, limit).map((quote) => `“${excerpt(quote, 120)}”`);
  if (quoted.length <= 1) return quoted.join('');
  return `${quoted.slice(0, -1).join(comma[language])}${conjunction[language]}${quoted.at(-1) ?? ''}`;
}

/** The model's own words, escaped, marked as the model's. */
const inOwnWords = (item: Standing): Finding | null =>
  item.message === '' ? null : llmFinding(item.kind, { key: 'llm.said', params: { text: escapeHtml(item.message) } }, item.span);

function firstSpan(items: readonly { span: TextSpan | null }[]): TextSpan | null {
  return items.map((item) => item.span).filter((span): span is TextSpan => span !== null).sort((a, b) => a.start - b.start)[0] ?? null;
}

const strong = (terms: readonly string[]) => terms.map((term) => `<strong>${escapeHtml(term)}</strong>`).join(', ');
const distinctQuotes = (items: readonly Standing[], limit: number) => [...new Set(items.map((item) => item.quote))].slice(0, limit);

/** The readers as the coach names them, in the language ("readers with junior high school science"). */
function readersOf(request: FeedbackRequest, language: CoachLanguage): string {
  return phrasesInLanguage(request.readers ?? audienceProfile(request.audience).readers, language);
}

/** Which paragraph (from 1) the offset is in: the text's non-empty lines. */
function paragraphAt(text: string, offset: number): number {
  const linesBefore = text.slice(0, offset).split(/\r?\n/u).slice(0, -1);
  return linesBefore.filter((line) => line.trim() !== '').length + 1;
}

function sayKind(kind: LlmJudgedKind, items: readonly Standing[], request: FeedbackRequest): Finding[] {
  const language = request.language ?? 'en';
  const say = kindSpecs[kind].say;
  const first = items[0]!;
  const span = firstSpan(items);
  if ('modelWords' in say) return items.slice(0, mostOfAKind).map(inOwnWords).filter((item): item is Finding => item !== null);
  if ('quoteAs' in say) {
    return items.slice(0, mostOfAKind).flatMap((item) => {
      if (item.quote !== '') return [llmFinding(kind, { key: say.key, params: { [say.quoteAs]: excerpt(item.quote, 120) } }, item.span)];
      if (say.keyWithoutQuote) return [llmFinding(kind, { key: say.keyWithoutQuote }, null)];
      const own = inOwnWords(item);
      return own ? [own] : [];
    });
  }
  if ('list' in say) {
    const quotes = items.map((item) => item.quote);
    const list = say.html ? quotedHtml(quotes, language, say.limit) : quotedPlain(quotes, language, say.limit);
    const key = say.keyForMany && new Set(quotes).size > 1 ? say.keyForMany : say.key;
    return [llmFinding(kind, { key, params: { [say.list]: list } }, span)];
  }
  if ('terms' in say) {
    const terms = distinctQuotes(items, 4);
    return [llmFinding(kind, { key: `${say.terms}.${terms.length > 1 ? 'many' : 'one'}`, params: { words: strong(terms) } }, span)];
  }
  if ('readersWords' in say) {
    const key = request.finalVersion ? 'jargon.wordsForReaders.last' : 'jargon.wordsForReaders';
    const readers = readersOf(request, language);
    const words = items.filter((item, index) => items.findIndex((other) => other.quote === item.quote) === index).slice(0, 3);
    return words.map((item) =>
      llmFinding(kind, { key, params: { word: item.quote, readers, sentence: item.span ? quotedSentenceAt(request.text, item.span) : '' } }, item.span),
    );
  }
  if ('paragraphOf' in say) {
    return first.span ? [llmFinding(kind, { key: say.paragraphOf, params: { paragraph: paragraphAt(request.text, first.span.start) } }, first.span)] : [];
  }
  if ('concern' in say) {
    return [llmFinding(kind, { key: `ethics.concern.${say.concern}`, params: { words: quotedHtml(items.map((item) => item.quote), language, 3) } }, span)];
  }
  return [llmFinding(kind, { key: say.key }, first.span)];
}

/** The standing findings as the chat says them, in the judged kinds' order; the concerns named are one line. */
function sayFindings(standing: readonly Standing[], asked: readonly LlmJudgedKind[], request: FeedbackRequest): Finding[] {
  const language = request.language ?? 'en';
  const said: Finding[] = [];
  const named: Finding[] = [];
  for (const kind of asked) {
    const items = standing.filter((item) => item.kind === kind);
    if (items.length === 0) continue;
    const findings = sayKind(kind, items, request);
    if ('concern' in kindSpecs[kind].say) named.push(...findings);
    else said.push(...findings);
  }
  if (named.length > 0) {
    const concerns = named
      .map((part) => renderMessage(part.message, language).replace(/^•\s*/u, ''))
      .join(renderMessage({ key: 'ethics.concernSeparator' }, language));
    said.push({ ...llmFinding('summary.ethicsNamed', { key: 'ethics.covered', params: { concerns } }, firstSpan(named)), parts: named });
  }
  return said;
}

// The coach interface: what an exercise stage asks for and what comes back. The engine calls
// a Coach after a valid student text; which implementation answers (built-in, LLM, neutral)
// is the variant's choice (docs/decisions.md "The writing coach").

import type { AudienceLevel } from './audience.ts';
import type { AskedQuestion } from './asked-before.ts';
import type { Finding } from '../findings/finding.ts';
import type { CoachLanguage } from '../i18n/language.ts';

/**
 * What a feedback point is about: the measures the built-in coach comments on, and the points the
 * LLM coach asks its findings at (llm/llm-findings.ts; `importance` and `evidence` are asked of
 * the model only).
 */
export type CoachFocus =
  | 'jargon'
  | 'wordCount'
  | 'sentenceLength'
  | 'importance'
  | 'evidence'
  | 'logos'
  | 'pathos'
  | 'ethos'
  | 'ethics';

/**
 * What the LLM coach is asked for at a feedback point (the prompts are in llm-prompts.ts):
 * a rewrite for the audience (the default), a persuasive rewrite with logos, a check of the
 * shared value (pathos), a rewrite that works in the writer's credibility (ethos), follow-up
 * questions on an ethical issue, or nothing (built-in feedback only).
 */
export type AiTask =
  'rewrite' | 'persuasiveRewrite' | 'pathosCheck' | 'ethosRewrite' | 'ethicsQuestions' | 'none';


export interface FeedbackRequest {
  /** Exercise id ("halfLife"). */
  exercise: string;
  stage: number;
  /** The question the student answered, in plain words (it goes into LLM prompts too). */
  task: string;
  /** The student's text, plain (already turned from HTML into text). */
  text: string;
  audience: AudienceLevel | null;
  /** The word target of the question, when it has one. */
  words?: { target: number; min: number; max: number };
  /** What to comment on, in this order. */
  focus: readonly CoachFocus[];
  /** What the LLM coach is asked for; 'rewrite' when absent. */
  aiTask?: AiTask;
  /**
   * The exercise's last version of this text: advice is for the texts the student writes next,
   * not "for your next version".
   */
  finalVersion?: boolean;
  /**
   * The focus areas' lessons (teach.*) were given at an earlier feedback point of this text: the
   * built-in coach does not say them again; an LLM coach still judges the areas' claims.
   */
  lessonGiven?: boolean;
  /**
   * Earlier answers a feedback point needs (the shared value for pathos, the credibility
   * statement for ethos, the aim and issue for ethics), plain text.
   */
  context?: Readonly<Record<string, string>>;
  /** How to name the readers when the audience is not a science level ("investors …"): a short label. */
  readers?: string;
  /** The readers as the writer described them, whole, for the LLM's prompts; absent: `readers`. */
  readersDescription?: string;
  /**
   * The readers work in or near the writer's field (other researchers, funders, policymakers):
   * whether they know its rare words is theirs to judge, so the coach does not ask about them; a
   * walk read as an instructor reads found such questions false for committees, funders and
   * specialists.
   */
  specialistReaders?: boolean;
  /**
   * A question about the student's own text (Coherence, Critical Thinking): the coach judges
   * `text` (the text under work) against the question, the choice and the table or answer.
   */
  question?: QuestionContext;
  /**
   * Words or phrases the writer marked as key terms (docs/de-jargonizer.md "Key terms and explained
   * terms"): the text cannot do without them, so the jargon remarks do not list them as words to
   * replace. At most five, as typed.
   */
  keyTerms?: readonly string[];
  /**
   * The questions asked earlier in the session that are not to be asked again now
   * (engine/asked-before.ts): the writer has read them, or answered that the readers know it.
   */
  asked?: readonly AskedQuestion[];
  /**
   * The site's language: the LLM coach is asked to answer in it; the built-in and neutral
   * coaches render their messages in it (kinds/render.ts, chat/render.ts). English when absent.
   */
  language?: CoachLanguage;
}

/** A table the student filled in: its column headers and trimmed rows. */
export interface TableAnswer {
  headers: string[];
  rows: string[][];
}

export interface QuestionContext {
  /** Which question, e.g. "coherence.keyTerms" or "criticalThinking.purpose". */
  id: string;
  /** 1–5, as the student saw it. */
  number: number;
  /** What the question is about, in plain words (also for LLM prompts). */
  theme: string;
  /** The option the student chose ("1" Yes, "2" No, "3" Not sure), when there was one. */
  choice?: string;
  /** The table the student filled in, when the question asked for one. */
  table?: TableAnswer;
  /** The student's written answer to the question (Critical Thinking). */
  answer?: string;
}

/** The jargon measure of a text as stored in the history (counts, score). */
export interface JargonMeasures {
  score: number;
  /**
   * Words the measure counted (its cleaned words, no figures): the base of rarePercentage. Not
   * the answer's word count, which is shown and stored by engine/word-count.ts's rule.
   */
  totalWords: number;
  /** Distinct rare words, in order of first appearance. */
  rareWords: string[];
  /** Rare-word occurrences. */
  rareWordCount: number;
  /** Rare words as a whole-number percentage of totalWords. */
  rarePercentage: number;
}

export type FeedbackSource = 'builtin' | 'llm' | 'neutral';

export interface Feedback {
  /** Bot messages (HTML, every untrusted part escaped), shown in this order. */
  messages: string[];
  /** What the jargon measure found; null when the coach did not measure. */
  measures: JargonMeasures | null;
  /** An AI rephrasing of the text (plain, untrusted); null when no AI answered. */
  suggestion: string | null;
  source: FeedbackSource;
  /**
   * What the coach concluded about the text, one finding per remark (findings/finding.ts);
   * the messages are rendered from them. Empty when the coach makes no checked remark
   * (neutral coaching, an LLM's free answer).
   */
  findings: Finding[];
}

export interface Coach {
  feedback(request: FeedbackRequest): Promise<Feedback>;
}

/**
 * What the coach needs from the De-Jargonizer measure. Defined here because packages/jargon
 * is written separately; the server adapts the real measure (with the chosen period) to it.
 */
export interface JargonAnalyzer {
  analyze(text: string, options?: JargonAnalyzeOptions): JargonAnalysis | Promise<JargonAnalysis>;
}

export interface JargonAnalyzeOptions {
  /** The writer's key terms, as typed: found in the text and left out of the explained terms. */
  keyTerms?: readonly string[];
}

export interface JargonAnalysis {
  /** 0–100; 100 when every word is common. */
  score: number;
  /** Cleaned words counted by the measure. */
  totalWords: number;
  /** Rare-word occurrences, in text order (a word used twice appears twice). */
  rareWords: string[];
  /** Mid-frequency word occurrences, in text order; absent when the analyzer does not say. */
  midWords?: readonly string[];
  /** Rare words as a percentage of totalWords, rounded to a whole number. */
  rarePercentage: number;
  /**
   * Simpler words for a rare word (common or mid-frequency only) in the sense it has in
   * `sentence` (default: the sentence of the analysed text it first occurs in); empty when none
   * fits surely.
   */
  alternatives(word: string, sentence?: string): string[];
  /** How often the word occurs in the period's corpus; lower is rarer (0 when absent). */
  frequency(word: string): number;
  /**
   * A word's band in the English counts (the default period where the text is measured with another
   * list): abbreviations (DNA, fMRI) are written in Latin letters in Hebrew and Arabic text too, and
   * the Hebrew and Arabic lists do not count them. Absent: the analyzer does not say.
   */
  englishBand?(word: string): WordBand;
  /**
   * Rare forms whose base form is common ("cores" beside "core", "steels" beside "steel"): the
   * measure counts them as the original does, but the coach looks words up by their base form and
   * neither names nor asks them. Absent: none.
   */
  commonByBase?: readonly string[];
  /**
   * The language of the word list the text was measured with ('English', 'Hebrew' …), read from
   * the text's script, not the site's language; absent when the analyzer does not say.
   */
  language?: string;
  /**
   * The script most of the text is written in when no word list measures it ('Cyrillic',
   * 'Chinese' …): the text has no score, the summary says so, and no word is called rare.
   */
  unmeasurableScript?: string;
  /**
   * Rare or mid-frequency terms the text explains where it uses them (docs/de-jargonizer.md "Key
   * terms and explained terms"): not jargon to replace. Absent when the analyzer does not say.
   */
  explainedTerms?: readonly ExplainedTermNote[];
  /** The writer's key terms the text uses: not jargon to replace. Absent when none were given. */
  keyTerms?: readonly KeyTermNote[];
}

/** The De-Jargonizer's frequency bands. */
export type WordBand = 'common' | 'mid' | 'rare';

/** A key term of the writer's, as the coach needs it. */
export interface KeyTermNote {
  /** As the writer typed it. */
  term: string;
  /** The measure's lookup forms of its words (the forms rareWords holds). */
  forms: readonly string[];
  /** How many times the text uses it. */
  uses: number;
}

/** A term the text explains, as the coach needs it. */
export interface ExplainedTermNote {
  /** As written where it is explained. */
  term: string;
  /** The measure's lookup forms of its words (the forms rareWords holds). */
  forms: readonly string[];
  /** Where it is explained (a UTF-16 offset). */
  at: number;
}

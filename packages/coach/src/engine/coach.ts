// The coach interface: the engine asks a Coach about a valid student text; the variant chooses
// which one answers (docs/decisions.md "The writing coach").
import type { AudienceLevel } from './audience.ts';
import type { AskedQuestion } from './asked-before.ts';
import type { Finding } from '../findings/finding.ts';
import type { CoachLanguage } from '../i18n/language.ts';

/** What a feedback point is about (`importance` and `evidence` are asked of the model only). */
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

/** What the LLM coach is asked for at a feedback point (llm-prompts.ts); 'none': built-in feedback only. */
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
  /** The exercise's last version of this text: advice is for the texts written next. */
  finalVersion?: boolean;
  /** The focus areas' lessons (teach.*) were given earlier: the built-in coach does not repeat them. */
  lessonGiven?: boolean;
  /** Earlier answers a point needs (pathos: the shared value, ethos: the credibility statement, ethics: the issue), plain. */
  context?: Readonly<Record<string, string>>;
  /** How to name the readers when the audience is not a science level ("investors …"): a short label. */
  readers?: string;
  /** The readers as the writer described them, whole, for the LLM's prompts; absent: `readers`. */
  readersDescription?: string;
  /**
   * The readers work in or near the writer's field (researchers, funders, policymakers): the coach
   * asks about their words in English only (words-for-readers/rule.ts), and the LLM not at all.
   */
  specialistReaders?: boolean;
  /**
   * The readers are researchers of the writer's field (Persuasion's academic readers): they read its
   * abbreviations, so the coach does not ask about them. Funders and policymakers do not: w90's
   * labellers listed every unexplained one in texts for them as missed (PD, PLCs, LCA, SDG, STEM).
   */
  researchReaders?: boolean;
  /** A question about the student's own text (Coherence, Critical Thinking): `text` is judged against it. */
  question?: QuestionContext;
  /**
   * The text is outside its word range and goes back to the writer (docs/exercises.md "Questions"):
   * only the questions its readers raise are asked, to settle while cutting or adding; no statement,
   * figure, lesson or model call.
   */
  outOfRange?: boolean;
  /**
   * The writer's key terms, as typed, at most five (docs/de-jargonizer.md "Key terms and explained
   * terms"): the text needs them, so no jargon remark lists them.
   */
  keyTerms?: readonly string[];
  /** Questions asked earlier in the session, not to be asked again (asked-before.ts). */
  asked?: readonly AskedQuestion[];
  /** The site's language, which the coaches answer in; English when absent. */
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
  /** Words the measure counted (no figures): the base of rarePercentage, not the answer's word count. */
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
  /** One finding per remark, the messages rendered from them; empty for neutral coaching or an LLM's free answer. */
  findings: Finding[];
  /**
   * The version's figures (its score, the words young readers may not know, its word count) as one
   * line of HTML, shown with the version as its measures, not as a remark of the coach
   * (docs/exercises.md "No filler"); absent where the point measures none.
   */
  figures?: string;
}

export interface Coach {
  feedback(request: FeedbackRequest): Promise<Feedback>;
}

/** What the coach needs of the De-Jargonizer measure; the server adapts packages/jargon's to it. */
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
  /** Simpler words for a rare word in its sense in `sentence` (default: where it first occurs); empty when none fits surely. */
  alternatives(word: string, sentence?: string): string[];
  /** How often the word occurs in the period's corpus; lower is rarer (0 when absent). */
  frequency(word: string): number;
  /**
   * A word's band in the English counts: abbreviations (DNA, fMRI) are written in Latin letters in
   * Hebrew and Arabic text too, which those lists do not count.
   */
  englishBand?(word: string): WordBand;
  /** Whether the English counts list the word's lower-case form as a person's name ("elisa"): its count is the name's. */
  englishName?(word: string): boolean;
  /** Rare forms of a common base ("cores" beside "core"): counted as the original does, never named or asked. */
  commonByBase?: readonly string[];
  /** The language of the word list the text was measured with ('English', 'Hebrew' …), by its script. */
  language?: string;
  /** The script of a text no word list measures ('Cyrillic' …): no score, and no word called rare. */
  unmeasurableScript?: string;
  /** Terms the text explains where it uses them (docs/de-jargonizer.md "Key terms and explained terms"). */
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

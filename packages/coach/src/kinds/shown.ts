// Which kinds of remark the built-in coach shows (docs/exercises.md "How the coach decides"): a
// kind is shown in a language only while it holds on text nobody tuned on, the first labels of every
// fresh set of walks in that language (fresh-precision.ts, written by `npm run eval:coach --
// --write-fresh`), at the floors below. No kind is listed by hand: the registry says what a kind
// reads, the labels how it did.
import { freshPrecision, type FreshCounts, type PooledLanguage } from '../findings/fresh-precision.ts';
import { remarkKinds, type KindReads, type RemarkKind } from './kinds.ts';
import { writtenLanguage } from '../i18n/language.ts';

export const shownFloor: Readonly<{
  precision: number;
  remarks: Readonly<Record<KindReads, number>>;
  /** A question kind: the share of its fairness labels that are FAIR, over at least `questions` per language. */
  fair: number;
  questions: number;
}> = {
  precision: 0.95,
  remarks: { meaning: 15, form: 5 },
  fair: 0.85,
  questions: 20,
};

const precisionOf = ({ remarks, falseRemarks }: FreshCounts) =>
  remarks === 0 ? 0 : 1 - falseRemarks / remarks;

export type ShownVerdict =
  | { shown: true; why: 'figures' | 'prompt' | 'line' | 'holds' }
  | {
      shown: false;
      why:
        | 'unmeasured'
        | 'too few in this language'
        | 'unmeasured in this language'
        | 'below floor in this language';
    };

/** Whether a kind is shown for a text in this language, and why; `table` is for testing the rule on other counts. */
export function shownVerdict(
  kind: RemarkKind,
  language: PooledLanguage,
  table: typeof freshPrecision = freshPrecision,
): ShownVerdict {
  const definition = remarkKinds[kind];
  // The score and word count are the measure's facts; a prompt claims nothing about the text.
  if (definition.form === 'figures') return { shown: true, why: 'figures' };
  if (definition.form === 'prompt') return { shown: true, why: 'prompt' };
  // A summary line holds checks passed; each is shown or not by its own kind.
  if (definition.form === 'summary') return { shown: true, why: 'line' };
  const measured = table[kind];
  if (!measured) return { shown: false, why: 'unmeasured' };
  // Judged in the text's language alone: a rule's words and grammar are each language's own
  // (Arabic «يثبت … أن» is ordinary science prose where Hebrew מוכיחים is an overclaim), so a
  // language's errors say nothing of another's remarks.
  const own = measured[language];
  // A question is judged by the fairness rule alone (its labels by the truth rule predate it).
  if (definition.form === 'question') {
    const questions = own?.questions ?? 0;
    if (questions === 0) return { shown: false, why: 'unmeasured in this language' };
    if (questions < shownFloor.questions) return { shown: false, why: 'too few in this language' };
    if (1 - (own?.unfair ?? 0) / questions < shownFloor.fair) return { shown: false, why: 'below floor in this language' };
    return { shown: true, why: 'holds' };
  }
  if (!own || own.remarks === 0) return { shown: false, why: 'unmeasured in this language' };
  if (own.remarks < shownFloor.remarks[definition.reads]) return { shown: false, why: 'too few in this language' };
  if (precisionOf(own) < shownFloor.precision)
    return { shown: false, why: 'below floor in this language' };
  return { shown: true, why: 'holds' };
}

const verdicts = new Map<string, boolean>();

/** Whether the built-in coach says a finding of this kind about a text in this language. */
export function isShown(kind: RemarkKind, language: PooledLanguage): boolean {
  const key = `${kind} ${language}`;
  let shown = verdicts.get(key);
  if (shown === undefined) {
    shown = shownVerdict(kind, language).shown;
    verdicts.set(key, shown);
  }
  return shown;
}

/** Which kinds a piece of feedback may say. */
export type ShownKinds = (kind: RemarkKind) => boolean;

/** The kinds shown for a text: those that hold in the language it is written in. */
export function shownFor(text: string): ShownKinds {
  const language = writtenLanguage(text);
  return (kind) => isShown(kind, language);
}

/** Every kind: for testing a rule whatever its fresh figures, never for what a writer reads. */
export const everyKind: ShownKinds = () => true;

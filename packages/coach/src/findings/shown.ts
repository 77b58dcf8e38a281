// Which kinds of remark the built-in coach shows (docs/exercises.md "How the coach decides"): a
// kind is shown in a language only while it holds on text nobody tuned on — its precision on the
// first labels of every fresh set of walks (fresh-precision.ts, written by `npm run eval:coach --
// --write-fresh` from the labels), pooled over the sets, is at least 0.95 in the language itself
// (English, Hebrew and Arabic alike), over at least 15 fresh remarks in it for a kind that reads
// meaning, 5 for one that reads only form. Nothing here lists kinds by hand: the
// registry (kinds.ts) says what a kind reads, the labels say how it did.
import { freshPrecision, type FreshCounts, type PooledLanguage } from './fresh-precision.ts';
import { remarkKinds, type KindReads, type RemarkKind } from './kinds.ts';

export const shownFloor: Readonly<{
  precision: number;
  remarks: Readonly<Record<KindReads, number>>;
}> = {
  precision: 0.95,
  remarks: { meaning: 15, form: 5 },
};

/** The language a text is written in, by its letters: the language its rules ran on. */
export function writtenLanguage(text: string): PooledLanguage {
  const count = (letters: RegExp) => text.match(letters)?.length ?? 0;
  const hebrew = count(/[\u05d0-\u05ea]/g);
  const arabic = count(/[\u0621-\u064a]/g);
  const latin = count(/[A-Za-z]/g);
  if (arabic > hebrew && arabic > latin) return 'ar';
  return hebrew > latin ? 'he' : 'en';
}

const precisionOf = ({ remarks, falseRemarks }: FreshCounts) =>
  remarks === 0 ? 0 : 1 - falseRemarks / remarks;

export type ShownVerdict =
  | { shown: true; why: 'figures' | 'prompt' | 'line' | 'holds' }
  | {
      shown: false;
      why:
        | 'not served'
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
  if (definition.notServed) return { shown: false, why: 'not served' };
  const measured = table[kind];
  if (!measured) return { shown: false, why: 'unmeasured' };
  // Judged in the text's language alone: a rule's words and grammar are each language's own
  // (Arabic «يثبت … أن» is ordinary science prose where Hebrew מוכיחים is an overclaim), so a
  // language's errors say nothing of another's remarks.
  const own = measured[language];
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

// The Hebrew cues of an explained term (docs/de-jargonizer.md "Key terms and explained terms").
// Hebrew has no indefinite article, so an apposition is told by a relative clause (ש… / אשר) or
// a kind word (סוג של, מעין) rather than by "a/an"; the copula is a pronoun (הוא, היא, הם, הן);
// "called" is שנקרא / המכונה / הידוע בשם; "such as" is כגון / כמו / למשל; a following sentence
// opens with זהו / זוהי / מדובר ב.
import {
  bracketsAfter,
  type CueMatch,
  type CueRule,
  explanationFrom,
  inCommaList,
  isMainTermOfSentence,
  nextSentence,
  opensItsSentence,
  termInBrackets,
} from './explanation-cues.ts';
import { closesRelativeClause, isGenericHebrewNoun } from './explanation-guards.ts';
import { closingOf, type ExplanationText, isFamiliarExplanation, isPlainExplanation, textAfter, textBefore, type WordRun } from './explanation-text.ts';

/** An opening phrase ("בשנת 2012,", "אחרי הניתוח,"): a comma after it is no apposition. */
const OPENING = /^(?:אחרי|לאחר|לפני|כאשר|כש\p{L}*|במהלך|בזמן|אם|מאז|למרות|בגלל|בשנת|בשנים|בעבר|היום|כיום|לכן|אולם|אבל|בנוסף|כמו|בניגוד|לפי|על\s+פי|בעקבות|עד|תוך|מול|בין)(?=\s|$)/u;

/** First words of a joined clause rather than a noun phrase. */
const CLAUSE_START = /^(?:ו\p{L}+|אבל|אך|אלא|אולם|ואילו|כדי|בעוד|כי|אז|גם|רק|עוד|כך|אם|כאשר|כש\p{L}+|אומר\p{L}*|היה|הייתה|היו)(?=\s|$|,)/u;

/** ש-words that are no relative clause (שנה, של, שלוש …). */
const NOT_RELATIVE = new Set([
  'שנה', 'שנים', 'שנת', 'שנות', 'של', 'שלו', 'שלה', 'שלהם', 'שלהן', 'שלנו', 'שלי', 'שלך', 'שלכם', 'שם', 'שמו', 'שמה', 'שני', 'שתי',
  'שלוש', 'שלושה', 'שבוע', 'שבועות', 'שעה', 'שעות', 'שלום', 'שאלה', 'שאלות', 'שינוי', 'שינויים', 'שיטה', 'שיטות', 'שימוש', 'שטח',
  'שמש', 'שמן', 'שכבה', 'שכבות', 'שורש', 'שורשים', 'שלב', 'שלבים', 'שיער', 'שריר', 'שרירים', 'שלם', 'שלמה', 'שונה', 'שונים', 'שונות',
  'שמים', 'שחור', 'שמאל', 'שקט', 'שפה', 'שפות', 'שוק', 'שירות', 'שירותים',
]);

/** Judgements that follow the copula without saying what the thing is ("היפותרמיה היא סכנה גדולה …"). */
const JUDGEMENT = /^(?:סכנה|בעיה|בעייה|חשוב|חשובה|חשובים|גדול|גדולה|נושא|סיכון|איום|אתגר|הצלחה|כישלון|פריצת|מבטיח|מבטיחה|יקר|יקרה|נפוץ|נפוצה|מסוכן|מסוכנת|שיפור|תקווה|מטרד|אסון)(?=\s|$)/u;

/** A word showing that a stretch describes what something is: a relative clause or a kind word. */
function describes(phrase: string): boolean {
  return phrase
    .split(/[\s,.;:!?"“”()]+/u)
    .filter((word) => word !== '')
    .slice(0, 8)
    .some(
      (word, index) =>
        word === 'אשר' ||
        /^(?:סוג|מעין|מין|צורה|דרך|שם|כינוי|קבוצה|משפחה|חלק|אזור|איבר|רקמה|בלוטה|חומר|כלי|מכשיר|מבנה|תהליך|מצב|מחלה)$/u.test(word) ||
        (index > 0 && index <= 2 && word === 'של') ||
        (index > 0 && /^ש\p{L}{2,}/u.test(word) && !NOT_RELATIVE.has(word)) ||
        /^(?:המשמש|המשמשת|המשמשים|הגורם|הגורמת|העשוי|העשויה|הנמצא|הנמצאת|הנמצאים|המצוי|המצויה)$/u.test(word),
    );
}

function apposition(context: ExplanationText, run: WordRun): CueMatch | null {
  const { after, at, limit } = textAfter(context, run);
  const opened = /^['’"”׳]?\s*(?:,|—|–| - |:)\s*(?:(?:הידוע|הידועה|הידועים|המוכר|המוכרת)\s+(?:גם\s+)?בשם\s+|(?:המכונה|המכונים|המכונות|הנקרא|הנקראת|הנקראים|או)\s+)?/u.exec(after);
  if (!opened) return null;
  const alias = opened[0].replace(/^['’"”׳]?\s*[,—–:-]\s*/u, '') !== '';
  const start = at + opened[0].length;
  const end = closingOf(context.text, start, limit);
  const phrase = context.text.slice(start, end);
  if (!alias && !describes(phrase)) return null;
  // After a colon only a glossary entry: the term opens its line or sentence ("מתילציה: שינוי כימי ש…").
  if (opened[0].trim().startsWith(':') && !opensItsSentence(context, run, /^\s*$/u)) return null;
  // "…, והעובדים עובדים …", "…, אבל התושבים אומרים …": a clause joined on, not an apposition.
  if (!alias && CLAUSE_START.test(phrase.trim())) return null;
  // "האקוויפר, שהולך ומתרוקן," — a relative clause of its own is a remark about the term, not what it is.
  if (!alias && /^\s*(?:ש\p{L}+|אשר)(?=\s|$|,)/u.test(phrase) && !NOT_RELATIVE.has(phrase.trim().split(/\s+/u)[0] ?? '')) return null;
  if (phrase.trim().split(/\s+/u).length > 22) return null;
  // "החוקרים, מהמכון למחקר …, …": where someone is from, not what something is.
  if (!alias && /^(?:מה|מאוניברסיט|ממכון|מבית)/u.test(phrase.trim())) return null;
  if (inCommaList(context, run, end, OPENING)) return null;
  const { before } = textBefore(context, run);
  if (opened[0].trim().startsWith(',') && OPENING.test(before.trimStart()) && !before.includes(',')) return null;
  // "זחלים, גלמים ונמלים, לצד …": a word joined by ו after a comma ends a list; what follows is about the list.
  if (/^ו/u.test(context.words.cleanedWords[run.first] ?? '') && before.includes(',')) return null;
  // "הגננים, שעבדו כל הקיץ בחממה, גילו …": the comma closes a relative clause.
  if (opened[0].trim().startsWith(',') && closesRelativeClause(before, { test: isRelativeClause })) return null;
  return explanationFrom(context, run, opened[0].length, alias ? 'known-as' : 'apposition', alias ? 1 : 2);
}

/** שפירושו, שמשמעותו, כלומר, דהיינו, במילים אחרות, "שהוא סוג של". */
function means(context: ExplanationText, run: WordRun): CueMatch | null {
  const { after } = textAfter(context, run);
  const found =
    /^\s*(?:,\s*|\(\s*|—\s*|–\s*)?(?:ש?פירושו|ש?פירושה|ש?פירושם|ש?משמעותו|ש?משמעותה|ש?משמעותם|כלומר|דהיינו|הווה אומר|במילים אחרות|(?:ש|א?שר\s+)?(?:הוא|היא|הם|הן|זה)\s+(?=סוג|מעין|אחד מ|אחת מ|תהליך|שיטה|כלי|חומר|מצב|השם))[,:]?\s+/u.exec(
      after,
    );
  return found ? explanationFrom(context, run, found[0].length, 'means', 2) : null;
}

/** "מתילציה היא שינוי כימי ש…" — the term opens its sentence; a pronoun is the copula. */
function isA(context: ExplanationText, run: WordRun): CueMatch | null {
  const { before } = textBefore(context, run);
  if (before.trim() !== '') return null;
  // "החיידקים הם מרכיבים של גוף האדם …": about an everyday (mid-frequency) word, a copula tells a claim, not a gloss.
  if (!context.isRare(run.first)) return null;
  const { after, at, limit } = textAfter(context, run);
  const opened = /^\s+(?:הוא|היא|הם|הן|זהו|זוהי|הינו|הינה|הינם|הנו|הנה)\s+/u.exec(after);
  if (!opened) return null;
  const start = at + opened[0].length;
  const end = closingOf(context.text, start, limit);
  const phrase = context.text.slice(start, end);
  if (JUDGEMENT.test(phrase) || !describes(phrase)) return null;
  return explanationFrom(context, run, opened[0].length, 'is-a', 2);
}

/** Words for a person before a name ("צעיר בשם …", "חוקרת בשם …"). */
const PERSON = /^(?:צעיר|צעירה|אדם|איש|אישה|ילד|ילדה|גבר|נער|נערה|בחור|בחורה|חוקר|חוקרת|מדען|מדענית|רופא|רופאה|סטודנט|סטודנטית|פרופסור|מהנדס|מהנדסת|אסטרונום|אסטרונומית)$/u;

/** "כלי שנקרא קריספר", "תהליך המכונה מתילציה", "מה שמכונה …". */
function called(context: ExplanationText, run: WordRun): CueMatch | null {
  const { before, from } = textBefore(context, run);
  const cue =
    /(?:^|\s)((?:ש|ה)?נקרא(?:ת|ים|ות)?|(?:ש|ה)מכונ(?:ה|ים|ות)|(?:ה|ש)ידוע(?:ה|ים|ות)?\s+(?:גם\s+)?בשם|(?:ה|ש)מוכר(?:ת|ים|ות)?\s+(?:גם\s+)?בשם|שקוראים\s+(?:לו|לה|להם|להן)|בשם)\s*$/u.exec(
      before,
    );
  if (!cue?.[1]) return null;
  const cueStart = from + before.length - cue[0].length + (cue[0].length - cue[0].trimStart().length);
  // eslint-disable-next-line regexp/no-super-linear-move, regexp/no-super-linear-backtracking -- bounded: the text before a term is at most WINDOW (400) characters
  const phrase = /((?:\p{L}+[\s,]+){0,5}\p{L}+)\s*,?\s*$/u.exec(context.text.slice(from, cueStart));
  if (!phrase?.[1]) return null;
  // "צעיר בשם קלייד טומבו": a person's name, not a term.
  if (PERSON.test(phrase[1].split(/[\s,]+/u).pop() ?? '')) return null;
  // "השכבה החיצונית של השן נקראת אמייל": the subject names it; "וזה נקרא …" points back at a
  // clause, left unmarked (a walk had אמייל, named so, called explained only where a simile came later).
  if (/^נקרא/u.test(cue[1]) && /^ו?(?:זה|זו|זאת|הוא|היא|הם|הן)$/u.test(phrase[1].split(/[\s,]+/u).pop() ?? '')) return null;
  const kind = cue[1].includes('בשם') ? 'known-as' : 'called';
  // "למחלה בשם טרכומה", "מנגנון שנקרא …": a generic noun before the cue says only what kind of thing the term is.
  // With ב ("הורסים את עצמם בתהליך שנקרא אפופטוזיס") the clause before it tells what the process does.
  const named = phrase[1].split(/[\s,]+/u).pop() ?? '';
  if (isGenericHebrewNoun(named)) return /^ו?ב/u.test(named) ? clauseBeforeGeneric(context, from, cueStart - phrase[0].length + phrase[1].length - named.length, kind) : null;
  const start = cueStart - phrase[0].length;
  const end = start + phrase[1].length;
  return isPlainExplanation(context, start, end, 1) ? { cue: kind, start, end } : null;
}

/** The clause before a generic noun (from the sentence's start or its last comma), at least three words. */
function clauseBeforeGeneric(context: ExplanationText, from: number, generic: number, cue: 'known-as' | 'called'): CueMatch | null {
  const clause = context.text.slice(from, generic).trimEnd();
  const lead = Math.max(clause.lastIndexOf(',') + 1, clause.lastIndexOf(';') + 1, 0);
  const text = clause.slice(lead);
  const start = from + lead + (text.length - text.trimStart().length);
  const end = from + clause.length;
  if (text.trim().split(/\s+/u).length < 3 || CLAUSE_START.test(text.trim())) return null;
  return isPlainExplanation(context, start, end, 3) ? { cue, start, end } : null;
}

/** A ש-word or אשר that opens a relative clause (not שנה, של, שלוש …). */
function isRelativeClause(text: string): boolean {
  const first = text.split(/[\s,]+/u)[0] ?? '';
  return first === 'אשר' || (/^ש\p{L}{2,}/u.test(first) && !NOT_RELATIVE.has(first));
}

/** "קטניות, כגון שעועית ועדשים". */
function suchAs(context: ExplanationText, run: WordRun): CueMatch | null {
  const { after, at, limit } = textAfter(context, run);
  const opened = /^\s*(?:,\s*|\(\s*)?(?:כגון|כמו|למשל|לדוגמה|לדוגמא|ובהם|ובהן|ביניהם|ביניהן)[,:]?\s+/u.exec(after);
  if (!opened) return null;
  const rest = after.slice(opened[0].length);
  if (/^(?:אלה|אלו|זה|זו|כאשר|אם|גם)(?=\s)/u.test(rest)) return null;
  // Examples explain a rare term ("קטניות, כגון שעועית"), not an everyday one ("חלקיקים כמו נייטרינו").
  let rare = false;
  for (let word = run.first; word <= run.last; word++) rare ||= context.isRare(word);
  if (!rare) return null;
  const start = at + opened[0].length;
  const end = start + endOfComparison(context.text.slice(start, limit));
  return isFamiliarExplanation(context, start, end, 1) ? { cue: 'such-as', start, end } : null;
}

/** Words a phrase after כמו / כגון holds when no comma or ו closes it ("כמו תחנת כוח זעירה בתוך התא"). */
const MAX_COMPARISON_WORDS = 3;

/**
 * Where examples or a simile after כמו / כגון end, in characters into `stretch`: a list runs over its
 * commas to its last item, the word joined by ו ("עדשים, חומוס ושעועית"); a simile ends at its first
 * comma ("כמו תחנת כוח זעירה, מספקת לתא …" is "תחנת כוח זעירה"), and without one after a few words.
 */
function endOfComparison(stretch: string): number {
  const stop = /[;)—–.!?]|,\s*(?:אשר|אבל|אך|כי|ולכן)/u.exec(stretch);
  const segments = stretch.slice(0, stop ? stop.index : stretch.length).split(',');
  let from = 0;
  for (let index = 0; index < segments.length; index++) {
    const segment = segments[index] ?? '';
    const words = [...segment.matchAll(/\S+/gu)];
    const lastItem = words.find((word, position) => position > 0 && joinedItem(word[0]));
    if (lastItem) return from + (lastItem.index ?? 0) + lastItem[0].length;
    // A comma goes on with the list only when a later stretch holds its last item.
    const listGoesOn = segments.slice(index + 1).some((later) => later.trim().split(/\s+/u).some((word, position) => position > 0 && joinedItem(word)));
    if (!listGoesOn) {
      const kept = words.slice(0, MAX_COMPARISON_WORDS).pop();
      return kept ? from + (kept.index ?? 0) + kept[0].length : from;
    }
    from += segment.length + 1;
  }
  return from;
}

/** A word joined by ו: a list's last item ("ושעועית"). */
function joinedItem(word: string): boolean {
  return /^ו\p{L}/u.test(word);
}

/** "… השתמשו בקריספר. זהו כלי שחותך DNA." — about the last term of the sentence before. */
function nextSentenceIs(context: ExplanationText, run: WordRun): CueMatch | null {
  const next = nextSentence(context, run);
  if (!next || !isMainTermOfSentence(context, run)) return null;
  const opened =
    /^(?:זהו|זוהי|זה|זו|הוא|היא|הם|הן|אלה|אלו|מדובר ב|(?:ה?תהליך|ה?כלי|ה?שיטה|ה?חומר|ה?מצב|ה?מחלה|ה?חלבון|ה?מולקולה)\s+(?:הזה|הזו|הזאת)\s+(?:הוא|היא))\s*/u.exec(
      next.text,
    );
  if (!opened) return null;
  const start = next.start + opened[0].length;
  const end = closingOf(context.text, start, next.end);
  const phrase = context.text.slice(start, end);
  // "זה אומר ש…" tells a consequence, not what the term is; "זה חשוב כי …" a judgement.
  if (CLAUSE_START.test(phrase) || JUDGEMENT.test(phrase) || !describes(phrase)) return null;
  return isPlainExplanation(context, start, end, 2) ? { cue: 'next-sentence', start, end } : null;
}

/** Whether two words stand side by side, one space apart (a construct phrase: "מיקרוביום המעי"). */
function sideBySide(context: ExplanationText, first: number, second: number): boolean {
  const { words, text } = context;
  return second < words.wordStarts.length && text.slice(words.wordEnds[first], words.wordStarts[second]) === ' ';
}

/**
 * A bracket after a construct phrase explains its rare first word, not the everyday one after it:
 * "מיקרוביום המעי (חיידקי מעיים)" explains מיקרוביום, and המעי is not marked.
 */
function bracketsAfterPhrase(context: ExplanationText, run: WordRun): CueMatch | null {
  const next = run.last + 1;
  if (!context.isRare(run.last) || !sideBySide(context, run.last, next) || context.isRare(next)) return null;
  return bracketsAfter(context, { first: next, last: next });
}

function bracketsAfterWord(context: ExplanationText, run: WordRun): CueMatch | null {
  if (run.first > 0 && context.isRare(run.first - 1) && !context.isRare(run.first) && sideBySide(context, run.first - 1, run.first)) return null;
  return bracketsAfter(context, run);
}

/** The Hebrew rules, most specific first. */
export const HEBREW_CUES: readonly CueRule[] = [means, suchAs, apposition, bracketsAfterWord, bracketsAfterPhrase, termInBrackets, isA, called, nextSentenceIs];

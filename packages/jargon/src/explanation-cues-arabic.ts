// The Arabic cues of an explained term (docs/de-jargonizer.md "Key terms and explained terms"). They
// read the folded view (arabic-explanation-view.ts): no harakat or tatweel, one alef, ى as ي, and
// Arabic commas as ",", so "يُسمّى" is written يسمي here and "،" is ",". Arabic glosses a term with
// أي / يعني / بمعنى ("X، أي …"), a pronoun (وهو / وهي …: "X، وهو …", "X هو …" opening a sentence, a
// next sentence "وهو …"), a naming before the term (يسمى / تدعى / يعرف بـ / المعروف باسم, "ما يسمى X"),
// مثل with examples, brackets and a glossary colon. Clitics (و ف ب ل ك, ال) stay on the words.
import {
  bracketsAfter,
  type CueMatch,
  type CueRule,
  explanationFrom,
  isMainTermOfSentence,
  nextSentence,
  opensItsSentence,
  termInBrackets,
} from './explanation-cues.ts';
import { closesRelativeClause, isGenericArabicNoun } from './explanation-guards.ts';
import {
  closingOf,
  type ExplanationText,
  isFamiliarExplanation,
  isPlainExplanation,
  textAfter,
  textBefore,
  type WordRun,
} from './explanation-text.ts';

/** An optional conjunction on a word: و or ف. */
const CONJ = '[وف]?';

/** Relative pronouns: a clause saying what a thing is or does ("بروتينات يصنعها الجسم" has none, "الخلايا التي تنقل" has one). */
const RELATIVE = /^(?:الذي|التي|الذين|اللذان|اللذين|اللتان|اللتين|اللاتي|اللواتي|اللائي)$/u;

/** Nouns that say what kind of thing something is ("مادة تسرعه", "جزء من الفيروس"), with clitics. */
const KIND =
  /^[وفبلك]?(?:ال)?(?:نوع|انواع|شكل|جزء|اجزاء|مجموع[ةه]|طريق[ةه]|عملي[ةه]|ماد[ةه]|جهاز|اد[اوي][ةه]?|حال[ةه]|حالات|مرض|غاز|انزيم|بروتين|بروتينات|هرمون|خلي[ةه]|خلايا|نبات|نباتات|حيوان|حيوانات|كائن|كائنات|جزيء|جزيئات|طبق[ةه]|سائل|نسيج|عضو|غد[ةه]|علاج|دواء|صخر|مركب|عنصر|تغيير|علام[ةه]|قطع[ةه]|بقايا|منطق[ةه]|سحب|نظام|اسم|مصطلح|كلم[ةه]|عين[ةه]|حب[ةه]|حبوب|ثقوب|اغطي[ةه]|غطاء|جرثوم[ةه]|بكتيريا|فيروس)$/u;

/** Words that judge or rank rather than say what a thing is ("هو أمر مهم", "هي تحسين كبير", "وهو الأول من نوعه", "وهو ما أقلق …"). */
const JUDGEMENT =
  /^(?:ما|الاول|الاولي|الوحيد|الوحيد[ةه]|الاكبر|الاصغر|الاحدث|الاقدم|الافضل|الاهم|الاخير|الاخير[ةه]|امر|مهم[ةه]?|اهم|افضل|اسوا|تحسين|تقدم|انجاز|نجاح|فشل|خطر|خطير[ةه]?|مشكل[ةه]|ضروري[ةه]?|مفيد[ةه]?|جيد[ةه]?|سيئ[ةه]?|شائع[ةه]?|نادر[ةه]?|طبيعي[ةه]?|مقلق[ةه]?|واعد[ةه]?|تهديد|تحد|سبب|السبب|احد|احدي)$/u;

/** First words of an opening phrase ("بعد الخزعة،", "في عام 2012،"): a comma after one is no apposition. */
const OPENING =
  /^[وف]?(?:بعد|قبل|عند|عندما|خلال|اثناء|منذ|رغم|بسبب|مع|لذلك|لكن|لكن|كما|حسب|وفق|اذا|لو|حين|حينما|بينما|ثم|اليوم|حاليا|سابقا|اخيرا|اولا|ثانيا|في|علي|من|الي|حتي|لدي|بفضل|نتيج[ةه])(?=\s|$)/u;

/** Quantities, not what a thing is: "أي ما يقارب مليون طن", "أي نحو 40 %". */
const QUANTITY =
  /^(?:ما\s+يقارب|ما\s+يعادل|حوالي|نحو|قراب[ةه]|تقريبا|اكثر\s+من|اقل\s+من|ضعف|نصف|ربع|ثلث)(?=\s|$)|\p{N}|(?:^|\s)(?:مليون|مليار|الف|الاف|مئ[ةه]|مائ[ةه])(?=\s|$)/u;

function wordsOfPhrase(phrase: string): string[] {
  return phrase.split(/[\s,.;:!?"“”()«»]+/u).filter((word) => word !== '');
}

/** Whether a stretch describes what something is: a relative pronoun, a kind word, or "من" after a noun ("عينة صغيرة من نسيج"). */
function describes(phrase: string): boolean {
  return wordsOfPhrase(phrase)
    .slice(0, 8)
    .some(
      (word, index) =>
        (index > 0 && RELATIVE.test(word)) ||
        KIND.test(word) ||
        (index > 0 && index <= 3 && word === 'من'),
    );
}

/** Whether a phrase opens with a noun that may say what a thing is: not a verb's future, a preposition, a relative or a judgement. */
function opensWithNoun(phrase: string): boolean {
  const first = wordsOfPhrase(phrase)[0] ?? '';
  return (
    first !== '' &&
    !JUDGEMENT.test(first) &&
    !RELATIVE.test(first) &&
    !/^(?:في|من|علي|الي|عن|مع|لا|لم|لن|قد|كان|كانت|ان|انه|انها|س\p{L}{3,}|ي\p{L}{2,})$/u.test(first)
  );
}

/** "X، أي …", "X (أي …)", "X يعني …", "X، بمعنى …": the words after the cue. */
function means(context: ExplanationText, run: WordRun): CueMatch | null {
  const { after } = textAfter(context, run);
  const found =
    /^\s*(?:,\s*|\(\s*|—\s*|–\s*)?(?:اي|يعني|تعني|بمعني|ومعناه|ومعناها|والمقصود\s+(?:به|بها|بهم)|بعبار[ةه]\s+اخري|بكلمات\s+اخري)(?:\s+(?:ان|انه|انها|انهم))?[,:]?\s+/u.exec(
      after,
    );
  if (!found) return null;
  const rest = after.slice(found[0].length);
  // "أي ما يقارب مليون طن": how much, not what the term is; "أي شيء", "أي وقت": "any".
  if (
    QUANTITY.test(rest.split(/[,;]/u)[0] ?? '') ||
    /^(?:شيء|وقت|مكان|احد|نوع\s+من\s+الاسباب)(?=\s|$|,)/u.test(rest)
  )
    return null;
  // Without a comma, bracket or dash "يعني" is a verb: it glosses a term that opens its sentence ("الأنيميا تعني أن …"),
  // not the end of a phrase ("ارتفاع الكوليسترول يعني خطرًا أكبر", "لا يعني").
  if (/^\s+(?:يعني|تعني)/u.test(found[0]) && textBefore(context, run).before.trim() !== '')
    return null;
  return explanationFrom(context, run, found[0].length, 'means', 2);
}

/** A phrase joined by و that is another item or clause, not a gloss ("X، والخلايا …"). */
function joinedClause(phrase: string): boolean {
  return /^و/u.test(phrase.trim()) && !/^و(?:هو|هي|هم|هن|هما)(?=\s)/u.test(phrase.trim());
}

const APPOSITION_OPENING = new RegExp(
  `^['’"”»]?\\s*(?:,|—|–| - |:)\\s*(?:(?<alias>(?:ال)?(?:معروف[ةه]?|معروفون|معروفين|مسمي|مسما[ةه]|ملقب[ةه]?)\\s+(?:ايضا\\s+)?(?:باسم|ب)\\s*|${CONJ}(?:يسمي|تسمي|يعرف|تعرف|يدعي|تدعي)\\s+(?:ايضا\\s+)?(?:باسم\\s+|ب\\s*)?|او\\s+)|(?<pronoun>و?(?:هو|هي|هم|هن|هما)\\s+))?`,
  'u',
);

/** "X، وهو …", "X، Y التي …" (a described noun), "X، المعروف باسم Y", "X، أو Y", "X: …" opening a glossary line. */
function apposition(context: ExplanationText, run: WordRun): CueMatch | null {
  const { after, at, limit } = textAfter(context, run);
  const opened = APPOSITION_OPENING.exec(after);
  if (!opened) return null;
  const alias = opened.groups?.['alias'] !== undefined;
  const pronoun = opened.groups?.['pronoun'] !== undefined;
  const start = at + opened[0].length;
  const end = closingOf(context.text, start, limit);
  const phrase = context.text.slice(start, end);
  const colon = opened[0].trim().startsWith(':');
  if (colon && !opensItsSentence(context, run, /^\s*$/u)) return null;
  if (wordsOfPhrase(phrase).length > 22) return null;
  const { before } = textBefore(context, run);
  const comma = opened[0].trim().startsWith(',');
  if (!alias) {
    if (JUDGEMENT.test(wordsOfPhrase(phrase)[0] ?? '')) return null;
    // "الأنسولين، الذي اكتشف عام 1921،": a relative clause of its own is a remark about the term.
    if (RELATIVE.test(wordsOfPhrase(phrase)[0] ?? '') || joinedClause(phrase)) return null;
    if (!pronoun && !colon && !describes(phrase)) return null;
    if (pronoun && !opensWithNoun(phrase)) return null;
    // "وهو صغير جدًا": an adjective with "very" tells what the thing is like, not what it is.
    if (
      pronoun &&
      /(?:^|\s)(?:جدا|للغاي[ةه])(?=\s|$)/u.test(wordsOfPhrase(phrase).slice(0, 3).join(' '))
    )
      return null;
    // "السيزموغراف، قال الباحثون، …": a reported aside.
    if (
      /^(?:قال|قالت|قالوا|يقول|تقول|يقولون|اضاف|اضافت|اكد|اكدت|بحسب|حسب|وفق)(?=\s|$)/u.test(
        phrase.trim(),
      )
    )
      return null;
    // "الأنيميا، بعد …", "…، في كثير من …": an opening phrase, or a comma that closes one before the term.
    if (comma && OPENING.test(before.trimStart()) && !before.includes(',')) return null;
    // "قسنا النيتروجين، والفوسفور، والبوتاسيوم": an item of a comma list.
    if (
      comma &&
      (before.includes(',') || /^و/u.test(context.words.cleanedWords[run.first] ?? '')) &&
      !pronoun
    )
      return null;
    if (
      comma &&
      closesRelativeClause(before, { test: (text) => RELATIVE.test(text.split(/\s+/u)[0] ?? '') })
    )
      return null;
  }
  return explanationFrom(
    context,
    run,
    opened[0].length,
    alias ? 'known-as' : pronoun ? 'which-is' : 'apposition',
    alias ? 1 : 2,
  );
}

/** "الخزعة هي عينة …", "اللاكتاز إنزيم يفكك …": the term opens its sentence, a pronoun or a kind word follows. */
function isA(context: ExplanationText, run: WordRun): CueMatch | null {
  const { before } = textBefore(context, run);
  if (before.trim() !== '') return null;
  const { after, at, limit } = textAfter(context, run);
  const opened = /^\s+(?:هو|هي|هم|هن|هما)\s+/u.exec(after);
  const phraseStart = at + (opened ? opened[0].length : 0);
  const phrase = context.text.slice(phraseStart, closingOf(context.text, phraseStart, limit));
  const first = wordsOfPhrase(phrase)[0] ?? '';
  if (JUDGEMENT.test(first) || !opensWithNoun(phrase)) return null;
  // Without the pronoun, only a kind word right after the term makes a definition ("الأوزون غاز …"),
  // not an adjective ("الميتوكوندريا مهمة") or a verb ("الأيض يتباطأ").
  if (opened ? !describes(phrase) : !KIND.test(first) || /^ال/u.test(first)) return null;
  return explanationFrom(
    context,
    run,
    opened ? opened[0].length : after.length - after.trimStart().length,
    'is-a',
    2,
  );
}

/** Words that name a person before a name ("شاب يدعى …", "باحثة تدعى …"). */
const PERSON =
  /^(?:رجل|امرا[ةه]|شاب|شاب[ةه]|طفل|طفل[ةه]|فتي|فتا[ةه]|باحث|باحث[ةه]|عالم|عالم[ةه]|طبيب|طبيب[ةه]|طالب|طالب[ةه]|مهندس|مهندس[ةه]|استاذ|استاذ[ةه])$/u;

const NAMING = new RegExp(
  `(?:^|\\s)((?<what>(?:[وف]?(?:ما|بما|فيما|لما|في\\s+ما|الي\\s+ما))\\s+)?(?:${CONJ}(?:يسمي|تسمي|يدعي|تدعي|يعرف|تعرف|يلقب|تلقب)(?:\\s+باسم)?|(?:ال)?(?:مسمي|مسما[ةه]|ملقب[ةه]?)|(?:ال)?(?:معروف[ةه]?|معروفون|معروفين)\\s+باسم|${CONJ}يطلق\\s+علي(?:ه|ها|هم)(?:\\s+اسم)?|اسمه|اسمها|باسم)(?:\\s+ايضا)?)(?:\\s+ب)?\\s*$`,
  'u',
);

/** "جزيئًا صغيرًا يُسمّى X", "طحالب تُعرف باسم X", "… في عملية تُسمّى X", "…، وهذا ما يُسمّى X". */
function called(context: ExplanationText, run: WordRun): CueMatch | null {
  const { before, from } = textBefore(context, run);
  const cue = NAMING.exec(before);
  if (!cue?.[1]) return null;
  const cueStart =
    from + before.length - cue[0].length + (cue[0].length - cue[0].trimStart().length);
  const kind = /معروف|يعرف|تعرف|باسم/u.test(cue[1]) ? 'known-as' : 'called';
  if (cue.groups?.['what'] !== undefined) return whatIsCalled(context, from, cueStart, kind);
  // eslint-disable-next-line regexp/no-super-linear-move, regexp/no-super-linear-backtracking -- bounded: the text before a term is at most WINDOW (400) characters
  const phrase = /((?:\p{L}+[\s,]+){0,5}\p{L}+)\s*,?\s*$/u.exec(context.text.slice(from, cueStart));
  if (!phrase?.[1]) return null;
  const named = phrase[1].split(/[\s,]+/u).pop() ?? '';
  if (PERSON.test(named)) return null;
  // "بالحماق، المعروف باسم جدري الماء": the naming goes back to the word before the comma; it does not explain this one.
  if (/^(?:ال|و)/u.test(cue[1]) && /,\s*$/u.test(phrase[0])) return null;
  // "مادة تدعى الكيراتين", "في عملية تسمى الاستماتة": a generic noun says only what kind of thing the term is;
  // after في / ب the clause before it tells what the process does.
  if (isGenericArabicNoun(named)) {
    const generic = cueStart - phrase[0].length + phrase[1].length - named.length;
    const preposition = /(?:^|\s)(?:في|ب|عبر|خلال|من\s+خلال)\s*$/u.exec(
      context.text.slice(from, generic),
    );
    return preposition || /^ب/u.test(named)
      ? clauseBefore(context, from, generic - (preposition?.[0].length ?? 0), kind)
      : null;
  }
  // The phrase from the last comma: "تعيش في الشعاب المرجانية طحالب دقيقة".
  const text = phrase[1];
  const lead = text.lastIndexOf(',') + 1;
  const start =
    cueStart -
    phrase[0].length +
    lead +
    (text.slice(lead).length - text.slice(lead).trimStart().length);
  const end = cueStart - phrase[0].length + phrase[1].length;
  return isPlainExplanation(context, start, end, 1) ? { cue: kind, start, end } : null;
}

/** "تحرق أجسامنا الطعام …، وهذا ما يسمى الأيض", "يعود الماء … بما يسمى التبخر": the clause before names what the term is. */
function whatIsCalled(
  context: ExplanationText,
  from: number,
  cueStart: number,
  kind: 'called' | 'known-as',
): CueMatch | null {
  const before = context.text.slice(from, cueStart);
  // "… بسبب ما يعرف ب …": a cause, not what the clause is.
  if (/(?:^|\s)(?:بسبب|رغم|بعد|قبل|مثل|ضد)\s+$/u.test(before)) return null;
  // eslint-disable-next-line regexp/no-super-linear-move -- bounded: the text before a term is at most WINDOW (400) characters
  const pointing = /,?\s*[وف]?(?:هذا|هذه|ذلك|تلك|هو|هي)\s+$/u.exec(before);
  const clauseEnd = pointing
    ? pointing.index
    : before.length - (/(?:^|\s)(?:في|الي|علي|من)\s+$/u.exec(before)?.[0].length ?? 0);
  return clauseBefore(context, from, from + clauseEnd, kind);
}

/** The clause before `end`: from the sentence's start or its last comma, at least three words. */
function clauseBefore(
  context: ExplanationText,
  from: number,
  end: number,
  cue: 'called' | 'known-as',
): CueMatch | null {
  const clause = context.text.slice(from, end).trimEnd();
  const lead = Math.max(clause.lastIndexOf(',') + 1, clause.lastIndexOf(';') + 1, 0);
  const text = clause.slice(lead);
  const start = from + lead + (text.length - text.trimStart().length);
  if (wordsOfPhrase(text).length < 3 || joinedClause(text)) return null;
  return isPlainExplanation(context, start, from + clause.length, 3)
    ? { cue, start, end: from + clause.length }
    : null;
}

/** "البقوليات، مثل الفول والعدس والحمص": plain examples of a rare term, to the list's last و-item. */
function suchAs(context: ExplanationText, run: WordRun): CueMatch | null {
  const { after, at, limit } = textAfter(context, run);
  const opened =
    /^\s*(?:,\s*|\(\s*)?(?:مثل|منها|ومنها|بينها|من\s+بينها|كالتالي|علي\s+سبيل\s+المثال)[,:]?\s+/u.exec(
      after,
    );
  if (!opened) return null;
  if (/^(?:هذا|هذه|ذلك|تلك|ما|عندما|اذا)(?=\s)/u.test(after.slice(opened[0].length))) return null;
  let rare = false;
  for (let word = run.first; word <= run.last; word++) rare ||= context.isRare(word);
  if (!rare) return null;
  const start = at + opened[0].length;
  const stretch = context.text.slice(start, limit);
  const stop = /[;)—–.!?]/u.exec(stretch);
  const items = stretch.slice(0, stop ? stop.index : stretch.length);
  // The list runs to its last item joined by و; without one it is one example, up to the first comma.
  const last = [...items.matchAll(/(?:^|\s)و\p{L}+/gu)].pop();
  const end =
    start +
    (last
      ? (last.index ?? 0) + last[0].length
      : (/,/u.exec(items)?.index ?? items.trimEnd().length));
  return isFamiliarExplanation(context, start, end, 1) ? { cue: 'such-as', start, end } : null;
}

/** "… بفضل الكولاجين. وهو بروتين يصنع …": about the last term of the sentence before. */
function nextSentenceIs(context: ExplanationText, run: WordRun): CueMatch | null {
  const next = nextSentence(context, run);
  if (!next || !isMainTermOfSentence(context, run)) return null;
  const opened =
    /^(?:[وف]?(?:هو|هي|هم|هن)|(?:ويقصد|يقصد|والمقصود|المقصود)\s+(?:به|بها|بهم)|(?:و?هذا|و?هذه)\s+(?:يعني|تعني))\s+/u.exec(
      next.text,
    );
  if (!opened) return null;
  const start = next.start + opened[0].length;
  const end = closingOf(context.text, start, next.end);
  const phrase = context.text.slice(start, end);
  if (!opensWithNoun(phrase)) return null;
  const trimmed = start + phrase.replace(/(?<![\s.!?])[\s.!?]+$/u, '').length;
  return isPlainExplanation(context, start, trimmed, 2)
    ? { cue: 'next-sentence', start, end: trimmed }
    : null;
}

/** The Arabic rules, most specific first. */
export const ARABIC_CUES: readonly CueRule[] = [
  means,
  suchAs,
  apposition,
  bracketsAfter,
  termInBrackets,
  isA,
  called,
  nextSentenceIs,
];

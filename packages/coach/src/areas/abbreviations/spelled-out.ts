// Whether an abbreviation is spelled out where it is first used: "lithium polysulfides (LiPS)",
// "LiPS (lithium polysulfides)", "LiPS, or lithium polysulfides,", "functional MRI (fMRI)",
// "the solid electrolyte interphase, or SEI". A word or words in brackets beside it count, whatever
// they say (the writer explains it there, and in Hebrew or Arabic text the words are in another
// script than the letters); words outside brackets count when the abbreviation's letters are
// their initials, in order (the check of Schwartz and Hearst, 2003).
import type { TextSpan } from '../../findings/finding.ts';

/** Words next to the abbreviation that may hold its expansion: twice its letters, and five more at most. */
const longFormWords = (letters: number) => Math.min(letters + 5, letters * 2);

/** Words an expansion may hold that give the abbreviation no letter ("Light Detection and Ranging"). */
const LINKING_WORDS = new Set(['the', 'of', 'and', 'a', 'an', 'or', 'to', 'in', 'for', 'on', 'by', 'with', 'at']);

/**
 * The abbreviation's letters are the words' initials, in order: each word but a linking one begins
 * with the next letter and may give further letters from inside it ("lithium polysulfides" for
 * LiPS, "interferometric synthetic aperture radar" for InSAR).
 */
export function initialsMatch(abbreviation: string, words: string): boolean {
  const letters = abbreviation.toLowerCase();
  const list = words.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
  const from = (letter: number, word: number): boolean => {
    if (word === list.length) return letter === letters.length;
    const current = list[word]!;
    if (LINKING_WORDS.has(current) && from(letter, word + 1)) return true;
    if (letter === letters.length || current.charAt(0) !== letters.charAt(letter)) return false;
    // The word gives its first letter, then as many of the next ones as its inside holds, in order.
    let at = 1;
    for (let next = letter + 1; ; next++) {
      if (from(next, word + 1)) return true;
      if (next === letters.length) return false;
      at = current.indexOf(letters.charAt(next), at) + 1;
      if (at === 0) return false;
    }
  };
  return list.length > 0 && from(0, 0);
}

const wordsOf = (stretch: string) => stretch.match(/[\p{L}\p{M}\p{N}'’-]+/gu) ?? [];

/** The bracket closes after the abbreviation, a hyphenated or slashed tail ("-beta", "-seq", "/MS") or a version ("1.1") aside. */
const BRACKET_CLOSES = /^(?:[-/][\p{L}\p{N}]+|\s+\d+(?:\.\d+)*)*\s*\)/u;
/** A statistic's figure is its value, not a version: "ms (SD 41)" holds no expansion before the bracket. */
const BRACKET_CLOSES_NO_VERSION = /^(?:[-/][\p{L}\p{N}]+)*\s*\)/u;

/** Words in brackets right before the abbreviation's bracket or right after it. */
function bracketed(text: string, span: TextSpan, form: string, valueAfter: boolean): boolean {
  const closes = valueAfter ? BRACKET_CLOSES_NO_VERSION : BRACKET_CLOSES;
  // "functional MRI (fMRI)", "… عالي الكثافة (hd-EEG)", "צביעה אימונוהיסטוכימית (multiplex IHC)", "a narrow peak (low FWHM)",
  // "(TGF-beta)", "(RECIST 1.1)": the words before the bracket are its expansion.
  const opening = /\(\s*(?:[\p{L}\p{N}]+-|(?!(?:with|from|plus|also|then|both|only|and|the|for|not|but|nor|yet|via|per|all|any|its|our)\s)\p{Ll}{3,}\s+)?$/u.exec(text.slice(Math.max(0, span.start - 16), span.start));
  if (opening && closes.test(text.slice(span.end, span.end + 16))) {
    return /\p{L}/u.test(text.slice(Math.max(0, span.start - opening[0].length - 40), span.start - opening[0].length));
  }
  // "(electroencephalography, EEG)": its expansion in the bracket before it, in words, not a list
  // of abbreviations ("(E/e', LAVI, TAPSE, PASP)").
  const inBracket = /\(([^()]*),\s*$/u.exec(text.slice(Math.max(0, span.start - 80), span.start));
  if (inBracket && /\p{Ll}{4,}|\p{Lo}{2,}/u.test(inBracket[1]!) && closes.test(text.slice(span.end, span.end + 16))) return true;
  // "(relative water content أو RWC)", "(electroencephalography or EEG)": its expansion before it in
  // its bracket, joined by "or", its initials in order.
  const orBracket = /\(([^()]*\S)\s+(?:or|أو|או)\s+$/u.exec(text.slice(Math.max(0, span.start - 80), span.start));
  if (orBracket && initialsMatch(form, orBracket[1]!) && closes.test(text.slice(span.end, span.end + 16))) return true;
  // "(GWAS, סריקה גנטית רחבה)": a gloss after it in its bracket, in Hebrew or Arabic words (in English
  // such a bracket is a list: "(CRP, LBP as a marker …)", "(BIC, entropy 0.81)").
  if (/\(\s*$/u.test(text.slice(0, span.start)) && /^\s*,\s*[\u05d0-\u05ea\u0621-\u064a"״'׳-]+(?:\s+[\u05d0-\u05ea\u0621-\u064a"״'׳-]+)+\s*\)/u.test(text.slice(span.end, span.end + 120))) return true;
  // "قسم الطوارئ (ED visits)": in Hebrew or Arabic text, the English name of the phrase before the
  // bracket, the letters and the words they qualify.
  if (/[\u0600-\u06ff\u05d0-\u05ea]\s*\(\s*$/u.test(text.slice(Math.max(0, span.start - 8), span.start)) && /^(?:\s+\p{Ll}+){1,2}\s*\)/u.test(text.slice(span.end, span.end + 40))) return true;
  // "STOPP/START criteria (Screening Tool of … / Screening Tool to Alert to Right Treatment)": one
  // bracket a word or two on expands a pair, each part its own.
  const pair = /^(?:\s+[\p{L}-]+){0,2}\s*\(([^()]*)\)/u.exec(text.slice(span.end, span.end + 200))?.[1];
  if (pair?.includes('/') && pair.split('/').some((part) => initialsMatch(form, part))) return true;
  // "fMRI (words)": the words in the brackets expand or explain it.
  const bracket = /^\s*\(([^()]*)\)/u.exec(text.slice(span.end, span.end + 200));
  return bracket !== null && /\p{L}/u.test(bracket[1]!);
}

/**
 * Said what it is where it stands, which spelling it out would only repeat: by an apposition
 * after it ("messenger RNAs, the short-lived copies of genes", Hebrew "InSAR, שמזהות …"), or as
 * the name of what the words before it describe ("an instrument called GC-MS", "a film called the
 * SEI", "שנקרא GC-MS").
 */
function introduced(text: string, span: TextSpan, form: string): boolean {
  const after = text.slice(span.end, span.end + 30);
  const before = text.slice(Math.max(0, span.start - 30), span.start);
  // "caffeine and EGCG, which are both known to affect the brain": the clause is about the pair,
  // and says nothing of what the letters stand for.
  const ofAPair = /\s(?:and|or)\s+$/u.test(before) && /^\s*,\s*(?:which|that)\s+(?:are|were|both|all)\s/u.test(after);
  if (!ofAPair && /^\s*(?:[,،]|\s[-–—])\s*(?:(?:the|a|an|which|that|who|meaning|short for|כלומר|דהיינו)(?![\p{L}])|i\.e\.|ש[\u05d0-\u05ea]|(?:الذي|التي|أي|يعني)(?![\p{L}]))/iu.test(after)) return true;
  if (/^\s+(?:stands for|is short for|means)\b/iu.test(after)) return true;
  // "that is" after a short phrase of its own: "أقيس الـMIC لكل سلالة، أي أقل كمية من الدواء …".
  if (/^(?:\s+[\u0600-\u06ff\u05d0-\u05ea]+){1,2}\s*[,،]\s*(?:أي|כלומר)\s+\S+\s+\S/u.test(text.slice(span.end, span.end + 60))) return true;
  // Hebrew and Arabic open a relative clause of what it does without a comma ("ESBL שמפרק …",
  // "إنزيم ESBL الذي يكسّر …"); not the writer's own clause ("AF שאני פוגש").
  if (/^\s+(?:ש(?!(?:אני|אנחנו|אתם|אתן|הם|הן|לי|לנו|ל)(?![\u05d0-\u05ea]))[\u05d0-\u05ea]{3,}|(?:الذي|التي)(?![\p{L}]))/u.test(after)) return true;
  // A Hebrew apposition and its relative clause: "TRM, תאי T זיכרון שנשארים ברקמה".
  if (/^\s*,\s*(?!ו)(?:[\u05d0-\u05ea"״'׳+-]{2,}\s+|[A-Za-z0-9+]{1,4}\s+){1,4}ש[\u05d0-\u05ea]{2,}/u.test(text.slice(span.end, span.end + 80))) return true;
  // A Hebrew or Arabic apposition set off by commas: "AF, פרפור פרוזדורים, …", "HbF، هيموغلوبين الجنين، …".
  if (/^\s*[,،]\s*(?![וو])(?:[\u05d0-\u05ea\u0621-\u064a"״'׳-]{2,}\s+){0,3}[\u05d0-\u05ea\u0621-\u064a"״'׳-]{2,}\s*[,،]/u.test(text.slice(span.end, span.end + 60))) return true;
  // "HbF، وهو نوع من الهيموغلوبين": not after a preposition, where "وهو" may take up the phrase around it
  // ("منهجية … الصادرة عن IWA، وهي منهجية …").
  if (/^\s*،\s*و?(?:هو|هي)\s+(?!ما\s)/u.test(after) && !/(?:^|\s)(?:عن|من|في|على|إلى|الى|مع)\s+$/u.test(before)) return true;
  if (expandedInItsLanguageBefore(text.slice(Math.max(0, span.start - 120), span.start), form)) return true;
  // The name of the thing just described by its kind, set off after it: "a dormant virus, EBV,",
  // "במכשיר רגיש מאוד, LC-MS/MS".
  if (/(?:^|[^\p{L}])(?:instrument|device|machine|technique|virus|bacterium|protein|enzyme|hormone|ו?ב?מכשיר|ו?ב?טכניקה|ב?נגיף|ب?جهاز|ب?تقنية|ب?فيروس)(?:\s+[\p{L}-]+){0,2}\s*[,،]\s*$/u.test(before)) return true;
  // A named craft as an example of its kind: "satellites like GHGSat" (a method "like PCR" is still unexplained).
  if (/(?:^|[^\p{L}])(?:satellites?|telescopes?|spacecraft|rovers?|probes?|missions?|companies|firms)\s+(?:like|such as)\s+$/iu.test(before)) return true;
  // "… DNA סביבתי, או eDNA", "…، أو ABBR": its words in the text's language, then "or" and the letters.
  if (/(?:^|[^\u05d0-\u05ea\u0600-\u06ff])[\u05d0-\u05ea\u0600-\u06ff]{2,}\s*[,،]\s*(?:או|أو)\s+$/u.test(before)) return true;
  // "a surface film called the SEI" (w63): an article between the name and its letters; "بمقص جيني
  // اسمه CRISPR" (w65: a gene scissors whose name is); the writer naming it, "changes in the cells that
  // we call CIN", «تغيّرات … نسميها CIN» (w84), «… ونسميه اختصارًا IDH» (for short, w90), «שאנחנו קוראים לו».
  return /(?:called|named|known as|termed|(?:we|scientists|doctors|researchers)\s+call(?:\s+(?:it|them|this|these))?|שנקרא|שנקראת|שנקראים|הנקרא|הנקראת|בשם|קוראים\s+(?:לו|לה|להם|להן|לזה)|المسمى|المسماة|يسمى|تسمى|يُسمى|تُسمى|باسم|اسمه|اسمها|يدعى|تدعى|يُدعى|تُدعى|نسم(?:ّ|ي|يّ)?[يى]?(?:ه|ها|هم)|نطلق\s+عليه(?:ا|م)?)(?:\s+(?:اختصار[\u064b]?ا?[\u064b]?|بالاختصار|للاختصار))?(?:\s+(?:the|a|an)(?=\s))?(?:\s|[-־])*$/iu.test(before);
}

/**
 * Its expansion in the sentence's own language right before it, no mark between: a definite Arabic or
 * Hebrew phrase ("الهيموغلوبين الجنيني HbF", "الخلايا الجذعية المكوّنة للدم HSCs") of at least as many
 * words, prepositions aside, as the abbreviation has capitals, or one fewer from three words; not an
 * indefinite one ("جين HBB").
 */
function expandedInItsLanguageBefore(before: string, form: string): boolean {
  // Its phrase may open a bracket: "(ضغط الدم الانقباضي SBP بين 130 و150)".
  const tail = /\s$/u.test(before) ? before.split(/[\s(«"“]+/u).reverse().slice(1) : [];
  // A phrase ends at a mark, an Arabic comma too ("مرتفعة، يمكن البدء بالـDOAC").
  const stop = tail.findIndex((word) => !/^[\u0600-\u06ff\u05d0-\u05ea]+$/u.test(word) || /[،؛؟]/u.test(word));
  const words = tail.slice(0, stop < 0 ? tail.length : stop);
  const definite = (word: string) => /^(?:[وفبك]?(?:ال|لل)|[ובלמש]?ה)[\u0600-\u06ff\u05d0-\u05ea]{2,}$/u.test(word);
  const run = words.findIndex((word) => !definite(word));
  // The definite words, and up to two construct nouns before them ("تشغيل الهيموغلوبين", "درجة حرارة
  // السطح LST"), not a preposition; the outer one Arabic, not a verb by its look ("تم", "وأرصد", "نقيس",
  // "يقيس"; Hebrew "כדי להצדיק DOAC" would read as a chain).
  const preposition = (word: string | undefined) => word === undefined || /^(?:في|من|على|إلى|الى|عن|مع|של|על|עם|את)$/u.test(word);
  const outer = words[run + 1];
  const construct = run < 0 || preposition(words[run]) ? 0 : preposition(outer) || definite(outer!) || !/^[\u0621-\u064a]{3,}$/u.test(outer!) || /^[وف]?[أانيت]/u.test(outer!) ? 1 : 2;
  const length = (run < 0 ? words.length : run) + construct;
  const capitals = (form.match(/\p{Lu}/gu) ?? []).length;
  // A phrase of three words or more may leave one capital's word out: "أنظمة المراقبة المستمرة CEMS"
  // (continuous emission monitoring systems) is spelled out to its readers.
  return words.length > 0 && run !== 0 && (length >= capitals || (length >= 3 && length >= capitals - 1));
}

/**
 * Runs of up to `most` words next to the abbreviation whose first word begins with its first letter
 * and whose letters hold its letters in order: before it, ending at it ("solid electrolyte
 * interphase, or SEI"), or after it, starting within its first three words ("SEI, the solid …").
 */
function expandedBeside(words: readonly string[], form: string, most: number, side: 'before' | 'after'): boolean {
  const first = form.charAt(0).toLowerCase();
  const starts = side === 'before' ? words.map((_, index) => index).filter((index) => words.length - index <= most) : [0, 1, 2];
  for (const start of starts) {
    const head = words[start];
    if (head === undefined || !head.toLowerCase().startsWith(first)) continue;
    for (let end = start + 2; end <= Math.min(words.length, start + most); end++) {
      if (side === 'before' && end !== words.length) continue;
      if (initialsMatch(form, words.slice(start, end).join(' '))) return true;
    }
  }
  return false;
}

/**
 * The expansion stands beside the abbreviation at this use: in brackets either way, or as words
 * holding its letters as initials before it or after it within its sentence. `valueAfter`: the
 * figure after it is its value ("(SD 41)"), not a version that closes a name's bracket.
 */
export function spelledOutAt(text: string, written: TextSpan, form: string, valueAfter = false): boolean {
  // Read from before an Arabic or Hebrew prefix written onto it: "ضغط الدم (الـBP)".
  let start = written.start;
  while (start > 0 && /[\u0600-\u06ff\u05d0-\u05ea]/u.test(text.charAt(start - 1))) start--;
  const span = { start, end: written.end };
  if (bracketed(text, span, form, valueAfter) || introduced(text, span, form)) return true;
  const most = longFormWords(form.length);
  const before = text.slice(Math.max(0, span.start - 200), span.start).split(/[.!?؟]\s/u).at(-1) ?? '';
  const after = text.slice(span.end, span.end + 200).split(/[.!?؟](?:\s|$)/u)[0] ?? '';
  return expandedBeside(wordsOf(before), form, most + 1, 'before') || expandedBeside(wordsOf(after), form, most, 'after') || namedEarlierInItsSentence(before, form);
}

/**
 * A name in capitals earlier in its sentence, one word a letter: "NOAA uses Degree Heating Weeks to
 * predict this, and above 8 DHW …".
 */
function namedEarlierInItsSentence(before: string, form: string): boolean {
  if (!/^\p{Lu}{2,}$/u.test(form)) return false;
  // The initials of the current run of capitalised words.
  let initials = '';
  const runEnds = () => {
    const named = initials === form;
    initials = '';
    return named;
  };
  for (const written of [...before.split(/\s+/u), '']) {
    // A mark before a word ("(Normalized") starts a run, one after it ("Weeks,") ends it.
    const letters = written.replace(/^[^\p{L}]+/u, '');
    if (letters !== written && runEnds()) return true;
    const word = /^\p{Lu}\p{Ll}+/u.exec(letters)?.[0];
    if (word !== undefined) initials += word.charAt(0);
    if ((word === undefined || word !== letters) && runEnds()) return true;
  }
  return false;
}

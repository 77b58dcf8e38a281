// What the text already explains, so the jargon check does not name it: a term the measure found
// explained and a cue confirms (explanation-cues.ts), a word explained at any of its uses, the
// words of such an explanation (the writer's plain words for the term), a word of a gloss in
// brackets, and the writer's key terms.
import type { JargonAnalysis } from '../../engine/coach.ts';
import type { TextSpan } from '../../findings/finding.ts';
import { wordKey, type WrittenWord } from '../../measures/rare-words.ts';
import type { WordLanguage } from '../../measures/word-lists.ts';
import { writtenLanguage } from '../../i18n/language.ts';
import { confirmedExplanation, explainedAfter } from './explanation-cues.ts';
import { usesOfWord } from './same-word.ts';

/** The head of a gloss read after an explained term, up to its closing mark. */
const GLOSS_HEAD = 40;

/** Explained at any of its uses ("… stalagmites. Stalagmites are stone columns that grow …"), a plural of it included. */
export function explainedSomewhere(text: string, word: string): boolean {
  const lower = text.toLowerCase();
  const needle = word.toLowerCase();
  for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + needle.length)) {
    const used = /^[\p{L}-]*/u.exec(text.slice(at))?.[0] ?? word;
    const plural = used.length > word.length && used.length - word.length <= 2 && /^(?:s|es)?$/iu.test(used.slice(word.length));
    if (confirmedExplanation(text, at, plural ? used : text.slice(at, at + word.length))) return true;
  }
  return false;
}

/**
 * The noun phrase an English term opens, its abbreviation in brackets after it, then what the
 * phrase is: "perovskite solar cells (PSCs), a new kind of solar cell that …", "perovskite solar
 * cells, they are cheap and make electricity …".
 */
const PHRASE_THEN_GLOSS = new RegExp(
  String.raw`^(?:\s+[a-z][\p{L}-]*){0,2}(?:\s*\([^()]{1,15}\))?,\s+` +
    String.raw`(?:(?:a|an)\s+(?:[\p{L}-]+\s+){0,3}(?:of|that|which|who)\s|(?:which|that)\s+(?:is|are)\s+(?:a|an)\s|(?:they|it)\s+(?:are|is)\s+\S)`,
  'u',
);

/** Explained at any use of the word in any of its forms ("בקיוביטים …. קיוביט הוא …"), or after the noun phrase it opens. */
export function explainedAtAnyUse(text: string, word: string, language: WordLanguage): boolean {
  return usesOfWord(text, word, language).some(
    (use) => confirmedExplanation(text, use.start, text.slice(use.start, use.end)) || PHRASE_THEN_GLOSS.test(text.slice(use.end, use.end + 160)),
  );
}

/** The word keys of the terms the measure found explained (and a cue confirms) and of the writer's key terms in the text. */
export function explainedOrKeyForms(text: string, analysis: JargonAnalysis): Set<string> {
  const explained = (analysis.explainedTerms ?? []).filter((term) => confirmedExplanation(text, term.at, term.term));
  const key = (analysis.keyTerms ?? []).filter((term) => term.uses > 0);
  return new Set([...explained, ...key].flatMap((term) => term.forms).map(wordKey));
}

/**
 * Where the text explains a word in place: the head of its gloss after it ("methylation, a chemical
 * tag on genes, …"). Only a gloss a cue after the word confirms: after a naming ("cells called
 * iridophores, and in them nano-crystals of guanine") the sentence goes on with new words.
 */
export function glossesOf(text: string, words: readonly WrittenWord[]): TextSpan[] {
  return words.flatMap((word) => {
    // An abbreviation's gloss spells it out ("CRE, כלומר אנטרובקטריאציאה עמידות לקרבפנמים"): its words are the terms themselves.
    if (word.span === null || /^[A-Z]{2,}s?$/u.test(word.word)) return [];
    const rest = text.slice(word.span.end, word.span.end + GLOSS_HEAD);
    // Only a gloss set off by a mark: a sentence that goes on about the word ("Bacteria build a
    // biofilm …") says what it does in words that may be terms themselves.
    const opening = /^\s*[,(—–:-]\s*/u.exec(rest)?.[0].length;
    if (opening === undefined || !explainedAfter(text, word.span.start, text.slice(word.span.start, word.span.end))) return [];
    const end = /[,.;?!)—–]/u.exec(rest.slice(opening))?.index;
    return [{ start: word.span.end, end: word.span.end + opening + (end ?? rest.length - opening) }];
  });
}

/** A word of the writer's own gloss in brackets after a term ("opsin (a protein in the eye)"). */
export function inBracketGloss(text: string, span: TextSpan): boolean {
  const open = text.lastIndexOf('(', span.start);
  if (open < 0 || text.lastIndexOf(')', span.start) > open) return false;
  const close = text.indexOf(')', span.end);
  if (close < 0) return false;
  // After the term, or its closing quotation mark ('"ריקוד הכשכוש" (waggle dance)', w68).
  return /\p{L}["”״'’»]?\s*$/u.test(text.slice(Math.max(0, open - 4), open)) && /\s/u.test(text.slice(open + 1, close).trim());
}

/** Arabic letters without the tatweel: "الـ" alone is an article before a foreign word, no term. */
const ARABIC_LETTER = '(?:[\\u0621-\\u063a\\u0641-\\u064a]|[\\u064b-\\u065f\\u0670])';
const AFTER_DEFINITE_ARABIC = new RegExp(`(?:^|[^\\p{L}])[وفبلك]?ال${ARABIC_LETTER}{2,}[»”"]?\\s*(?:\\(\\s*)?(?:[A-Za-z][A-Za-z-]*\\s+){0,3}$`, 'u');

/**
 * English words right after a definite Arabic term, bare or in brackets ("الفحم الحيوي biochar",
 * "«رقصة الاهتزاز» (waggle dance)"): the term's English name, which the Arabic words before it say.
 * Not after "الـ" ("الـ biofouling" uses the English word as the term) nor an indefinite word ("بعمل genotyping").
 */
export function englishNameOfArabicTerm(text: string, span: TextSpan): boolean {
  return /^[A-Za-z]/u.test(text.slice(span.start, span.end)) && AFTER_DEFINITE_ARABIC.test(text.slice(Math.max(0, span.start - 80), span.start));
}

/**
 * In a Hebrew or Arabic text, the other English words of a run the word stands in ("autosomal
 * recessive، أي أن …"): one foreign term, explained as one. Nothing in an English text.
 */
export function latinRunAround(text: string, span: TextSpan): string[] {
  if (writtenLanguage(text) === 'en') return [];
  const latinWord = (word: string) => /^[A-Za-z][A-Za-z-]*$/u.test(word);
  // The words before it, each followed by one space, read from the word back to the run's start.
  const tokensBefore = text.slice(Math.max(0, span.start - 60), span.start).split(' ');
  const before = tokensBefore.at(-1) === '' ? tokensBefore.slice(0, -1).reverse() : [];
  const end = before.findIndex((word) => !latinWord(word));
  const runBefore = (end < 0 ? before : before.slice(0, end)).slice(0, 3);
  const after = /^(?:[ ][A-Za-z][A-Za-z-]*){0,3}/u.exec(text.slice(span.end, span.end + 60))?.[0] ?? '';
  return [...runBefore.reverse(), ...after.split(' ')].filter((word) => word !== '');
}

/**
 * A term the text points back to with a demonstrative ("this symbiosis", "these exoplanets", "הסימביוזה הזאת",
 * "هذه الظاهرة"): the writer described the thing before and names it now, which is the
 * explanation readers need.
 */
export function referredBack(text: string, span: TextSpan): boolean {
  const before = text.slice(Math.max(0, span.start - 12), span.start);
  const after = text.slice(span.end, span.end + 8);
  return (
    // Not "that": as often it opens a clause ("We think that opsin proteins …").
    /(?:^|[^\p{L}])(?:this|these|those)\s+$/iu.test(before) ||
    /(?:^|[^\p{L}])(?:هذا|هذه|تلك|ذلك|هؤلاء|هذان|هاتان)\s+$/u.test(before) ||
    /^\s+(?:הזה|הזאת|הזו|האלה|האלו|ההוא|ההיא|ההם|ההן)(?![\u05d0-\u05ea])/u.test(after)
  );
}

// Claims, "claim strength": a certainty or absolute word in the writer's own claim ("This proves
// that …", "מוכיחים באופן חד־משמעי"), read with each language's lexicon (claim-words.ts): not in a
// question, a quotation or a mathematical proof, nor negated, hedged, conditional or reported in its
// clause. One question a sentence, on its strongest word (strengthOrder; the first of equals), with
// every listed word of the sentence named; the strongest three sentences of a text a turn.
import { sentenceSpans } from '@scicomm/jargon/sentences';
import { quoteMarks } from '../../findings/excerpt.ts';
import { quotedSentenceAt } from '../../measures/sentences.ts';
import { askedOnce, wasAsked, type AskedQuestion } from '../../engine/asked-before.ts';
import { finding, type Finding } from '../../findings/finding.ts';
import { writtenLanguage, type CoachLanguage } from '../../i18n/language.ts';
import {
  arabicClaims,
  englishClaims,
  hebrewClaims,
  strengthOrder,
  type ClaimLexicon,
  type ClaimStrength,
} from './claim-words.ts';

const lexicons: Readonly<Record<'en' | 'he' | 'ar', ClaimLexicon>> = {
  en: englishClaims,
  he: hebrewClaims,
  ar: arabicClaims,
};

/** A listed word in a claim: its place in the text and the words as written. */
export interface ClaimWord {
  strength: ClaimStrength;
  /** The word or phrase as written (a verb and its "completely" joined by " … "). */
  words: string;
  /** What the session knows it by: as matched (Arabic without short vowels), without its clitics, lower case. */
  key: string;
  sentence: { start: number; end: number };
  at: number;
}

/**
 * Arabic matched without short vowels, shadda and tatweel, and with one alef: `text` is the
 * normalised text and `from[i]` the original offset of its i-th character.
 */
function normalised(text: string, language: 'en' | 'he' | 'ar'): { text: string; from: number[] } {
  const from: number[] = [];
  let out = '';
  for (let index = 0; index < text.length; index += 1) {
    let char = text.charAt(index);
    if (language === 'ar') {
      if (/[\u064b-\u065f\u0670\u0640]/u.test(char)) continue;
      if (/[أإآ]/u.test(char)) char = 'ا';
    }
    // One apostrophe, so "doesn’t" reads as "doesn't".
    if (char === '\u2019') char = "'";
    out += char;
    from.push(index);
  }
  from.push(text.length);
  return { text: out, from };
}

/** The closing marks of each opening quotation mark ("’" alone is an apostrophe, so ‘ closes only before a non-letter). */
const closingQuotes: Readonly<Record<string, string>> = {
  '“': '”',
  '"': '"',
  '«': '»',
  '„': '“”',
  '‘': '’',
  '״': '״',
};

/** Quoted stretches blanked out (same length): a word in quotation marks is not the writer's claim. */
function withoutQuotes(text: string): string {
  let out = '';
  let index = 0;
  while (index < text.length) {
    const char = text.charAt(index);
    const closing = closingQuotes[char];
    let end = -1;
    if (closing) {
      for (let at = index + 1; at < text.length && end < 0; at += 1) {
        const next = text.charAt(at);
        if (closing.includes(next) && !(next === '’' && /\p{L}/u.test(text.charAt(at + 1))))
          end = at;
      }
    }
    if (end < 0) {
      out += char;
      index += 1;
    } else {
      out += ' '.repeat(end + 1 - index);
      index = end + 1;
    }
  }
  return out;
}

/** The clauses of a sentence: cut at commas, semicolons, colons, brackets and dashes. */
function clauses(sentence: string): { start: number; text: string }[] {
  const parts: { start: number; text: string }[] = [];
  // Not a range's dash: "the 2026–2028 budget" is one clause.
  const cut = /[,;:()[\]،؛]|(?<!\d)[—–]|[—–](?!\d)|\s-\s/gu;
  let start = 0;
  for (const match of sentence.matchAll(cut)) {
    parts.push({ start, text: sentence.slice(start, match.index) });
    start = match.index + match[0].length;
  }
  parts.push({ start, text: sentence.slice(start) });
  return parts;
}

const compiled = new Map<string, RegExp>();
function regex(source: string): RegExp {
  let made = compiled.get(source);
  if (!made) {
    made = new RegExp(source, 'giu');
    compiled.set(source, made);
  }
  made.lastIndex = 0;
  return made;
}
const holds = (source: string, text: string) => regex(source).test(text);

function claimWordsOf(
  sentence: string,
  lexicon: ClaimLexicon,
): { strength: ClaimStrength; at: number; length: number }[] {
  const masked = withoutQuotes(sentence);
  if (/[?؟]["”»’]?$/u.test(sentence.trim()) || holds(lexicon.mathematics, masked)) return [];
  const found: { strength: ClaimStrength; at: number; length: number }[] = [];
  const cited = /\([^()]*\b(?:1[89]|20)\d\d[a-z]?\s*\)/u.test(sentence);
  const parts = clauses(masked);
  const afterClause = (source: string, index: number) => index > 0 && holds(source, parts[index - 1]!.text);
  // A clause right after a warning of inaction claims nothing: "(because) if we do not stop it, it will wipe out …".
  const warned = (index: number) => afterClause(lexicon.conditional, index);
  const tried = lexicon.patterns.filter((item) => item.keys === undefined || holds(item.keys, masked));
  for (const [index, clause] of parts.entries()) {
    if (warned(index)) continue;
    for (const item of tried) {
      // A superlative or a call on every place in a sentence citing a source, "(WHO, 2009)", rests on it, not on
      // the writer's evidence; after "if it works" it is already conditional on the evidence the question asks for.
      const onEvidence = item.strength === 'best' || item.strength === 'everywhere';
      if ((item.needs && !holds(item.needs, clause.text)) || (onEvidence && (cited || afterClause(lexicon.ifItWorks, index)))) continue;
      if (item.notAfterIf && parts.slice(0, index).some((part) => holds(lexicon.opensCondition, part.text))) continue;
      for (const match of clause.text.matchAll(regex(item.pattern))) {
        const said = clause.text.slice(0, match.index);
        // "Can" weakens no promise of no harm: "can be eaten every day without any harm".
        const before = item.strength === 'harmless' ? said.replace(regex(lexicon.can), ' ') : said;
        const sentenceBefore = masked.slice(0, clause.start + match.index);
        if (holds(lexicon.doubt, before) || holds(lexicon.reported, sentenceBefore)) continue;
        found.push({
          strength: item.strength,
          at: clause.start + match.index,
          length: match[0].length,
        });
      }
    }
  }
  // Two patterns over the same words ("will solve the problem completely") are one word named.
  return found
    .sort((a, b) => a.at - b.at || b.length - a.length)
    .filter(
      (hit, index, hits) =>
        !hits.slice(0, index).some((earlier) => hit.at < earlier.at + earlier.length),
    );
}

/** Clitics a claim word may carry (ويثبت, ותמיד, שהוכיחו): the same word asked about once. */
const clitics: Readonly<Record<'en' | 'he' | 'ar', RegExp>> = { en: /^/u, he: /^[ושה]+/u, ar: /^[وف]+/u };
/** Every listed word in a claim of the text, in the text's order. */
export function claimWords(text: string): ClaimWord[] {
  const language = writtenLanguage(text);
  const lexicon = lexicons[language];
  const { text: read, from } = normalised(text, language);
  const words: ClaimWord[] = [];
  for (const span of sentenceSpans(read)) {
    const sentence = read.slice(span.start, span.end);
    for (const hit of claimWordsOf(sentence, lexicon)) {
      const start = from[span.start + hit.at]!;
      const end = from[span.start + hit.at + hit.length]!;
      const matched = sentence.slice(hit.at, hit.at + hit.length).replace(/\s+/gu, ' ');
      words.push({
        strength: hit.strength,
        words: text.slice(start, end).replace(/\s+/gu, ' '),
        key: matched.replace(clitics[language], '').toLocaleLowerCase(),
        sentence: { start: from[span.start]!, end: from[span.end]! },
        at: start,
      });
    }
  }
  return words.sort((a, b) => a.at - b.at);
}

const rank = (word: ClaimWord) => strengthOrder.indexOf(word.strength);

/** The most sentences asked about in one turn, as the words a reader may not know (WORDS_NAMED). */
export const CLAIMS_ASKED = 3;

/**
 * The claim-strength questions on a text: one a sentence, for the CLAIMS_ASKED sentences whose
 * strongest listed word (not asked before) is strongest, strongest first, a word asked about an
 * earlier version after the rest; each quotes its sentence and names every listed word of it.
 */
export function claimStrengthFindings(text: string, language: CoachLanguage, asked: readonly AskedQuestion[] = []): Finding[] {
  const bySentence = new Map<number, ClaimWord[]>();
  for (const word of claimWords(text).filter((word) => !wasAsked(asked, 'claims.certainty', word.key)))
    bySentence.set(word.sentence.start, [...(bySentence.get(word.sentence.start) ?? []), word]);
  const strongestOf = (words: readonly ClaimWord[]) => words.reduce((best, word) => (rank(word) < rank(best) ? word : best));
  const again = (word: ClaimWord) => Number(askedOnce(asked, 'claims.certainty', word.key));
  return [...bySentence.values()]
    .map((words) => ({ words, strongest: strongestOf(words) }))
    .sort((a, b) => again(a.strongest) - again(b.strongest) || rank(a.strongest) - rank(b.strongest) || a.strongest.at - b.strongest.at)
    .slice(0, CLAIMS_ASKED)
    .map(({ words, strongest }) => {
      const [open, close] = quoteMarks[language];
      const named = [...new Set(words.map((word) => word.words))];
      const question = finding(
        'claims.certainty',
        {
          key: `claims.${strongest.strength}`,
          params: {
            // From a few words before them where they stand past the excerpt's reach: the quote holds the words named.
            sentence: quotedSentenceAt(text, { start: Math.min(...words.map((word) => word.at)), end: Math.max(...words.map((word) => word.at + word.words.length)) }, true),
            words: named.map((word) => `${open}${word}${close}`).join(language === 'ar' ? '، ' : ', '),
          },
        },
        strongest.sentence,
      );
      return { ...question, subject: strongest.key };
    });
}

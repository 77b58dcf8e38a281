// The De-Jargonizer's tokenizer: finds the words of a text in one hand-written pass over its
// char codes. Rules (packages/jargon/README.md):
// - a word is a run of letters of any script (combining marks included), with apostrophes
//   only between letters (`don't`); a trailing `'s` is removed (`Smith's` → `smith`);
// - curly apostrophes (’ ‘ ʼ) count as `'`;
// - numbers are not words, and digits end a word (`COVID19` → `covid`), as in the BBC counts;
// - a whitespace-separated chunk holding an e-mail (`@`), `www`, any `scheme://` URL or a bare
//   domain (`example.com`, `bbc.co.uk/news`) is dropped whole;
// - a hyphen between letters joins a compound (`well-known`), kept with its parts so the
//   classifier can look it up whole first and then by its parts;
// - each word records whether it is Capitalised and whether it begins a sentence, for the
//   names rule.
// It is a single pass rather than regex splitting because it runs on every keystroke in the
// browser and on whole corpora; the lookup hash is computed during the same pass.
import { finishHash, HASH_SEED, hashStep } from './word-table.ts';

const UNKNOWN = 0;
const OTHER = 1;
const LETTER = 2;
const SPACE = 3;
const NEWLINE = 4;
const APOSTROPHE = 5;
const HYPHEN = 6;
const TERMINATOR = 7;
const DIGIT = 8;
const HIGH_SURROGATE = 9;
/** Hebrew geresh and gershayim (צה״ל): kept inside a word like an apostrophe, not normalised. */
const INNER_MARK = 10;
/** Combining marks: continue a word, never start one. */
const MARK = 11;

const APOSTROPHES = [0x27, 0x2019, 0x2018, 0x02bc];
const HYPHENS = [0x2d, 0x2010, 0x2011, 0x05be];
const INNER_MARKS = [0x05f3, 0x05f4];
const TERMINATORS = [0x2e, 0x21, 0x3f, 0x2026, 0x203c, 0x2047, 0x2048, 0x2049, 0x3002, 0x061f, 0x06d4, 0x0964, 0xff01, 0xff0e, 0xff1f, 0x05c3];
const NEWLINES = [0x0a, 0x0d, 0x0b, 0x0c, 0x85, 0x2028, 0x2029];

const LETTER_PATTERN = /^\p{L}$/u;
const MARK_PATTERN = /^\p{M}$/u;
const DIGIT_PATTERN = /^\p{Nd}$/u;
const SPACE_PATTERN = /^\s$/u;

// Classes of all BMP code units, filled on first sight so start-up stays instant.
const classes = new Uint8Array(0x10000);
for (const unit of APOSTROPHES) classes[unit] = APOSTROPHE;
for (const unit of HYPHENS) classes[unit] = HYPHEN;
for (const unit of INNER_MARKS) classes[unit] = INNER_MARK;
for (const unit of TERMINATORS) classes[unit] = TERMINATOR;
for (const unit of NEWLINES) classes[unit] = NEWLINE;
for (let unit = 0xd800; unit <= 0xdbff; unit++) classes[unit] = HIGH_SURROGATE;
for (let unit = 0; unit < 128; unit++) if (classes[unit] === UNKNOWN) classes[unit] = computeClass(unit);


function computeClass(unit: number): number {
  const char = String.fromCharCode(unit);
  if (LETTER_PATTERN.test(char)) return LETTER;
  if (MARK_PATTERN.test(char)) return MARK;
  if (DIGIT_PATTERN.test(char)) return DIGIT;
  if (SPACE_PATTERN.test(char)) return SPACE;
  return OTHER;
}

function classOf(unit: number): number {
  let kind = classes[unit] ?? OTHER;
  if (kind === UNKNOWN) {
    kind = computeClass(unit);
    classes[unit] = kind;
  }
  return kind;
}

/** LETTER, MARK or OTHER for the code point at a high surrogate. */
function astralClass(text: string, index: number): number {
  const low = text.charCodeAt(index + 1);
  if (low < 0xdc00 || low > 0xdfff) return OTHER;
  const char = text.slice(index, index + 2);
  return LETTER_PATTERN.test(char) ? LETTER : MARK_PATTERN.test(char) ? MARK : OTHER;
}

function isAstralLetter(text: string, index: number): boolean {
  return astralClass(text, index) === LETTER;
}

function isLetterAt(text: string, index: number): boolean {
  if (index >= text.length) return false;
  const kind = classOf(text.charCodeAt(index));
  return kind === LETTER || (kind === HIGH_SURROGATE && isAstralLetter(text, index));
}

/** One word found by the scanner. The object is reused: copy what you keep. */
export interface ScannedWord {
  /** Display span text[start, end), including a removed trailing 's. */
  start: number;
  end: number;
  /** End of the lookup form (before a trailing 's). */
  formEnd: number;
  /**
   * True when the form is ASCII apart from curly apostrophes and Unicode hyphens; then `hash`
   * is the finished hash of its lowercase, normalised form and WordTable.findAsciiLower works.
   */
  simple: boolean;
  /** The slice differs from its lookup form (upper case, curly apostrophes, Unicode hyphens). */
  needsNormalising: boolean;
  hash: number;
  capitalised: boolean;
  sentenceStart: boolean;
  /** 1, or the number of hyphen-joined parts; part i is text[partStarts[i], partEnds[i]). */
  partCount: number;
  readonly partStarts: number[];
  readonly partEnds: number[];
  readonly partHashes: number[];
}

function newScannedWord(): ScannedWord {
  return {
    start: 0,
    end: 0,
    formEnd: 0,
    simple: true,
    needsNormalising: false,
    hash: 0,
    capitalised: false,
    sentenceStart: false,
    partCount: 0,
    partStarts: [],
    partEnds: [],
    partHashes: [],
  };
}

/** Calls `onWord` for every word of `text`, in order. */
export function scanWords(text: string, onWord: (word: ScannedWord) => void): void {
  const length = text.length;
  const word = newScannedWord();
  let sentenceStart = true;
  let chunkStart = true;
  let index = 0;
  while (index < length) {
    const unit = text.charCodeAt(index);
    const kind = classes[unit] || classOf(unit);
    if (kind === SPACE) {
      chunkStart = true;
      index++;
      continue;
    }
    if (kind === NEWLINE) {
      chunkStart = true;
      sentenceStart = true;
      index++;
      continue;
    }
    if (chunkStart) {
      chunkStart = false;
      const droppedEnd = droppedChunkEnd(text, index);
      if (droppedEnd >= 0) {
        if (endsSentence(text, index, droppedEnd)) sentenceStart = true;
        index = droppedEnd;
        continue;
      }
    }
    if (kind === LETTER || (kind === HIGH_SURROGATE && isAstralLetter(text, index))) {
      const start = index;
      index = scanWord(text, index, word, sentenceStart);
      // A possessive 's after a number or a closing bracket ("2024's") is not a word either.
      if (index - start === 1 && (unit === 115 || unit === 83) && start > 0 && classOf(text.charCodeAt(start - 1)) === APOSTROPHE) {
        continue;
      }
      sentenceStart = false;
      onWord(word);
      continue;
    }
    if (kind === TERMINATOR) {
      const next = index + 1 < length ? classOf(text.charCodeAt(index + 1)) : SPACE;
      // "3.5" and "e.g" do not end a sentence; ". " and ".)" do.
      if (next !== LETTER && next !== DIGIT) sentenceStart = true;
    }
    index++;
  }
}

function scanWord(text: string, start: number, word: ScannedWord, sentenceStart: boolean): number {
  const length = text.length;
  let hash = HASH_SEED;
  let partHash = HASH_SEED;
  let simple = true;
  let needsNormalising = false;
  let hasLowerAfterFirst = false;
  let letterCount = 0;
  let partCount = 0;
  let partStart = start;
  let apostropheAt = -1;
  let hashBeforeApostrophe = 0;
  let partHashBeforeApostrophe = 0;
  let index = start;
  while (index < length) {
    const unit = text.charCodeAt(index);
    if (unit < 128) {
      if (unit >= 97 && unit <= 122) {
        if (index > start) hasLowerAfterFirst = true;
      } else if (unit >= 65 && unit <= 90) {
        needsNormalising = true;
      } else if ((unit === 39 || unit === 45) && isLetterAt(text, index + 1)) {
        if (unit === 39) {
          apostropheAt = index;
          hashBeforeApostrophe = hash;
          partHashBeforeApostrophe = partHash;
          hash = hashStep(hash, 39);
          partHash = hashStep(partHash, 39);
        } else {
          word.partStarts[partCount] = partStart;
          word.partEnds[partCount] = index;
          word.partHashes[partCount] = finishHash(partHash);
          partCount++;
          hash = hashStep(hash, 45);
          partHash = HASH_SEED;
          partStart = index + 1;
        }
        index++;
        continue;
      } else {
        break;
      }
      const lower = unit | 32;
      hash = hashStep(hash, lower);
      partHash = hashStep(partHash, lower);
      letterCount++;
      index++;
      continue;
    }
    const kind = classOf(unit);
    if (kind === LETTER || kind === MARK) {
      simple = false;
      letterCount++;
      index++;
      continue;
    }
    if (kind === HIGH_SURROGATE) {
      if (astralClass(text, index) === OTHER) break;
      simple = false;
      letterCount++;
      index += 2;
      continue;
    }
    if ((kind === APOSTROPHE || kind === HYPHEN || kind === INNER_MARK) && isLetterAt(text, index + 1)) {
      needsNormalising = true;
      if (kind === APOSTROPHE) {
        apostropheAt = index;
        hashBeforeApostrophe = hash;
        partHashBeforeApostrophe = partHash;
        hash = hashStep(hash, 39);
        partHash = hashStep(partHash, 39);
      } else if (kind === HYPHEN) {
        word.partStarts[partCount] = partStart;
        word.partEnds[partCount] = index;
        word.partHashes[partCount] = finishHash(partHash);
        partCount++;
        hash = hashStep(hash, 45);
        partHash = HASH_SEED;
        partStart = index + 1;
      } else {
        simple = false;
      }
      index++;
      continue;
    }
    break;
  }
  let formEnd = index;
  const last = text.charCodeAt(index - 1);
  if (apostropheAt === index - 2 && (last === 115 || last === 83)) {
    formEnd = apostropheAt;
    hash = hashBeforeApostrophe;
    partHash = partHashBeforeApostrophe;
    letterCount--;
  }
  word.partStarts[partCount] = partStart;
  word.partEnds[partCount] = formEnd;
  word.partHashes[partCount] = finishHash(partHash);
  word.partCount = partCount + 1;
  word.start = start;
  word.end = index;
  word.formEnd = formEnd;
  word.simple = simple;
  word.needsNormalising = needsNormalising || !simple;
  word.hash = finishHash(hash);
  word.sentenceStart = sentenceStart;
  const first = text.charCodeAt(start);
  if (simple) {
    word.capitalised = first >= 65 && first <= 90 && (letterCount === 1 || hasLowerAfterFirst);
  } else {
    word.capitalised = isCapitalised(text.slice(start, formEnd));
  }
  return index;
}

/**
 * Capitalised = the first letter is upper case and the word is not all capitals (a single
 * letter may be): `Gene`, `McDonald`, `O'Brien` are; `gene`, `DNA` are not.
 */
export function isCapitalised(word: string): boolean {
  const first = String.fromCodePoint(word.codePointAt(0) ?? 0);
  if (first === first.toLowerCase() || first !== first.toUpperCase()) return false;
  const rest = word.slice(first.length);
  let letters = 0;
  for (const char of rest) {
    if (char === char.toUpperCase() && char === char.toLowerCase()) continue;
    letters++;
    if (char !== char.toUpperCase()) return true;
  }
  return letters === 0;
}

// ----- chunks dropped whole: e-mails and URLs -----

/**
 * Top-level domains that make `name.tld` a bare domain without a path. Only those that are
 * not English words, so a missing space ("the end.So") is not mistaken for a domain.
 */
const BARE_DOMAIN_TLDS = new Set([
  'com', 'org', 'net', 'edu', 'gov', 'mil', 'int', 'info', 'biz', 'io', 'ai', 'app', 'dev', 'co', 'uk', 'us', 'de',
  'fr', 'il', 'ca', 'au', 'eu', 'nl', 'ch', 'jp', 'cn', 'ru', 'es', 'se', 'br', 'nz', 'za', 'ie', 'ly', 'tv', 'gr',
  'pl', 'pt', 'dk', 'fi', 'kr', 'tw', 'hk', 'sg', 'mx', 'ar', 'cz', 'hu', 'ro', 'ua', 'tr', 'ae', 'sa', 'eg', 'ke',
  'ng', 'org', 'gov', 'xyz', 'online', 'site', 'tech', 'html', 'htm', 'php', 'aspx',
]);
const BARE_DOMAIN_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+([a-z]{2,24})(:\d{1,5})?([/?#].*)?$/i;
const LEADING_PUNCTUATION = /^[([{"'<«“‘]+/u;
// From the start of the run only: a chunk of many closing marks then a letter is read once.
const TRAILING_PUNCTUATION = /(?<![)\]}"'>».,;:!?”’])[)\]}"'>».,;:!?”’]+$/u;

/** End of the chunk starting at `start` when it is to be dropped, else -1. */
function droppedChunkEnd(text: string, start: number): number {
  const length = text.length;
  let suspicious = false;
  let wRun = 0;
  let end = start;
  for (; end < length; end++) {
    const unit = text.charCodeAt(end);
    const kind = classes[unit] || classOf(unit);
    if (kind === SPACE || kind === NEWLINE) break;
    if (unit === 119 || unit === 87) {
      if (++wRun >= 3) suspicious = true;
      continue;
    }
    wRun = 0;
    if (unit === 64 || unit === 47) suspicious = true;
    else if (unit === 46 && end + 1 < length) {
      const next = text.charCodeAt(end + 1) | 32;
      if ((next >= 97 && next <= 122) || (next >= 48 && next <= 57)) suspicious = true;
    }
  }
  if (!suspicious) return -1;
  return isEmailOrUrl(text.slice(start, end)) ? end : -1;
}

/** Whether a whitespace-free chunk is an e-mail address or a URL (with or without www). */
export function isEmailOrUrl(chunk: string): boolean {
  if (chunk.includes('@')) return true;
  const lower = chunk.toLowerCase();
  if (lower.includes('www') || lower.includes('://')) return true;
  const trimmed = chunk.replace(LEADING_PUNCTUATION, '').replace(TRAILING_PUNCTUATION, '');
  const match = BARE_DOMAIN_PATTERN.exec(trimmed);
  if (!match) return false;
  const hasPortOrPath = match[2] !== undefined || match[3] !== undefined;
  return hasPortOrPath || BARE_DOMAIN_TLDS.has((match[1] ?? '').toLowerCase());
}

const CLOSERS = new Set([0x29, 0x5d, 0x7d, 0x22, 0x27, 0x201d, 0x2019, 0xbb]);

function endsSentence(text: string, start: number, end: number): boolean {
  let index = end - 1;
  while (index >= start && CLOSERS.has(text.charCodeAt(index))) index--;
  return index >= start && classOf(text.charCodeAt(index)) === TERMINATOR;
}

// ----- lookup forms -----

const APOSTROPHE_VARIANTS = /[’‘ʼ]/gu;
const HYPHEN_VARIANTS = /[‐‑־]/gu;
// Hebrew points and cantillation marks: dictionaries list unpointed forms.
const HEBREW_POINTS = /[\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7]/gu;

/** The lookup form of a word as written: NFC, lower case, straight apostrophes, `-` hyphens, no Hebrew points. */
export function normaliseWordForm(written: string): string {
  return written
    .normalize('NFC')
    .toLowerCase()
    .replace(APOSTROPHE_VARIANTS, "'")
    .replace(HYPHEN_VARIANTS, '-')
    .replace(HEBREW_POINTS, '');
}

/** The lookup form of a scanned word (the string that goes into `cleanedWords`). */
export function lookupForm(text: string, word: ScannedWord): string {
  const written = text.slice(word.start, word.formEnd);
  if (!word.needsNormalising) return written;
  if (word.simple) {
    return written.toLowerCase().replace(APOSTROPHE_VARIANTS, "'").replace(HYPHEN_VARIANTS, '-');
  }
  return normaliseWordForm(written);
}

/** A piece of the text: a word, or the text between words (spaces, punctuation, numbers, URLs). */
export interface TextToken {
  readonly text: string;
  readonly start: number;
  readonly end: number;
  /** The lookup form of a word; null for text between words. */
  readonly form: string | null;
  readonly capitalised: boolean;
  readonly sentenceStart: boolean;
  /** Lookup forms of the hyphen-joined parts; one entry for a plain word, none between words. */
  readonly parts: readonly string[];
}

/** The whole text as tokens: concatenating `token.text` gives the text back. */
export function tokenize(text: string): TextToken[] {
  const tokens: TextToken[] = [];
  let position = 0;
  const between = (end: number): void => {
    if (end > position) {
      tokens.push({ text: text.slice(position, end), start: position, end, form: null, capitalised: false, sentenceStart: false, parts: [] });
    }
  };
  scanWords(text, (word) => {
    between(word.start);
    const parts: string[] = [];
    for (let part = 0; part < word.partCount; part++) {
      parts.push(normaliseWordForm(text.slice(word.partStarts[part], word.partEnds[part])));
    }
    tokens.push({
      text: text.slice(word.start, word.end),
      start: word.start,
      end: word.end,
      form: lookupForm(text, word),
      capitalised: word.capitalised,
      sentenceStart: word.sentenceStart,
      parts,
    });
    position = word.end;
  });
  between(text.length);
  return tokens;
}

/** The lookup forms of all words, in order. */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  scanWords(text, (word) => words.push(lookupForm(text, word)));
  return words;
}

/** Whitespace-separated tokens, the live word count of the De-Jargonizer screen: the site's one word counter. */
export { countWords as countWhitespaceTokens } from '@scicomm/shared/text';

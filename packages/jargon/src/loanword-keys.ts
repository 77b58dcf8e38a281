// How an English word and a Hebrew or Arabic loanword of it are spelled alike
// (english-loanwords.ts; docs/de-jargonizer.md "How a suggestion is chosen"). Each spelling is
// read as its consonants — in classes the two scripts cannot tell apart (b p f v one class; s z sh,
// c before e/i/y and t before i and a vowel one class; h left out) — and the vowels between
// them. The consonants make the lookup key (מיטוכונדריה and mitochondria are both MTKNDR);
// the vowels must then agree: a vowel letter the script writes (ו: o or u; י: i, e or y; א, ע,
// Arabic ا: any vowel) needs a vowel there in the English word, and an English word beginning
// with a vowel needs the script's word to begin with one. Hebrew and Arabic endings the English
// word spells otherwise (-ציה: -tion, -יקה: -ics, an adjective's -י: -ic, -al, -an …) are read as
// each English ending's consonants. Browser-safe.

export type LoanLanguage = 'he' | 'ar';

/** A spelling as consonant classes and the vowels around them: gaps[i] comes before classes[i], the last gap after them all. */
export interface LoanSpelling {
  readonly classes: readonly string[];
  /** Per consonant, the letters written for it (two where a class was written twice: sc, סצ). */
  readonly letters: readonly (readonly string[])[];
  readonly gaps: readonly string[];
}

// Vowel marks of a script spelling's gaps: O (ו, و), I (י, ي), A (any vowel: א ע ا, a final ה ة).
const O = 'O';
const I = 'I';
const A = 'A';

/** A class no English letter has: ע, ع and ح stand for sounds English words lack, so a word with one is no loanword of an English word. */
const NATIVE = '-';

const ENGLISH_VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y', 'w']);
const FRONT_VOWELS = new Set(['e', 'i', 'y']);

const ENGLISH_CLASS: Readonly<Record<string, string>> = {
  b: 'P',
  p: 'P',
  f: 'P',
  v: 'P',
  d: 'D',
  t: 'T',
  g: 'G',
  j: 'G',
  k: 'K',
  q: 'K',
  s: 'S',
  z: 'S',
  l: 'L',
  m: 'M',
  n: 'N',
  r: 'R',
};

/** Builds a spelling: a class written twice with no vowel between is one consonant (ll, סצ of fluorescence). */
class SpellingBuilder {
  readonly classes: string[] = [];
  readonly letters: string[][] = [];
  readonly gaps: string[] = [''];

  consonant(found: string, written: string): void {
    const last = this.gaps.length - 1;
    if (this.classes[this.classes.length - 1] === found && this.gaps[last] === '') {
      this.letters[this.letters.length - 1]?.push(written);
      return;
    }
    this.classes.push(found);
    this.letters.push([written]);
    this.gaps.push('');
  }

  vowel(mark: string): void {
    const last = this.gaps.length - 1;
    this.gaps[last] = (this.gaps[last] ?? '') + mark;
  }

  build(): LoanSpelling {
    return { classes: this.classes, letters: this.letters, gaps: this.gaps };
  }
}

/** An English word in lowercase letters as consonant classes and vowels; a final silent e is no vowel. */
export function englishSpelling(word: string): LoanSpelling {
  const spelling = new SpellingBuilder();
  const letters = word.endsWith('e') && word.length > 3 && !ENGLISH_VOWELS.has(word.charAt(word.length - 2)) ? word.slice(0, -1) : word;
  for (let at = 0; at < letters.length; at++) {
    const letter = letters.charAt(at);
    const next = letters.charAt(at + 1);
    const pair = letter + next;
    if (pair === 'ph') {
      spelling.consonant('P', pair);
      at++;
    } else if (pair === 'th') {
      spelling.consonant('T', pair);
      at++;
    } else if (pair === 'ch' || pair === 'ck') {
      spelling.consonant('K', pair);
      at++;
    } else if (pair === 'sh') {
      spelling.consonant('S', pair);
      at++;
    } else if (pair === 'qu') {
      // קוו, كو: the u may be written as a vowel letter or not at all.
      spelling.consonant('K', 'q');
      spelling.vowel('u');
      at++;
    } else if (letter === 'x') {
      spelling.consonant('K', 'x');
      spelling.consonant('S', 'x');
    } else if (letter === 'c') {
      spelling.consonant(FRONT_VOWELS.has(next) ? 'S' : 'K', 'c');
    } else if (letter === 't' && next === 'i' && at > 0 && ENGLISH_VOWELS.has(letters.charAt(at + 2))) {
      // -tion, -tial: ציה, צי.
      spelling.consonant('S', 'ti');
    } else if (letter === 'w' && ENGLISH_VOWELS.has(next) && next !== 'w') {
      // A w before a vowel is a consonant (sandwich: סנדוויץ׳; plywood is no פלואיד).
      spelling.consonant('P', letter);
    } else if (letter === 'h') {
      // Silent, or an h the scripts write with a letter left out here too (ה, ه, ح).
    } else if (ENGLISH_VOWELS.has(letter)) {
      spelling.vowel(letter);
    } else {
      const found = ENGLISH_CLASS[letter];
      if (found !== undefined) spelling.consonant(found, letter);
    }
  }
  return spelling.build();
}

const HEBREW_CLASS: Readonly<Record<string, string>> = {
  ב: 'P',
  פ: 'P',
  ף: 'P',
  ג: 'G',
  ד: 'D',
  ז: 'S',
  ח: 'K',
  ע: NATIVE,
  ט: 'T',
  ת: 'T',
  כ: 'K',
  ך: 'K',
  ק: 'K',
  ל: 'L',
  מ: 'M',
  ם: 'M',
  נ: 'N',
  ן: 'N',
  ס: 'S',
  ש: 'S',
  צ: 'S',
  ץ: 'S',
  ר: 'R',
};

const ARABIC_CLASS: Readonly<Record<string, string>> = {
  ب: 'P',
  ف: 'P',
  ت: 'T',
  ط: 'T',
  ث: 'T',
  د: 'D',
  ذ: 'D',
  ض: 'D',
  ج: 'G',
  غ: 'G',
  ك: 'K',
  ق: 'K',
  خ: 'K',
  ع: NATIVE,
  ح: NATIVE,
  س: 'S',
  ص: 'S',
  ز: 'S',
  ش: 'S',
  ظ: 'S',
  ل: 'L',
  م: 'M',
  ن: 'N',
  ر: 'R',
};

const HEBREW_VOWEL: Readonly<Record<string, string>> = { ו: O, י: I, א: A };
const ARABIC_VOWEL: Readonly<Record<string, string>> = { و: O, ي: I, ى: A, ا: A, ء: A, أ: A, إ: A, آ: A, ئ: I, ؤ: O, ة: A };
/** Geresh (׳ or ') after a letter: ג׳ is j, צ׳ ch, ז׳ zh. */
const HEBREW_GERESH: Readonly<Record<string, string>> = { ג: 'G', צ: 'K', ז: 'S' };

/** Hebrew or Arabic letters as consonant classes and vowel marks (a Hebrew וו, or a ו beginning the stem, is a v). */
export function scriptSpelling(letters: string, language: LoanLanguage): LoanSpelling {
  const spelling = new SpellingBuilder();
  const classes = language === 'he' ? HEBREW_CLASS : ARABIC_CLASS;
  const vowels = language === 'he' ? HEBREW_VOWEL : ARABIC_VOWEL;
  for (let at = 0; at < letters.length; at++) {
    const letter = letters.charAt(at);
    const next = letters.charAt(at + 1);
    if (language === 'he' && (next === '׳' || next === "'") && HEBREW_GERESH[letter] !== undefined) {
      spelling.consonant(HEBREW_GERESH[letter] ?? '', letter + '׳');
      at++;
    } else if (language === 'he' && letter === 'ו' && (next === 'ו' || at === 0)) {
      spelling.consonant('P', 'וו');
      if (next === 'ו') at++;
    } else if (language === 'he' && letter === 'ה') {
      // An h is left out, as in the English spelling; a final ה is a vowel (-a, -e) after a
      // consonant, and after a vowel letter only the feminine ending (-יה: -y, -ia).
      const afterVowel = /[וייא]$/u.test(letters.slice(0, at));
      if (at === letters.length - 1 && at > 0 && !afterVowel) spelling.vowel(A);
    } else if (language === 'he' && letter === 'י' && next === 'י') {
      spelling.vowel(I);
      at++;
    } else if (language === 'ar' && at === 0 && letter === 'و') {
      // No Arabic word begins with a vowel (an alef carries it: أوستروجين), so a first و is a w.
      spelling.consonant('P', 'و');
    } else if (at === 0 && (letter === 'א' || letter === 'ا') && vowels[next] !== undefined) {
      // An alef that only carries the word's first vowel letter (אינטר-, إيثانول) is no vowel of its own.
    } else if (vowels[letter] !== undefined) {
      spelling.vowel(vowels[letter] ?? A);
    } else {
      const found = classes[letter];
      if (found !== undefined) spelling.consonant(found, letter);
    }
  }
  return spelling.build();
}

/** The English letters each script letter may stand for (Hebrew ת is th: a t is written ט). */
const HEBREW_SOUNDS: Readonly<Record<string, readonly string[]>> = {
  ב: ['b', 'v'],
  פ: ['p', 'f', 'ph'],
  ף: ['p', 'f', 'ph'],
  וו: ['v', 'w'],
  ג: ['g'],
  'ג׳': ['g', 'j'],
  ד: ['d'],
  ז: ['z', 's'],
  'ז׳': ['s', 'g', 'j'],
  ח: ['ch', 'k'],
  ט: ['t', 'th'],
  ת: ['th'],
  כ: ['ch', 'c', 'k', 'ck', 'x'],
  ך: ['ch', 'c', 'k', 'ck', 'x'],
  ק: ['c', 'k', 'q', 'ck', 'x'],
  ל: ['l'],
  מ: ['m'],
  ם: ['m'],
  נ: ['n'],
  ן: ['n'],
  ס: ['s', 'c', 'x'],
  ש: ['sh', 's'],
  צ: ['c', 'ti', 'z'],
  ץ: ['c', 'ti', 'z'],
  'צ׳': ['ch'],
  ר: ['r'],
};

const ARABIC_SOUNDS: Readonly<Record<string, readonly string[]>> = {
  ب: ['b', 'p'],
  ف: ['f', 'ph', 'v'],
  ت: ['t', 'th', 'ti'],
  ط: ['t'],
  ث: ['th'],
  د: ['d'],
  ذ: ['d', 'th'],
  ض: ['d'],
  ج: ['g', 'j'],
  غ: ['g'],
  ك: ['c', 'k', 'ch', 'q', 'ck', 'x'],
  ق: ['q', 'c', 'k', 'ck'],
  خ: ['ch', 'k'],
  س: ['s', 'c', 'x', 'z'],
  ص: ['s', 'c'],
  ز: ['z', 's'],
  ش: ['sh', 'ch', 'ti'],
  ظ: ['z'],
  ل: ['l'],
  م: ['m'],
  ن: ['n'],
  ر: ['r'],
  و: ['w', 'v'],
};

/** An ending's English reading: the consonant classes it adds after the stem, and the English endings that spell them (null: any). */
type EnglishEnding = readonly [string, readonly string[] | null];

const ADJECTIVE: readonly EnglishEnding[] = [
  ['', null],
  ['K', ['ic']],
  ['KL', ['ical']],
  ['L', ['al', 'ial']],
  ['R', ['ar', 'ary', 'ory']],
  ['N', ['an', 'ian', 'ean']],
  ['S', ['ous']],
  ['P', ['ive']],
];
// A plural's English lemma is singular: English lemmas that are plurals (shekels) are other words.
const PLURAL: readonly EnglishEnding[] = [['', null]];

/** Endings a loanword's script writes for an English one, most specific first. */
const HEBREW_ENDINGS: readonly (readonly [string, readonly EnglishEnding[]])[] = [
  [
    'ציה',
    [
      ['S', ['ce', 'cy', 'cia', 'tia']],
      ['SN', ['tion']],
    ],
  ],
  [
    'סיה',
    [
      ['S', ['sia', 'sy']],
      ['SN', ['sion']],
    ],
  ],
  [
    'זיה',
    [
      ['S', ['sia', 'sy', 'se', 'zia']],
      ['SN', ['sion']],
    ],
  ],
  [
    'יקה',
    [
      ['K', ['ic', 'ica']],
      ['KS', ['ics']],
    ],
  ],
  ['נטיות', [['NS', ['nce', 'ncy']]]],
  [
    'יות',
    [
      ['T', ['ity']],
      ['S', ['cy', 'sy']],
    ],
  ],
  ['יים', ADJECTIVE],
  ['ית', ADJECTIVE],
  ['י', ADJECTIVE],
  ['ים', PLURAL],
  ['ות', PLURAL],
  // -sis: מיטוזה, mitosis; פתוגנזה, pathogenesis.
  ['זה', [['SS', ['sis']]]],
];

const ARABIC_ENDINGS: readonly (readonly [string, readonly EnglishEnding[]])[] = [
  ['يات', [...PLURAL, ['K', ['ic']], ['KS', ['ics']]]],
  ['يس', [['SS', ['sis']]]],
  ['ات', PLURAL],
  ['ين', PLURAL],
  ['ون', PLURAL],
  ['ية', ADJECTIVE],
  // A noun's -ia or -y (الإنتروبيا, entropy): an English adjective's -an or -al is written -ي.
  ['يا', [['', ['ia', 'y', 'ya']]]],
  ['ي', ADJECTIVE],
];

/** Script endings that make the word an adjective (an English reading then needs an adjective, or a noun used as one). */
export const ADJECTIVE_ENDINGS: ReadonlySet<string> = new Set(['יים', 'ית', 'י', 'ية', 'يا', 'ي']);

/** The fewest letters a stem keeps once an ending is taken off. */
const MIN_STEM_LETTERS = 3;

/** One reading of a Hebrew or Arabic word as an English word's spelling. */
export interface LoanReading {
  /** The consonant key an English word must have. */
  readonly key: string;
  /** The stem's spelling (the word without the prefix letters and the ending taken off). */
  readonly stem: LoanSpelling;
  readonly language: LoanLanguage;
  /** The letters taken off the front (prefix letters, clitics). */
  readonly prefix: string;
  /** The script's ending taken off ('' when none). */
  readonly ending: string;
  /** The English endings that may spell it (null: any). */
  readonly englishEndings: readonly string[] | null;
  /** The consonant classes the English ending adds after the stem. */
  readonly added: string;
  /** The stem's first letter. */
  readonly initial: string;
}

/**
 * The readings to look a Hebrew or Arabic word up by, least guessed first: the word whole and with
 * its ending read as English ones, then the same for each stem (the word without prefix letters or
 * clitics, longest first).
 */
export function loanReadings(word: string, stems: readonly string[], language: LoanLanguage): LoanReading[] {
  const endings = language === 'he' ? HEBREW_ENDINGS : ARABIC_ENDINGS;
  const found: LoanReading[] = [];
  for (const stem of [word, ...stems]) {
    // An Arabic ال is the article, never an English word's al-, el- or il- (الليبيرالي is not illiberal).
    if (language === 'ar' && stem.startsWith('ال')) continue;
    const prefix = word.slice(0, word.length - stem.length);
    // A stem with a known ending is read with it as an ending, never whole (הקריפטוגרפי is cryptographic, not cryptography).
    let ended = false;
    for (const [ending, readings] of endings) {
      if (!stem.endsWith(ending) || stem.length - ending.length < MIN_STEM_LETTERS) continue;
      // -יות is -ity, not the plural of an -יה (והנוירופלסטיות is not neuroplasty).
      if (ending === 'ות' && stem.endsWith('יות')) continue;
      // Arabic's sound masculine plural of a loanword is a nisba's (-يون, -يين); a bare -ون or -ين is the English -on or -in (بروتين, protein).
      if (language === 'ar' && (ending === 'ون' || ending === 'ين') && !stem.endsWith(`ي${ending}`)) continue;
      ended = true;
      const base = scriptSpelling(stem.slice(0, -ending.length), language);
      const baseKey = base.classes.join('');
      for (const [added, englishEndings] of readings) {
        const key = baseKey.endsWith(added.charAt(0)) && added !== '' ? baseKey + added.slice(1) : baseKey + added;
        found.push({ key, stem: base, language, prefix, ending, englishEndings, added, initial: stem.charAt(0) });
      }
    }
    if (ended) continue;
    const whole = scriptSpelling(stem, language);
    found.push({ key: whole.classes.join(''), stem: whole, language, prefix, ending: '', englishEndings: null, added: '', initial: stem.charAt(0) });
  }
  return found;
}

/**
 * How far an English word is from a reading of the same key (0: alike), or null when they
 * disagree: a consonant the script writes with a letter that never stands for the English one
 * (פ is p or f, never b); an English ending the script's ending does not spell; a vowel letter of
 * the script with no such vowel in the English word at that place, or more vowel letters than the
 * English vowels there; an English word beginning with a vowel where the script's does not. Only
 * the stem's part of the English word is compared. An English o, u or i the script leaves out
 * costs a little, as it usually writes them, and so does a י or ي read as e alone.
 */
export function loanDistance(word: string, english: LoanSpelling, reading: LoanReading): number | null {
  if (reading.englishEndings !== null && !reading.englishEndings.some((ending) => word.endsWith(ending))) return null;
  // Arabic writes an English h with ه, and ه is an h (هولوكوست, holocaust; أندوفر is no handover);
  // no Arabic word begins with a vowel (an alef carries it), so a first ي is a y (يستروس is no oestrus).
  if (reading.language === 'ar' && (word.startsWith('h') !== (reading.initial === 'ه') || (reading.initial === 'ي' && !word.startsWith('y')))) return null;
  const stem = reading.stem;
  const sounds = reading.language === 'he' ? HEBREW_SOUNDS : ARABIC_SOUNDS;
  // A stem's last consonant may merge with the ending's first (ק of -יקה and the c of -ic): only the ones before it are compared letter by letter.
  const merged = reading.added !== '' && reading.added.charAt(0) === stem.classes[stem.classes.length - 1] ? 1 : 0;
  for (let at = 0; at < stem.classes.length - merged; at++) {
    const spoken = english.letters[at] ?? [];
    for (const letter of stem.letters[at] ?? []) {
      const allowed = sounds[letter];
      if (allowed !== undefined && !spoken.some((sound) => allowed.includes(sound))) return null;
    }
  }
  const count = stem.classes.length;
  let distance = 0;
  for (let at = 0; at <= count; at++) {
    // The gap where the script's ending was taken off, and the English ending after it, are not compared.
    if (reading.ending !== '' && at === count) break;
    const written = stem.gaps[at] ?? '';
    const spoken = english.gaps[at] ?? '';
    const last = at === count;
    if (written === '') {
      // An English word beginning with a vowel needs one written; with an h (haploid) the script's ה or ه may be taken for an article.
      if (at === 0 && spoken !== '' && !word.startsWith('h')) return null;
      // A final vowel is written too: אסטרונום is an astronomer, not astronomy.
      if (last && spoken !== '' && reading.ending === '') return null;
      if (!last && /[ouw]/u.test(spoken)) distance += 1;
      // Arabic reads an English y between consonants as the i it is (gigabyte is no جيجابت).
      else if (!last && (spoken.includes('i') || (reading.language === 'ar' && spoken.includes('y')))) distance += 0.5;
      // Arabic writes a loanword's vowels as long ones; its own words leave short vowels out (مشبك).
      else if (!last && spoken !== '' && reading.language === 'ar') distance += 0.25;
      continue;
    }
    if (spoken === '') {
      // A final ה or ة after a last consonant (ביומסה, biomass) is the script's own ending.
      if (last && written === A) {
        distance += 0.5;
        continue;
      }
      return null;
    }
    if (written.length > spoken.length) return null;
    if (written.includes(O) && !/[ouw]/u.test(spoken)) return null;
    // An o or u beside a written vowel letter is usually written too (eu, as in neutron, is read as one sound); in Arabic a w's too (screwball is no سكريبال).
    if (!written.includes(O) && (reading.language === 'ar' ? /[ouw]/u : /[ou]/u).test(spoken.replace('eu', ''))) distance += 0.5;
    if (written.includes(I) && !/[eiy]/u.test(spoken)) return null;
    if (written.includes(I) && !/[iy]/u.test(spoken)) distance += 0.25;
    // A written Arabic alef inside a word is a long a (كوارك, quark; not متراصة, mattress).
    // او is also the diphthong English writes ow or ou (داونلود, download).
    const diphthong = written === A + O && /^o[uw]$/u.test(spoken);
    if (reading.language === 'ar' && at > 0 && written.includes(A) && !spoken.includes('a') && !diphthong) return null;
  }
  return distance;
}

// Which language a text is measured in, read from the letters it is written in, never from the
// site's interface language (docs/decisions.md "The De-Jargonizer measure"; the rule and where
// it applies: docs/de-jargonizer.md "Language from the text", docs/exercises.md).
// Hebrew letters → the Hebrew list; Arabic letters → the Arabic list; Latin letters → an English
// (or other Latin-script) period. A mixed text goes by the majority of its letters; digits and
// punctuation do not vote. A text mostly in letters of another script (Cyrillic, Chinese …) has
// no list: it is told so, never scored (unmeasurableScript). Pure and browser-safe: the web
// editor runs it on every keystroke.
import { isArabicLetter } from './arabic-letters.ts';
import { JargonError } from './errors.ts';
import {
  ARABIC_PERIOD,
  DEFAULT_PERIOD,
  HEBREW_PERIOD,
  isPeriodCode,
  parsePeriodCode,
} from './period-code.ts';

/** The scripts the measure has word lists for. */
export type TextScript = 'Hebrew' | 'Arabic' | 'Latin';

export interface LetterCounts {
  readonly hebrew: number;
  readonly arabic: number;
  readonly latin: number;
  /** Letters of every other script (Cyrillic, Greek, Chinese …), which no list measures. */
  readonly other: number;
}

/** Hebrew letters (א–ת, final forms included, and the Yiddish ligatures) and Hebrew presentation forms. */
function isHebrewLetter(unit: number): boolean {
  return (unit >= 0x05d0 && unit <= 0x05ea) || (unit >= 0x05ef && unit <= 0x05f2) || (unit >= 0xfb1d && unit <= 0xfb4f);
}

/** Basic Latin letters, Latin-1 letters (not × ÷), Latin Extended A/B, Latin Extended Additional. */
function isLatinLetter(unit: number): boolean {
  return (
    (unit >= 0x41 && unit <= 0x5a) ||
    (unit >= 0x61 && unit <= 0x7a) ||
    (unit >= 0xc0 && unit <= 0x24f && unit !== 0xd7 && unit !== 0xf7) ||
    (unit >= 0x1e00 && unit <= 0x1eff)
  );
}

// Whether a code unit is a letter of any script, worked out once per unit (a regex per
// character would cost the editor's keystrokes); 0 = not yet known, 1 = letter, 2 = not.
const LETTER = /\p{L}/u;
let letterTable: Uint8Array | null = null;

function isOtherLetter(text: string, index: number, unit: number): boolean {
  // A surrogate pair: letters beyond the first plane (rare Chinese characters, historic scripts).
  if (unit >= 0xd800 && unit <= 0xdbff)
    return LETTER.test(String.fromCodePoint(text.codePointAt(index) ?? unit));
  letterTable ??= new Uint8Array(0x10000);
  let known = letterTable[unit] ?? 0;
  if (known === 0) {
    known = LETTER.test(String.fromCharCode(unit)) ? 1 : 2;
    letterTable[unit] = known;
  }
  return known === 1;
}

/** How many letters of each script a text has (every character is looked at: a plain loop, ~1 ms per 200 kB). */
export function countScriptLetters(text: string): LetterCounts {
  let hebrew = 0;
  let arabic = 0;
  let latin = 0;
  let other = 0;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    if (unit < 0x41) continue;
    if (isLatinLetter(unit)) latin++;
    else if (unit < 0xaa || unit === 0x0640)
      continue; // tatweel only stretches an Arabic word
    else if (isHebrewLetter(unit)) hebrew++;
    else if (isArabicLetter(unit)) arabic++;
    else if (isOtherLetter(text, index, unit)) other++;
  }
  return { hebrew, arabic, latin, other };
}

/**
 * The script most of a text's letters are written in, among those the measure has lists for;
 * null when it has none of their letters (numbers only, another script). A tie goes to Hebrew,
 * then Arabic: a text half in Hebrew or Arabic is not an English text, and measuring its words
 * with the English list marks every one of them rare.
 */
export function scriptOfText(text: string): TextScript | null {
  return scriptOfLetters(countScriptLetters(text));
}

/** The script most letters are written in, from their counts (scriptOfText's rule). */
export function scriptOfLetters({
  hebrew,
  arabic,
  latin,
}: Pick<LetterCounts, 'hebrew' | 'arabic' | 'latin'>): TextScript | null {
  if (hebrew === 0 && arabic === 0 && latin === 0) return null;
  if (hebrew >= arabic && hebrew >= latin) return 'Hebrew';
  return arabic >= latin ? 'Arabic' : 'Latin';
}

/** Letter counts added up (the editor sums them line by line). */
export function addLetterCounts(first: LetterCounts, second: LetterCounts): LetterCounts {
  return {
    hebrew: first.hebrew + second.hebrew,
    arabic: first.arabic + second.arabic,
    latin: first.latin + second.latin,
    other: first.other + second.other,
  };
}

/** Scripts the measure cannot read, named in its message by the first letter of each (Unicode blocks). */
const SCRIPT_NAMES: readonly (readonly [number, number, string])[] = [
  [0x0370, 0x03ff, 'Greek'],
  [0x0400, 0x052f, 'Cyrillic'],
  [0x0530, 0x058f, 'Armenian'],
  [0x0900, 0x097f, 'Devanagari'],
  [0x0980, 0x09ff, 'Bengali'],
  [0x0e00, 0x0e7f, 'Thai'],
  [0x10a0, 0x10ff, 'Georgian'],
  [0x1100, 0x11ff, 'Korean'],
  [0x1200, 0x139f, 'Ethiopic'],
  [0x3040, 0x30ff, 'Japanese'],
  [0x3400, 0x4dbf, 'Chinese'],
  [0x4e00, 0x9fff, 'Chinese'],
  [0xac00, 0xd7af, 'Korean'],
];

/** The name of the script of a text's first letter that no list measures ('another script' when unnamed). */
function otherScriptName(text: string): string {
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    if (
      unit < 0xaa ||
      isLatinLetter(unit) ||
      isHebrewLetter(unit) ||
      isArabicLetter(unit) ||
      !isOtherLetter(text, index, unit)
    ) {
      continue;
    }
    for (const [from, to, name] of SCRIPT_NAMES) if (unit >= from && unit <= to) return name;
    return 'another script';
  }
  return 'another script';
}

/**
 * When most of a text's letters are of a script no list measures (more of them than of Hebrew,
 * Arabic and Latin letters together): the name of that script ('Cyrillic', 'Chinese' …, or
 * 'another script'); null when the text can be measured.
 */
export function unmeasurableScript(
  text: string,
  letters: LetterCounts = countScriptLetters(text),
): string | null {
  return letters.other > letters.hebrew + letters.arabic + letters.latin
    ? otherScriptName(text)
    : null;
}

/** The sentence that tells a writer a text cannot be measured (the API's message; the page translates it). */
export function unmeasurableScriptMessage(script: string): string {
  const letters = script === 'another script' ? 'letters of a script' : `${script} letters`;
  return `This text is written in ${letters} the De-Jargonizer cannot measure: it has word lists for English (Latin letters), Hebrew and Arabic only, so it gives no score.`;
}

/**
 * Throws JargonError UNSUPPORTED_SCRIPT when a text is mostly in letters the dictionary's list
 * cannot measure: a Russian or Chinese text is told so, never scored 0. A dictionary of a language
 * whose own name is not in Latin letters (a corpus dictionary such as Русский2020_2024) measures
 * its own script, so it is not checked.
 */
export function checkMeasurable(text: string, language: string, letters?: LetterCounts): void {
  if (!/^[A-Za-z\u00c0-\u024f]+$/u.test(language)) return;
  const script = unmeasurableScript(text, letters);
  if (script !== null)
    throw new JargonError('UNSUPPORTED_SCRIPT', unmeasurableScriptMessage(script));
}

/** The script a period's language is written in: Hebrew and Arabic for their lists, Latin for every other (English, corpus languages). */
export function scriptOfPeriod(period: string): TextScript {
  if (!isPeriodCode(period)) return 'Latin';
  const { language } = parsePeriodCode(period);
  return language === 'Hebrew' ? 'Hebrew' : language === 'Arabic' ? 'Arabic' : 'Latin';
}

/** Hebrew and Arabic read right to left: the direction of a period's texts. */
export function directionOfPeriod(period: string): 'ltr' | 'rtl' {
  return scriptOfPeriod(period) === 'Latin' ? 'ltr' : 'rtl';
}

/** The default period of a script: the Hebrew list, the Arabic list, or the default English period. */
export function periodOfScript(script: TextScript, latinPeriod: string = DEFAULT_PERIOD): string {
  return script === 'Hebrew' ? HEBREW_PERIOD : script === 'Arabic' ? ARABIC_PERIOD : latinPeriod;
}

/**
 * The period a text is measured with. `chosen` (a period the user or the client picked; the
 * default period when none) is kept when its language is written in the text's script; otherwise
 * the default period of the text's script: the Hebrew list for a Hebrew text, the Arabic list for
 * an Arabic text, the default English period for a Latin text. A text without Hebrew, Arabic or
 * Latin letters keeps `chosen`. A malformed `chosen` is returned as it is, for the caller to report.
 */
export function periodForText(text: string, chosen: string = DEFAULT_PERIOD): string {
  return periodForScript(scriptOfText(text), chosen);
}

/** periodForText for a text whose script is known (null: none of the three). */
export function periodForScript(script: TextScript | null, chosen: string = DEFAULT_PERIOD): string {
  if (script === null || !isPeriodCode(chosen) || scriptOfPeriod(chosen) === script) return chosen;
  return periodOfScript(script);
}

/** periodForText, kept to the periods that exist: `chosen` when the text's script has no list here. */
export function measuredPeriod(dictionaries: { has(code: string): boolean }, text: string, chosen: string): string {
  return measuredPeriodOfScript(dictionaries, scriptOfText(text), chosen);
}

/** measuredPeriod for a text whose script is known. */
export function measuredPeriodOfScript(dictionaries: { has(code: string): boolean }, script: TextScript | null, chosen: string): string {
  const period = periodForScript(script, chosen);
  return dictionaries.has(period) ? period : chosen;
}

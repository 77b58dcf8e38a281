// Which language a text is measured in, read from the letters it is written in, never from the
// site's interface language (docs/decisions.md "The De-Jargonizer measure"; the rule and where
// it applies: docs/de-jargonizer.md "Language from the text", docs/exercises.md).
// Hebrew letters → the Hebrew list; Latin letters → an English (or other Latin-script) period.
// A mixed text goes by the majority of its letters; digits, punctuation and other scripts do
// not vote. Pure and browser-safe: the web editor runs it on every keystroke.
import { DEFAULT_PERIOD, HEBREW_PERIOD, isPeriodCode, parsePeriodCode } from './period-code.ts';

/** The scripts the measure has word lists for. */
export type TextScript = 'Hebrew' | 'Latin';

export interface LetterCounts {
  readonly hebrew: number;
  readonly latin: number;
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

/** How many Hebrew and Latin letters a text has (every character is looked at: a plain loop, ~1 ms per 200 kB). */
export function countScriptLetters(text: string): LetterCounts {
  let hebrew = 0;
  let latin = 0;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    if (unit < 0x41) continue;
    if (isLatinLetter(unit)) latin++;
    else if (isHebrewLetter(unit)) hebrew++;
  }
  return { hebrew, latin };
}

/**
 * The script most of a text's letters are written in; null when it has no Hebrew or Latin letter
 * (numbers only, another script). A tie goes to Hebrew: a text half in Hebrew is not an English
 * text, and measuring Hebrew words with the English list marks every one of them rare.
 */
export function scriptOfText(text: string): TextScript | null {
  return scriptOfLetters(countScriptLetters(text));
}

/** The script most letters are written in, from their counts (scriptOfText's rule). */
export function scriptOfLetters({ hebrew, latin }: LetterCounts): TextScript | null {
  if (hebrew === 0 && latin === 0) return null;
  return hebrew >= latin ? 'Hebrew' : 'Latin';
}

/** The script a period's language is written in: Hebrew for Hebrew periods, Latin for every other (English, corpus languages). */
export function scriptOfPeriod(period: string): TextScript {
  return isPeriodCode(period) && parsePeriodCode(period).language === 'Hebrew' ? 'Hebrew' : 'Latin';
}

/**
 * The period a text is measured with. `chosen` (a period the user or the client picked; the
 * default period when none) is kept when its language is written in the text's script; otherwise
 * the default period of the text's script: the Hebrew list for a Hebrew text, the default English
 * period for a Latin text. A text without Hebrew or Latin letters keeps `chosen`. A malformed
 * `chosen` is returned as it is, for the caller to report.
 */
export function periodForText(text: string, chosen: string = DEFAULT_PERIOD): string {
  const script = scriptOfText(text);
  if (script === null || !isPeriodCode(chosen) || scriptOfPeriod(chosen) === script) return chosen;
  return script === 'Hebrew' ? HEBREW_PERIOD : DEFAULT_PERIOD;
}

// The Hebrew dictionary's subtitle counts (`hebrew/he_50k_2018.txt` in the data folder) and what
// building it from them takes in Hebrew (subtitle-counts-builder.ts): points removed, prefix
// letters, each listed form banded by its family, and place names (docs/de-jargonizer.md
// "Hebrew"). Build-time only.
import { HEBREW_LIST_FORM, stripHebrewPrefixes } from './hebrew.ts';
import { lexemeCounts } from './hebrew-lexemes.ts';
import { hebrewPlaceNames } from './hebrew-place-names.ts';
import { HEBREW_PERIOD } from './period-code.ts';
import type { SubtitleLanguage } from './subtitle-counts-builder.ts';
import { normaliseWordForm } from './tokenizer.ts';

// Subtitle files leave a full stop or a dash stuck to a word (.אני, -אני); inside a form they
// mark numbers and abbreviations (ב-10, האף.בי.איי), which are not words of the list.
const EDGE_PUNCTUATION = /^[.\-–—,!?…"']+|(?<![.\-–—,!?…"'])[.\-–—,!?…"']+$/gu;

/** A family's head keeps a root's three letters, so a short word (תא, דע) gathers no family. */
const MIN_FAMILY_HEAD = 3;

/**
 * The word a listed form belongs to (docs/de-jargonizer.md "Hebrew families"): the form without
 * its prefix letters when that stem is listed (והנרות, בנרות → נרות). The list counts each form
 * apart, so a word children meet daily behind a dozen prefixes can have no form above the common
 * cut-off. Not behind מ or ש, which begin many words of their own (מחסום is not מ + חסום), unless
 * the article follows (מהכיתה, שהילד). Endings and a verb's persons join families one step
 * further, in hebrew-lexemes.ts.
 */
export function familyHead(form: string, counts: ReadonlyMap<string, number>): string {
  for (const stem of stripHebrewPrefixes(form)) {
    const prefix = form.slice(0, form.length - stem.length);
    if (stem.length >= MIN_FAMILY_HEAD && counts.has(stem) && !/[מש](?!ה)/u.test(prefix)) return stem;
  }
  return form;
}

/**
 * Each listed form's family count: the counts of every listed form with the same head, added up
 * (heads and their forms alike), or its lexeme's count (hebrew-lexemes.ts) where that is larger.
 */
export function familyCounts(counts: ReadonlyMap<string, number>): Map<string, number> {
  const byHead = new Map<string, number>();
  const heads = new Map<string, string>();
  for (const [form, count] of counts) {
    const head = familyHead(form, counts);
    heads.set(form, head);
    byHead.set(head, (byHead.get(head) ?? 0) + count);
  }
  const families = new Map<string, number>();
  for (const [form, head] of heads) families.set(form, byHead.get(head) ?? 0);
  for (const [head, total] of byHead) families.set(head, Math.max(families.get(head) ?? 0, total));
  for (const [form, lexeme] of lexemeCounts(counts, (word) => familyHead(word, counts))) {
    families.set(form, Math.max(families.get(form) ?? 0, lexeme));
  }
  return families;
}

export const HEBREW_SUBTITLES: SubtitleLanguage = {
  period: HEBREW_PERIOD,
  kind: 'hebrew-counts',
  countsFile: ['hebrew', 'he_50k_2018.txt'],
  lookupForm: (written) => normaliseWordForm(written).replace(EDGE_PUNCTUATION, ''),
  isWord: (form) => HEBREW_LIST_FORM.test(form),
  stems: stripHebrewPrefixes,
  strippedLetters: 'prefix letters',
  familyCounts,
  placeForms: () => hebrewPlaceNames().forms,
};

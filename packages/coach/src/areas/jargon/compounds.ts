// A closed compound of two everyday words ("heatwaves", "meltwater", "honeybees", "hailstones"):
// readers who know both parts read the whole, though the compound itself is rare in the lists.
// A part counts as everyday when the English subtitles speak it often (COMPOUND_PART_SPOKEN_ZIPF);
// combining forms ("bio", "micro", "hydro") are spoken less and keep "biofilm" a term. A hyphenated
// word is read the same way, part by part ("gym-goers", "sea-level"; "post-synaptic" stays a term).
import { lookupForms } from '@scicomm/jargon/word-frequencies';
import type { WordLists } from '../../measures/word-lists.ts';

/** Spoken Zipf of each part: "melt" 3.9, "worm" 3.9, "sub" 3.9; "bio" 3.3, "micro" 3.1, "synthesis" 2.7. */
export const COMPOUND_PART_SPOKEN_ZIPF = 3.5;

/**
 * Letters of each part: with three, terms split into short words that are no parts of theirs
 * ("con-specifics", "sol-vents", "man-groves", "fur-rows", "carbon-ate": all labelled or read as
 * terms), which cost more than "earworm" and "subsurface" gain.
 */
const MIN_FIRST_LETTERS = 4;
const MIN_HEAD_LETTERS = 4;
/** A three-letter first part counts beside a head when both are among the commonest spoken words: "seafloor", "sunlight"; not "mangroves" (groves 3.7). */
const SHORT_FIRST_LETTERS = 3;
const SHORT_PART_SPOKEN_ZIPF = 4.5;

/** Letters of each part of a hyphenated word: "gym-goers" yes; "x-ray", "co-enzyme" are read whole. */
const MIN_HYPHENATED_PART_LETTERS = 3;

/** Whether the English word, or a base of it, is two everyday words written as one, or hyphenated everyday words. */
export function compoundOfEverydayWords(word: string, lists: WordLists): boolean {
  const spoken = lists.spokenEnglish;
  if (!spoken) return false;
  const everyday = (part: string) => spoken.zipf(part) >= COMPOUND_PART_SPOKEN_ZIPF;
  const parts = word.toLowerCase().split('-');
  if (parts.length > 1) {
    return parts.every((part) => [...part].length >= MIN_HYPHENATED_PART_LETTERS && lookupForms(part, 'en').some(everyday));
  }
  return lookupForms(word, 'en').some((form) => {
    if (!/^[a-z]+$/u.test(form)) return false;
    for (let cut = SHORT_FIRST_LETTERS; cut <= form.length - MIN_HEAD_LETTERS; cut++) {
      const least = cut < MIN_FIRST_LETTERS ? SHORT_PART_SPOKEN_ZIPF : COMPOUND_PART_SPOKEN_ZIPF;
      if (spoken.zipf(form.slice(0, cut)) >= least && spoken.zipf(form.slice(cut)) >= least) return true;
    }
    return false;
  });
}

/**
 * A word readers speak every day with a suffix that keeps its sense: an adjective in "-y"
 * ("stretchy", "springy", "spongy" from sponge, "muddy"; not "starchy", starch 3.0 in speech), an
 * ordinal in "-th" ("thousandth", "millionths").
 */
export function everydayWordWithSuffix(word: string, lists: WordLists): boolean {
  const spoken = lists.spokenEnglish;
  const form = word.toLowerCase();
  if (!spoken) return false;
  const ordinal = /^([a-z]{4,})ths?$/u.exec(form);
  if (ordinal) return spoken.zipf(ordinal[1]!) >= COMPOUND_PART_SPOKEN_ZIPF;
  if (!/^[a-z]{4,}y$/u.test(form)) return false;
  const stem = form.slice(0, -1);
  const bases = [stem, `${stem}e`, ...(/(.)\1$/u.test(stem) ? [stem.slice(0, -1)] : [])];
  return bases.some((base) => base.length >= 3 && spoken.zipf(base) >= COMPOUND_PART_SPOKEN_ZIPF);
}

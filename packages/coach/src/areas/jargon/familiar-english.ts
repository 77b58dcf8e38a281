// Which English words a young reader knows, from the New Dale–Chall list (1995): some 3,000 words
// that four in five American fourth graders knew. News counts cannot say this: "raisins",
// "honeybees", "raincoat" and "squeezes" are rare in the news and everyday for a 10-year-old; the
// walks read as an instructor reads found each of them asked as jargon. A word is familiar when
// the list has it, its base (a plural, a verb form, a British spelling) or, for a compound, both
// of its parts ("rain" + "coat"). Words the list lacks are not therefore unknown: the list only
// ever takes a word out of a question.
import { daleChall } from 'dale-chall';

const familiar = new Set(daleChall);

/** British spellings the list (American) has in their other form. */
const britishEndings: ReadonlyArray<[RegExp, string]> = [
  [/our(?=s?$|ed$|ing$|ful$|less$)/u, 'or'], // colour, neighbour
  [/ise(?=s?$|d$)/u, 'ize'], // realise
  [/isation(?=s?$)/u, 'ization'],
  [/tre(?=s?$)/u, 'ter'], // centre, metre
  [/ll(?=ed$|ing$)/u, 'l'], // travelled
];

/** The word's plain bases: itself, its singular, its verb stem, its adjective's noun ("steamy"). */
function bases(word: string): string[] {
  const forms = new Set([word]);
  for (const [ending, american] of britishEndings) forms.add(word.replace(ending, american));
  for (const form of [...forms]) {
    if (form.endsWith('ies') || form.endsWith('ied')) forms.add(`${form.slice(0, -3)}y`);
    if (/(?:s|x|z|ch|sh)es$/u.test(form)) forms.add(form.slice(0, -2));
    if (form.endsWith('s') && !form.endsWith('ss')) forms.add(form.slice(0, -1));
    for (const suffix of ['ed', 'ing', 'er', 'ers', 'est', 'y', 'ly', 'ful', 'less', 'ness']) {
      if (!form.endsWith(suffix) || form.length - suffix.length < 3) continue;
      const stem = form.slice(0, -suffix.length);
      forms.add(stem);
      forms.add(`${stem}e`); // squeezed → squeeze
      if (/([b-df-hj-np-tv-z])\1$/u.test(stem)) forms.add(stem.slice(0, -1)); // stopped → stop
    }
  }
  return [...forms];
}

function listed(word: string): boolean {
  return bases(word).some((base) => familiar.has(base));
}

/**
 * Whether a fourth grader knows the word (lowercase, letters only; any lemma a tagger gave may
 * come too): on the list in one of its plain forms, or a compound of two listed words, the first of
 * three letters or more and the second of four ("raincoat", "honeybees", "sunflower").
 */
export function familiarToChildren(word: string, lemma?: string): boolean {
  const lower = word.toLowerCase();
  if (!/^[a-z]+(?:-[a-z]+)?$/u.test(lower)) return false;
  if (listed(lower) || (lemma !== undefined && lemma !== '' && listed(lemma.toLowerCase()))) return true;
  const parts = lower.split('-');
  if (parts.length === 2) return parts.every((part) => part.length >= 3 && listed(part));
  // A second part of four letters or more: "car" + "pal" is no compound.
  for (let cut = 3; cut <= lower.length - 4; cut++) {
    if (listed(lower.slice(0, cut)) && listed(lower.slice(cut))) return true;
  }
  return false;
}

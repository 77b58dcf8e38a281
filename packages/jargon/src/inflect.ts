// A replacement in the form its sentence needs ("reduced", not "reduce"; plural for plural):
// the form a word has is read from how it differs from its lemma, and the replacement is put in
// that form by the English spelling rules, with the irregular words a plain replacement is likely
// to be. Browser-safe, no dependency.
import type { PartOfSpeech } from './english-inflections.ts';

export type WordFormKind = 'base' | 'past' | 'participle' | 'ing' | 's' | 'comparative' | 'superlative';

// Irregular verbs: base, past, past participle.
const IRREGULAR_VERBS = `
arise arose arisen|be was been|bear bore borne|become became become|begin began begun|bend bent bent|bind bound bound
bite bit bitten|bleed bled bled|blow blew blown|break broke broken|breed bred bred|bring brought brought|build built built
burst burst burst|buy bought bought|cast cast cast|catch caught caught|choose chose chosen|come came come|cost cost cost
cut cut cut|deal dealt dealt|dig dug dug|do did done|draw drew drawn|drink drank drunk|drive drove driven|eat ate eaten
fall fell fallen|feed fed fed|feel felt felt|fight fought fought|find found found|fly flew flown|forbid forbade forbidden
foresee foresaw foreseen|forget forgot forgotten|freeze froze frozen|get got got|give gave given|go went gone
grind ground ground|grow grew grown|hang hung hung|have had had|hide hid hidden|hit hit hit|hold held held|hurt hurt hurt
keep kept kept|know knew known|lay laid laid|lead led led|leave left left|lend lent lent|let let let|light lit lit
lose lost lost|make made made|mean meant meant|meet met met|mistake mistook mistaken|overcome overcame overcome
pay paid paid|put put put|quit quit quit|ride rode ridden|ring rang rung|rise rose risen|run ran run|say said said
see saw seen|seek sought sought|sell sold sold|send sent sent|set set set|shake shook shaken|shed shed shed|shine shone shone
shoot shot shot|show showed shown|shrink shrank shrunk|shut shut shut|sing sang sung|sink sank sunk|sit sat sat
sleep slept slept|slide slid slid|speak spoke spoken|spend spent spent|split split split|spread spread spread
spring sprang sprung|stand stood stood|stick stuck stuck|strike struck struck|swim swam swum|swing swung swung
take took taken|teach taught taught|tear tore torn|tell told told|think thought thought|throw threw thrown
undergo underwent undergone|understand understood understood|wear wore worn|win won won|wind wound wound
withdraw withdrew withdrawn|write wrote written`;

const IRREGULAR_PLURALS = `
calf calves|child children|deer deer|fish fish|foot feet|goose geese|half halves|knife knives|leaf leaves|life lives
loaf loaves|man men|mouse mice|ox oxen|person people|series series|sheep sheep|shelf shelves|species species
thief thieves|tooth teeth|wife wives|wolf wolves|woman women`;

const IRREGULAR_COMPARISONS = 'good better best|bad worse worst|far further furthest|little less least|many more most|much more most';

const rows = (text: string): string[][] =>
  text
    .trim()
    .split(/[|\n]/u)
    .map((row) => row.trim().split(' '));

const VERBS = new Map(rows(IRREGULAR_VERBS).map(([base = '', past = '', participle = '']) => [base, { past, participle }]));
const PLURALS = new Map(rows(IRREGULAR_PLURALS).map(([one = '', many = '']) => [one, many]));
const COMPARISONS = new Map(rows(IRREGULAR_COMPARISONS).map(([base = '', more = '', most = '']) => [base, { more, most }]));
// Before a past form, these make it a participle: "has reduced", "was reduced".
const PARTICIPLE_AFTER = new Set('have has had having is are was were be been being get gets got'.split(' '));
// Final stressed syllables of two-syllable verbs that double their consonant (occurred, admitted).
const DOUBLING = new Set('occur refer prefer permit commit control admit regret upset forget submit omit equip compel propel'.split(' '));

/**
 * The form `form` has relative to its lemma (`reduced` of reduce: past; `layers` of layer: s).
 * `pos` is its part of speech where known (an -er of a verb is no comparative); `previous`, the
 * word before it, tells a participle from a past tense ("was reduced" / "reduced the").
 */
export function formKindOf(form: string, lemma: string, pos: PartOfSpeech | null, previous = ''): WordFormKind {
  if (form === lemma) return 'base';
  const irregular = VERBS.get(lemma);
  if (irregular && (form === irregular.past || form === irregular.participle)) {
    return PARTICIPLE_AFTER.has(previous) || form !== irregular.past ? 'participle' : 'past';
  }
  if (form.endsWith('ing')) return 'ing';
  if (form.endsWith('ed')) return PARTICIPLE_AFTER.has(previous) ? 'participle' : 'past';
  if (pos === 'a' || pos === 'r' || pos === null) {
    if (form.endsWith('est')) return 'superlative';
    if (form.endsWith('er') && !lemma.endsWith('er')) return 'comparative';
  }
  if (form.endsWith('s') || PLURALS.get(lemma) === form || /(?:ae|i|a)$/u.test(form)) return 's';
  return 'base';
}

/**
 * `word` (a lemma; of several words the first is inflected: "build up" → "built up") in the form
 * `kind`. A plural or third person: -s by the spelling rules; a past or participle: -ed, or the
 * irregular form.
 */
export function inflectAs(word: string, kind: WordFormKind): string {
  if (kind === 'base') return word;
  const space = word.indexOf(' ');
  if (space > 0) return `${inflectAs(word.slice(0, space), kind)}${word.slice(space)}`;
  switch (kind) {
    case 'past':
      return VERBS.get(word)?.past ?? withEd(word);
    case 'participle':
      return VERBS.get(word)?.participle ?? withEd(word);
    case 'ing':
      return withIng(word);
    case 's':
      return PLURALS.get(word) ?? withS(word);
    case 'comparative':
      return COMPARISONS.get(word)?.more ?? compared(word, 'er', 'more');
    case 'superlative':
      return COMPARISONS.get(word)?.most ?? compared(word, 'est', 'most');
  }
}

const VOWELS = 'aeiou';

/** True for a word ending consonant–vowel–consonant whose last consonant doubles: stop → stopped, not open → opened. */
function doublesLast(word: string): boolean {
  const [a = '', b = '', c = ''] = word.slice(-3);
  const cvc = !VOWELS.includes(a) && VOWELS.includes(b) && !VOWELS.includes(c) && !'wxy'.includes(c);
  if (!cvc) return false;
  return syllablesOf(word) === 1 || DOUBLING.has(word);
}

/** Vowel groups, a silent final e not counted (safe: one). */
function syllablesOf(word: string): number {
  return Math.max(1, word.replace(/([^aeiouy])e$/u, '$1').match(/[aeiouy]+/gu)?.length ?? 0);
}

function withEd(word: string): string {
  if (word.endsWith('e')) return `${word}d`;
  if (/[^aeiou]y$/u.test(word)) return `${word.slice(0, -1)}ied`;
  return doublesLast(word) ? `${word}${word.at(-1)}ed` : `${word}ed`;
}

function withIng(word: string): string {
  if (word.endsWith('ie')) return `${word.slice(0, -2)}ying`;
  if (/[^eoy]e$/u.test(word)) return `${word.slice(0, -1)}ing`;
  return doublesLast(word) ? `${word}${word.at(-1)}ing` : `${word}ing`;
}

function withS(word: string): string {
  if (/(?:s|x|z|ch|sh)$/u.test(word) || word === 'go' || word === 'do') return `${word}es`;
  if (/[^aeiou]y$/u.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/** -er/-est for a word of one syllable or two ending in -y (big → bigger, easy → easier); more/most before longer ones. */
function compared(word: string, ending: 'er' | 'est', adverb: 'more' | 'most'): string {
  const syllables = syllablesOf(word);
  if (syllables === 1 || (syllables === 2 && /[^aeiou]y$/u.test(word))) {
    if (/[^aeiou]y$/u.test(word)) return `${word.slice(0, -1)}i${ending}`;
    if (word.endsWith('e')) return `${word}${ending.slice(1)}`;
    return doublesLast(word) ? `${word}${word.at(-1)}${ending}` : `${word}${ending}`;
  }
  return `${adverb} ${word}`;
}

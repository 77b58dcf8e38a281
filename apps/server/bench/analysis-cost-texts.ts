// The kinds of text a writer may paste, for what an analysis costs (inline-cost.bench.ts) and for
// the integrity probe's burst: real English prose, German (a language the site has no list for,
// written in Latin letters), English with typos, random letters with no punctuation (every word
// unknown, one long sentence), the rare words of science writing with no punctuation (each one's
// sentence read: the worst case for the simpler words), Hebrew,
// Arabic, random Hebrew and Arabic letters, and mixed scripts. Deterministic: the same text each run.
import { hebrewPlainTexts } from '@scicomm/jargon/eval/hebrew-plain-texts';
import { arabicPlainTexts } from '@scicomm/jargon/eval/arabic-plain-texts';
import { arabicFreshPlainTexts, hebrewChildrenFresh2Texts } from '@scicomm/jargon/eval/fresh-band-texts';
import { ALTERNATIVES_EVAL } from '@scicomm/jargon/eval/alternatives-eval-list';
import { variedProse } from './prose.ts';

export type TextKind =
  | 'English'
  | 'German'
  | 'typos'
  | 'random letters'
  | 'rare words'
  | 'Hebrew'
  | 'Arabic'
  | 'random Hebrew letters'
  | 'random Arabic letters'
  | 'mixed scripts';

// Written for this bench: a science text in German, several paragraphs so a long text repeats late.
const GERMAN = [
  'Wir untersuchen, wie Weizenpflanzen auf lange Trockenheit reagieren. In unserem Labor messen wir die Veränderungen in den Wurzeln während heißer Sommer, und wir vergleichen Sorten aus verschiedenen Regionen Europas.',
  'Die Landwirte brauchen Pflanzen, die Hitze und Wassermangel überstehen. Deshalb ziehen wir Setzlinge im Gewächshaus, stellen die Bewässerung ab und beobachten, welche Gene sich einschalten und welche Pflanzen welken.',
  'Nach drei Wochen ohne Wasser zeigten die widerstandsfähigen Sorten kaum Schäden, während die empfindlichen Blätter verloren. Wir teilen die Samen der kräftigen Pflanzen mit Züchtern, die daraus neue Sorten entwickeln.',
  'Der Meeresspiegel steigt an vielen Küsten schneller als vor hundert Jahren. Messstationen entlang der Nordsee zeichnen seit Jahrzehnten jede Flut auf, und Satelliten ergänzen diese Beobachtungen aus dem Weltraum.',
  'Gemeinden, die tief liegen, planen höhere Deiche und bessere Warnsysteme. Die Forschenden erklären den Bewohnern in öffentlichen Versammlungen, was die Zahlen bedeuten und wie unsicher die Vorhersagen noch sind.',
  'Kinder, die abends wenig schlafen, kommen müde in die Schule und können sich schlechter konzentrieren. Eine Umfrage unter Eltern und Lehrkräften zeigt, dass Bildschirme vor dem Schlafengehen den Schlaf verkürzen.',
  'Bienen finden den Weg zurück zu ihrem Stock, indem sie sich am Stand der Sonne orientieren. Wenn Felder gespritzt werden, kehren weniger Bienen heim, und das Volk wird im folgenden Frühjahr deutlich kleiner.',
];

/** A small deterministic generator (mulberry32), so that every run measures the same texts. */
function randomOf(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** Words of 3–10 letters drawn from `alphabet`, separated by spaces, without punctuation, to `chars`. */
function randomWords(alphabet: string, chars: number, seed: number): string {
  const letters = [...alphabet];
  const random = randomOf(seed);
  const words: string[] = [];
  let length = 0;
  while (length < chars) {
    const size = 3 + Math.floor(random() * 8);
    let word = '';
    for (let index = 0; index < size; index++) word += letters[Math.floor(random() * letters.length)];
    words.push(word);
    length += word.length + 1;
  }
  return words.join(' ');
}

/** Real English prose with two inner letters swapped in about half its longer words. */
function withTypos(prose: string, seed: number): string {
  const random = randomOf(seed);
  return prose.replace(/[A-Za-z]{4,}/g, (word) => {
    if (random() < 0.5) return word;
    const at = 1 + Math.floor(random() * (word.length - 3));
    return word.slice(0, at) + word.charAt(at + 1) + word.charAt(at) + word.slice(at + 2);
  });
}

/** English prose, Hebrew, Arabic, Greek and Cyrillic words in turn, mostly Latin, so it is measured in English. */
function mixedScripts(english: string, hebrew: string, arabic: string, seed: number): string {
  const random = randomOf(seed);
  const latin = english.split(/\s+/);
  const others = [hebrew.split(/\s+/), arabic.split(/\s+/), randomWords('αβγδεζηθικλμνξοπρστυφχψω', 4_000, seed + 1).split(' '), randomWords('абвгдежзиклмнопрстуфхцчшщыэюя', 4_000, seed + 2).split(' ')];
  const words: string[] = [];
  for (let index = 0; index < latin.length; index++) {
    words.push(latin[index] ?? '');
    if (random() < 0.3) {
      const source = others[index % others.length] ?? [];
      words.push(source[index % source.length] ?? '');
    }
  }
  return words.join(' ');
}

/** `source` repeated with a space between, to at least `chars`. */
function repeatedTo(source: string, chars: number): string {
  let text = source;
  while (text.length < chars) text += ` ${source}`;
  return text;
}

/** A text of `kind`, cut at a space to at most `chars` characters. */
export function textOfKind(kind: TextKind, chars: number): string {
  const long = chars + 200;
  const english = () => variedProse(Math.ceil(long / 5) + 50);
  const hebrew = () => repeatedTo([...hebrewPlainTexts, ...hebrewChildrenFresh2Texts].join(' '), long);
  const arabic = () => repeatedTo([...arabicPlainTexts, ...arabicFreshPlainTexts].join(' '), long);
  const whole: Record<TextKind, () => string> = {
    English: english,
    German: () => repeatedTo(GERMAN.join('\n'), long),
    typos: () => withTypos(english(), 79),
    'random letters': () => randomWords('abcdefghijklmnopqrstuvwxyz', long, 7),
    // Real words of science writing, most of them rare, with no punctuation: each has its sentence read.
    'rare words': () => repeatedTo(ALTERNATIVES_EVAL.map((found) => found.word).join(' '), long),
    Hebrew: hebrew,
    Arabic: arabic,
    'random Hebrew letters': () => randomWords('אבגדהוזחטיכלמנסעפצקרשת', long, 11),
    'random Arabic letters': () => randomWords('ابتثجحخدذرزسشصضطظعغفقكلمنهوي', long, 13),
    'mixed scripts': () => mixedScripts(english(), hebrew(), arabic(), 17),
  };
  const text = whole[kind]();
  return text.length <= chars ? text : text.slice(0, text.lastIndexOf(' ', chars));
}

export const TEXT_KINDS: readonly TextKind[] = ['English', 'German', 'typos', 'random letters', 'rare words', 'Hebrew', 'Arabic', 'random Hebrew letters', 'random Arabic letters', 'mixed scripts'];

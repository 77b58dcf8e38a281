// Light English word analysis for the question feedback (docs/exercises.md "Feedback on
// Coherence and Critical Thinking questions"): a lemma that joins a word's inflected and
// derived forms ("measure", "measured", "measurements"), a lexicon of common verbs with their
// forms, and the content terms of a text as noun phrases ("seagrass meadows"), leaving out
// function words, general academic words and idiom parts ("keeping in mind"). Rules built on
// these lists hold for English only; `hasHebrew` tells the feedback when not to apply them.

import { isAcronymToken, wordTokens } from './words.ts';

/** Whether the text is written in Hebrew script (a text's language is read from its script). */
export function hasHebrew(text: string): boolean {
  return /[\u0590-\u05ff]/.test(text);
}

/** Whether the text has Latin letters and no Hebrew or Arabic ones. */
export function isEnglishText(text: string): boolean {
  return /[A-Za-z]/.test(text) && !/[\u0590-\u05ff\u0600-\u06ff]/.test(text);
}

const irregularLemmas: Readonly<Record<string, string>> = {
  found: 'find',
  shown: 'show',
  made: 'make',
  led: 'lead',
  grew: 'grow',
  grown: 'grow',
  took: 'take',
  taken: 'take',
  gave: 'give',
  given: 'give',
  saw: 'see',
  seen: 'see',
  knew: 'know',
  known: 'know',
  thought: 'think',
  brought: 'bring',
  kept: 'keep',
  left: 'leave',
  held: 'hold',
  fell: 'fall',
  fallen: 'fall',
  rose: 'rise',
  risen: 'rise',
  ran: 'run',
  began: 'begin',
  begun: 'begin',
  became: 'become',
  chose: 'choose',
  chosen: 'choose',
  wrote: 'write',
  written: 'write',
  spent: 'spend',
  sent: 'send',
  built: 'build',
  lost: 'lose',
  paid: 'pay',
  said: 'say',
  told: 'tell',
  met: 'meet',
  fed: 'feed',
  bred: 'breed',
  children: 'child',
  women: 'woman',
  men: 'man',
  mice: 'mouse',
  feet: 'foot',
  teeth: 'tooth',
  people: 'person',
  analyses: 'analysis',
  hypotheses: 'hypothesis',
  theses: 'thesis',
  phenomena: 'phenomenon',
  criteria: 'criterion',
};

/**
 * A lemma-like key: inflections (-s, -es, -ies, -ed, -ing) and -ment are removed and a final
 * "e" dropped, so "measure", "measured", "measuring" and "measurements" share one key. It is a
 * key for counting, not a word to show (show the shortest form the text used).
 */
export function lemmaOf(word: string): string {
  // An acronym is its own lemma ("LED" is not "led", the past of "lead").
  if (isAcronymToken(word)) return word;
  let w = word.toLowerCase().replace(/’/g, "'").replace(/'s$/, '');
  const irregular = irregularLemmas[w];
  if (irregular) w = irregular;
  if (w.length <= 3) return w;
  const strip = (suffix: string, replacement = '', min = 4) => {
    if (w.endsWith(suffix) && w.length - suffix.length + replacement.length >= min) {
      w = w.slice(0, w.length - suffix.length) + replacement;
      return true;
    }
    return false;
  };
  if (!strip('ies', 'y') && !strip('ied', 'y')) {
    if (/(ss|us|is)$/.test(w)) {
      // "process", "virus", "analysis" keep their s
    } else if (/(sses|xes|ches|shes|zes)$/.test(w)) {
      strip('es');
    } else if (w.endsWith('s') && !w.endsWith('ss')) {
      strip('s', '', 3);
    }
  }
  strip('ment');
  if (!strip('ing')) strip('ed');
  // "stopped" → "stopp" → "stop"
  if (/([^aeiouls])\1$/.test(w) && w.length > 4) w = w.slice(0, -1);
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

// Common verbs (base forms). A word in one of their forms is not a key term, and a "whether"
// clause's first such word is its verb.
const verbBases = (
  'accept achieve act adapt add address adjust affect agree aim allow alter analyse analyze answer appear apply argue ' +
  'arise ask assess assume attempt avoid base be become begin believe belong benefit bring build calculate call ' +
  'can care carry cause change check choose claim classify collect combine come compare complete concern conclude ' +
  'conduct confirm connect consider consist contain continue contribute control convince correlate cost could ' +
  'create cut damage deal decide decline decrease define demonstrate depend derive describe design destroy detect ' +
  'determine develop differ discover discuss do drive drop enable encourage enhance ensure estimate evaluate ' +
  'examine exist expand expect experience explain explore expose express extend face fail fall feel find fit focus ' +
  'follow form gain generate get give go grow happen have help highlight hold hope identify illustrate imagine ' +
  'impact implement imply improve include increase indicate influence inform inhibit introduce investigate involve ' +
  'keep kill know lack last lead learn leave let lie like limit link live look lose lower maintain make manage ' +
  'matter may mean measure meet might mind modify monitor move must need note observe obtain occur offer open ' +
  'perform place plan play point predict prefer prepare present prevent produce promote propose protect prove ' +
  'provide publish put question raise reach read receive recognize recognise record reduce reflect regulate ' +
  'relate rely remain remove replace report represent require reshape resettle respond rest result reveal review ' +
  'rise run save say see seek seem select sell send serve set settle shape share shift should show shrink solve ' +
  'speak spend stand start stay stop strengthen struggle study suffer suggest support suppose survive take talk ' +
  'target teach tell tend test think threaten tolerate track transform treat try turn understand use vary wait ' +
  'want watch will work worsen would write'
).split(' ');

const modalsAndAuxiliaries = new Set(
  'is are was were be been being am can could will would may might must should shall do does did has have had'.split(' '),
);

function verbForms(base: string): string[] {
  const forms = [base];
  const stem = base.endsWith('e') ? base.slice(0, -1) : base;
  if (/[^aeiou]y$/.test(base)) forms.push(`${base.slice(0, -1)}ies`, `${base.slice(0, -1)}ied`);
  else if (/(s|x|z|ch|sh|o)$/.test(base)) forms.push(`${base}es`, `${stem}ed`);
  else forms.push(`${base}s`, base.endsWith('e') ? `${base}d` : `${base}ed`);
  forms.push(`${stem}ing`);
  // stop → stopped, stopping
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(base)) forms.push(`${base}${base.at(-1) ?? ''}ed`, `${base}${base.at(-1) ?? ''}ing`);
  return forms;
}

const verbBaseOfForm = new Map<string, string>();
for (const base of verbBases) for (const form of verbForms(base)) if (!verbBaseOfForm.has(form)) verbBaseOfForm.set(form, base);
for (const [form, base] of Object.entries(irregularLemmas)) if (verbBases.includes(base)) verbBaseOfForm.set(form, base);

/** The base form of a known verb form ("protects" → "protect", "grew" → "grow"), or null. */
export function verbBaseOf(word: string): string | null {
  const lower = word.toLowerCase();
  if (modalsAndAuxiliaries.has(lower)) return lower;
  return verbBaseOfForm.get(lower) ?? null;
}

export function isAuxiliary(word: string): boolean {
  return modalsAndAuxiliaries.has(word.toLowerCase());
}

/** Words that never carry subject matter: grammar, quantities, general evaluation. */
export const functionWords = new Set(
  (
    'a an the this that these those it its they them their theirs we our ours us you your i my me he she his her ' +
    'and or but nor so yet if then than as of in on at by for from to with without within into onto over under ' +
    'about above below between among through during before after since until while whereas although though ' +
    'because whether which who whom whose what when where why how not no yes all any both each every either neither ' +
    'some such many much more most few fewer less least other another same own only also even just very too quite ' +
    'rather really well still already again there here upon via per versus vs etc ie eg one two three four five six ' +
    'seven eight nine ten first second third last next new main key important different several various specific ' +
    'current possible major overall general certain particular significant high higher low lower large larger small ' +
    'smaller good better best bad worse whole able likely unlikely clear clearly whether afterwards afterward later ' +
    'earlier together instead often sometimes always never ago soon now today recently currently mostly almost ' +
    'nearly around across along back away yet else thus hence therefore however moreover furthermore ' +
    'dozens hundreds thousands millions billions'
  ).split(' '),
);

/** General words of research writing: never a key term of the subject matter. */
export const generalNouns = new Set(
  (
    'area areas aspect aspects mind way ways purpose purposes aim aims goal goals objective objectives question questions ' +
    'research study studies work works project projects paper papers thesis article result results finding findings ' +
    'data information fact facts field fields topic topics issue issues problem problems part parts kind kinds type ' +
    'types level levels number numbers amount amounts lot lots time times year years thing things case cases example ' +
    'examples term terms point points view views order idea ideas approach approaches method methods analysis ' +
    'understanding knowledge context role roles importance significance conclusion conclusions implication ' +
    'implications summary answer answers sentence sentences text texts reader readers future policy policies practice ' +
    'practices effect effects impact impacts factor factors process processes evidence researcher researchers ' +
    'scientist scientists literature experiment experiments sample samples measurement measurements value values ' +
    'change changes difference differences increase decrease relationship relationships link links way ' +
    'basis means set group groups range rate rates degree extent question end start beginning side terms regard ' +
    'respect lab laboratory site sites location locations subject subjects people person persons'
  ).split(' '),
);

/** Idioms and fixed phrases whose words are not terms ("keeping in mind", "in terms of"). */
const idioms: readonly RegExp[] = [
  /\b(?:keep|keeps|keeping|kept|bear|bearing|have|having)\s+in\s+mind\b/gi,
  /\bin\s+mind\b/gi,
  /\bin\s+terms\s+of\b/gi,
  /\btak(?:e|es|ing|en)\s+into\s+(?:account|consideration)\b/gi,
  /\bas\s+well\s+as\b/gi,
  /\bon\s+the\s+(?:one|other)\s+hand\b/gi,
  /\bin\s+order\s+to\b/gi,
  /\bat\s+the\s+same\s+time\b/gi,
  /\bin\s+(?:addition|particular|general|fact|turn|short|practice|contrast|other\s+words)\b/gi,
  /\bfor\s+(?:example|instance)\b/gi,
  /\bas\s+a\s+(?:result|whole)\b/gi,
  /\bmak(?:e|es|ing)\s+sense\b/gi,
  /\bpoint\s+of\s+view\b/gi,
  /\bwith\s+(?:regard|respect)\s+to\b/gi,
  /\bin\s+the\s+(?:long|short)\s+run\b/gi,
  /\bby\s+and\s+large\b/gi,
  /\bthe\s+big\s+picture\b/gi,
  /\bshed(?:s|ding)?\s+light\s+on\b/gi,
  /\bplays?\s+a\s+role\b/gi,
  /\b(?:a\s+)?better\s+understanding\b/gi,
];

/** The text with idioms blanked out (same length, so offsets still hold). */
export function withoutIdioms(text: string): string {
  return idioms.reduce((result, idiom) => result.replace(idiom, (match) => ' '.repeat(match.length)), text);
}

/** Whether a word can carry subject matter: not a function word, general research word, verb or -ly adverb. */
export function isContentWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (lower.length < 3 || /\d/.test(lower)) return false;
  if (functionWords.has(lower) || generalNouns.has(lower)) return false;
  if (verbBaseOf(lower) !== null) return false;
  if (lower.length > 4 && lower.endsWith('ly')) return false;
  return true;
}

export interface ContentTerm {
  /** The phrase as written ("seagrass meadows"). */
  text: string;
  /** The lemma of its last word, its head ("meadow"). */
  head: string;
  /** Every content word's lemma. */
  lemmas: string[];
}

/**
 * The content terms of an English text: runs of adjacent content words (not function words,
 * general research words, verbs, -ly adverbs or idiom parts), at most three words, by their
 * first appearance.
 */
export function contentTermsOf(text: string): ContentTerm[] {
  const clean = withoutIdioms(text);
  const terms: ContentTerm[] = [];
  const seen = new Set<string>();
  for (const chunk of clean.split(/[.,;:!?()"“”[\]\n]+/)) {
    let run: string[] = [];
    const flush = () => {
      const words = run.slice(-3);
      run = [];
      if (words.length === 0) return;
      const head = lemmaOf(words.at(-1) ?? '');
      if (seen.has(head)) return;
      seen.add(head);
      terms.push({ text: words.join(' '), head, lemmas: words.map(lemmaOf) });
    };
    for (const word of chunk.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? []) {
      if (isContentWord(word)) run.push(word);
      else flush();
    }
    flush();
  }
  return terms;
}

/** The lemmas of every word of a text, for "does the text mention it in any form". */
export function lemmasOf(text: string): Set<string> {
  return new Set(wordTokens(text).flatMap((word) => [lemmaOf(word), ...word.split('-').map(lemmaOf)]));
}

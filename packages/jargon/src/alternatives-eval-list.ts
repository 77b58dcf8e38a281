// The test list for simpler-word suggestions (docs/de-jargonizer.md "Simpler words"): science
// and academic words a general reader stumbles on, each with the single-word replacements a
// person reading a popular-science text would accept in the word's usual sense. An empty list
// means no single word will do: any suggestion for it is wrong, and none is right.
export const ALTERNATIVES_EVAL: Readonly<Record<string, readonly string[]>> = {
  cellular: [],
  cleavage: ['split', 'splitting', 'division', 'cleft', 'crack'],
  epigenetics: [],
  methylation: [],
  physiology: ['biology', 'functioning'],
  photosynthesis: [],
  mitochondrion: [],
  hypothesis: ['theory', 'guess', 'idea', 'supposition', 'premise', 'assumption'],
  pathogen: ['germ', 'bug', 'microbe'],
  inflammation: ['swelling', 'redness', 'soreness'],
  hypertension: [],
  lesion: ['wound', 'injury', 'sore', 'cut'],
  malignant: ['cancerous', 'deadly', 'harmful', 'dangerous'],
  benign: ['harmless', 'mild', 'kind', 'gentle'],
  chronic: ['lasting', 'persistent', 'long', 'constant', 'recurring'],
  ambiguous: ['unclear', 'vague', 'uncertain', 'doubtful'],
  empirical: ['observed', 'practical', 'experimental', 'observational'],
  heterogeneous: ['mixed', 'varied', 'diverse', 'different'],
  homogeneous: ['uniform', 'similar', 'same', 'alike', 'even'],
  ubiquitous: ['everywhere', 'common', 'widespread', 'universal'],
  mitigate: ['reduce', 'ease', 'lessen', 'relieve', 'soften', 'allay', 'lighten'],
  ameliorate: ['improve', 'better', 'ease', 'help'],
  elucidate: ['explain', 'clarify', 'clear', 'illuminate'],
  exacerbate: ['worsen', 'aggravate', 'inflame'],
  proliferate: ['spread', 'multiply', 'grow', 'increase', 'breed'],
  attenuate: ['weaken', 'reduce', 'lessen', 'dilute', 'thin'],
  synthesize: ['make', 'produce', 'combine', 'create', 'build'],
  quantify: ['measure', 'count'],
  facilitate: ['help', 'ease', 'assist', 'aid', 'enable'],
  utilize: ['use', 'employ'],
  commence: ['start', 'begin'],
  terminate: ['end', 'stop', 'finish', 'close'],
  optimal: ['best', 'ideal', 'optimum'],
  efficacy: ['effectiveness', 'power', 'efficiency', 'potency'],
  paradigm: ['model', 'example', 'pattern', 'framework'],
  anomaly: ['oddity', 'exception', 'irregularity', 'abnormality', 'quirk'],
  catalyst: ['trigger', 'spur', 'stimulus', 'accelerator'],
  viscosity: ['thickness', 'stickiness'],
  luminosity: ['brightness', 'brilliance', 'light'],
  velocity: ['speed', 'pace', 'rate'],
  trajectory: ['path', 'course', 'track', 'route'],
  aperture: ['opening', 'gap', 'hole', 'slit'],
  apex: ['top', 'peak', 'tip', 'summit', 'vertex'],
  erosion: ['wearing', 'wear', 'weathering'],
  precipitation: ['rain', 'rainfall', 'snowfall'],
  contamination: ['pollution', 'impurity', 'taint'],
  lethargy: ['tiredness', 'sluggishness', 'weariness', 'listlessness', 'sleepiness'],
  fatigue: ['tiredness', 'weariness', 'exhaustion'],
  arid: ['dry', 'barren'],
  frigid: ['cold', 'icy', 'freezing', 'frozen'],
  saline: ['salty', 'salt'],
  opaque: ['cloudy', 'dark', 'murky'],
  concurrent: ['simultaneous', 'parallel', 'coincident'],
  subsequent: ['later', 'following', 'next', 'ensuing'],
  approximately: ['roughly', 'about', 'around', 'nearly'],
  predominantly: ['mainly', 'mostly', 'largely', 'chiefly', 'primarily'],
  inhibit: ['block', 'stop', 'prevent', 'restrain', 'curb', 'hinder', 'limit'],
  ingest: ['eat', 'swallow', 'consume', 'take', 'absorb'],
  dilate: ['widen', 'expand', 'enlarge', 'swell'],
  constrict: ['narrow', 'tighten', 'squeeze', 'contract'],
  augment: ['increase', 'add', 'boost', 'raise'],
  deteriorate: ['worsen', 'decline', 'decay', 'degenerate'],
  fluctuate: ['vary', 'change', 'shift', 'swing'],
  replicate: ['copy', 'repeat', 'duplicate', 'reproduce'],
  ascertain: ['find', 'determine', 'establish', 'check', 'learn', 'discover'],
  cognition: ['thinking', 'knowledge', 'thought', 'understanding'],
  morphology: ['form', 'structure', 'shape'],
  hypoxia: [],
  biodiversity: [],
  carcinogen: [],
};

/** How the simpler words of one period fare on the test list. */
export interface AlternativesScore {
  /** Per word of the list: what is suggested, and which of it a person accepts (null: the word is common there and needs none). */
  readonly words: ReadonlyArray<{ word: string; suggested: string[] | null; accepted: string[] }>;
  /** Words that are rare or mid-frequency in the period. */
  readonly needing: number;
  readonly shown: number;
  readonly accepted: number;
  /** Words with at least one acceptable suggestion. */
  readonly helped: number;
  /** Words shown at least one suggestion a person does not accept. */
  readonly misled: number;
  /** Words no single word fits (an empty list) … */
  readonly noneFits: number;
  /** … of which left without any suggestion, as they should be. */
  readonly silentWhereNoneFits: number;
}

/** Scores `suggest` (the measure's `alternatives` for one period) against the test list. */
export function scoreAlternatives(
  isCommon: (word: string) => boolean,
  suggest: (word: string) => string[],
  list: Readonly<Record<string, readonly string[]>> = ALTERNATIVES_EVAL,
): AlternativesScore {
  const words: Array<{ word: string; suggested: string[] | null; accepted: string[] }> = [];
  let shown = 0;
  let accepted = 0;
  let helped = 0;
  let misled = 0;
  let silentWhereNoneFits = 0;
  for (const [word, acceptable] of Object.entries(list)) {
    if (isCommon(word)) {
      words.push({ word, suggested: null, accepted: [] });
      continue;
    }
    const suggested = suggest(word);
    const good = suggested.filter((candidate) => acceptable.includes(candidate));
    shown += suggested.length;
    accepted += good.length;
    if (good.length > 0) helped++;
    if (good.length < suggested.length) misled++;
    if (acceptable.length === 0 && suggested.length === 0) silentWhereNoneFits++;
    words.push({ word, suggested, accepted: good });
  }
  const noneFits = Object.values(list).filter((acceptable) => acceptable.length === 0).length;
  const needing = words.filter((entry) => entry.suggested !== null).length;
  return { words, needing, shown, accepted, helped, misled, noneFits, silentWhereNoneFits };
}

// Our own plain-language table (docs/de-jargonizer.md "How a suggestion is chosen"): frequent academic and
// scientific words with the everyday words a lay reader accepts in their place, in the sense
// these words almost always have in science writing. It is the first source of alternatives.ts
// and decides alone for the words it lists. Written from plain-language guides' advice (use,
// help, show, about …) and the academic vocabulary of papers and press releases; words whose
// meaning shifts with the field (catalyst, culture, novel, significant, volatile, precipitate, vector …)
// are left out, so WordNet and the sentence decide for them, or nothing is shown.
// Keys and values are lemmas (base forms); inflected forms are found by plainWordsOf. The
// table is this file's first list and the domain lists of plain-words/ (academic, science,
// life); a key marked `/n`, `/v`, `/a` or `/r` holds only where the sentence allows that part
// of speech. A word's sense condition follows it in brackets: `follow[rule diet]` is offered only
// when the sentence has one of the cue words, `unnecessary[!fail backup]` only when it has none
// (redundant pumps are spare ones); without a sentence a conditioned word is not offered.
import { ACADEMIC_WORDS } from './plain-words/academic.ts';
import { LIFE_WORDS } from './plain-words/life.ts';
import { SCIENCE_WORDS } from './plain-words/science.ts';
import { stemOf, type PartOfSpeech } from './thesaurus.ts';

const TABLE = `
accumulate: collect, gather, build
acute: sudden, severe, sharp
additional: more, extra
adverse: harmful, bad, negative
aggregation: cluster, gathering, grouping
albeit: though, although
alleviate: ease, relieve, reduce
allocate: give, share, assign
ambiguity: doubt, uncertainty, vagueness
ambiguous: unclear, vague, uncertain
ameliorate: improve, ease
amplify: boost, increase, strengthen
analgesic: painkiller
anomaly: oddity, quirk
anomalous: odd, unusual, abnormal, strange
aperture: opening, hole, gap
apex: top, peak, tip
apparatus: equipment, device, kit
approximately: about, roughly, around, nearly
approximate: rough, close
approximation: estimate
aquatic: water
arbitrary: random
arid: dry
ascertain: find, learn, check, establish
ascribe: credit, attribute
assist: help, aid
attenuate: weaken, reduce, lessen
attrition: loss
augment: add, expand, extend
avian: bird
benign: harmless
bovine: cow, cattle
calibrate: adjust, tune, set
canine: dog
carcinoma: cancer
cardiac: heart
cerebral: brain
cessation: end, stop, halt
chronic: lasting, persistent, long
chronology: timeline, order
circumvent: avoid, bypass, dodge
coalesce: merge, combine, unite
cognition: thinking, thought
cognitive: mental, thinking[skill ability task test process load]
commence: start, begin
commencement: start, beginning
component: part, piece
comprise: include, contain
concomitant: accompanying, related
concurrent: simultaneous, parallel
conjecture: guess, theory, idea
consensus: agreement
consequently: so, therefore
constituent: part, ingredient, component
constrict: narrow, tighten
contamination: pollution
contemporary: modern, current
corroborate: confirm, support, back
correlation: link, connection, relationship
criterion: test, standard, measure
cultivate: grow, raise, farm
culminate: end, peak
cumulative: total, combined
decompose: rot, decay
deduce: infer, conclude
deficiency: lack, shortage
deficit: shortfall, gap, shortage
delineate: outline, describe, define
demonstrate: show, prove
depict: show, portray
deplete: drain, reduce
deterioration: decline, decay, worsening
deteriorate: worsen, decline
detrimental: harmful, damaging, bad
dichotomy: split, division, contrast
dilate: widen, expand, open
diminish: reduce, lessen, shrink, fall, decline
discern: see, detect, notice, tell
discourse: debate, talk, discussion
discrepancy: difference, gap, mismatch
discrete: separate, distinct
disparate: different, varied
disrupt: upset, disturb, break
disseminate: spread, share
dissipate: fade[!heat energy], disperse[!heat energy], scatter[!heat energy], release[heat energy], shed[heat energy]
dormant: inactive, asleep
duration: length, time
efficacy: effectiveness, power
elevate: raise, lift
elicit: prompt, trigger, draw[response reaction answer comment criticism praise laughter]
eliminate: remove, end
elongate: lengthen, stretch, extend
elucidate: explain, clarify
emanate: come, flow
emulate: copy, imitate, match
encompass: include, cover
endeavor: try, effort, attempt
endeavour: try, effort, attempt
engender: cause, create, produce
enhance: improve, boost
entity: thing, body, being
enumerate: list, count
envisage: imagine, picture, foresee
envision: imagine, picture, foresee
equilibrium: balance
eradicate: remove, destroy, end
erode: wear
excavate: dig, unearth
exacerbate: worsen, aggravate
exert: apply, use
exhibit: show, display
expedite: speed, hasten
explicit: clear, plain, direct
extrapolate: extend, project
fabricate: make, build
facet: aspect, side, part
facilitate: help, ease, enable, aid
feline: cat
fidelity: accuracy, faithfulness
finite: limited
fluctuate: vary, change, swing
fluctuation: change, swing, variation
formulate: form, develop, devise
fundamental: basic, key, core
furthermore: also, besides
gastric: stomach
generate: make, produce, create
germinate: sprout, grow
hepatic: liver
heterogeneity: variety, diversity, variation
heterogeneous: mixed, varied, diverse
homogeneity: uniformity, sameness
homogeneous: uniform, even
hypothesis: idea, theory, guess
hypothesize: suggest, guess, propose
hypothetical: imagined, supposed
impair: damage, harm, weaken
impede: hinder, block, slow
impetus: push, drive, boost, spur
implicate: involve, link
inadvertent: accidental, unintended
incidence: rate
inception: start, beginning
incorporate: include, add
indicate: show, suggest
induce: cause, trigger
inert: inactive
inference: conclusion, deduction
inflammation: swelling
ingest: eat, swallow
inherent: natural, basic
inherently: naturally, basically
inhibit: block, stop, curb, slow
inhibitor: blocker
initiate: start, begin
innate: inborn, natural
inordinate: excessive, undue
instigate: start, begin, trigger
intermittent: occasional, irregular
intrinsic: natural, basic
intrinsically: naturally, basically
irrigate: water
juvenile: young
juxtaposition: contrast
lesion: wound, sore, injury
lethal: deadly, fatal
lethargy: tiredness, sluggishness
longevity: lifespan
luminosity: brightness
magnitude: size, strength[earthquake quake seismic]
malignancy: cancer
malignant: cancerous, deadly
manifestation: sign, symptom
marginal: small, slight, minor
marine: sea, ocean
methodology: method, approach
mimic: copy, imitate
mitigate: reduce, ease, lessen
modification: change
modify: change, alter, adjust
modulate: adjust, change, control
monitor: watch, track, check
morbidity: illness, disease, sickness
morphology: form, shape, structure
mortality: death
myriad: countless, many
necessitate: need, require
negligible: tiny, small, minor, slight
neoplasm: tumour, tumor, growth
neural: nerve
nevertheless: still, yet, however
nocturnal: night[animal bird creature species hunter predator insect moth owl]
nomenclature: naming, names, terms
notwithstanding: despite
numerous: many
objective/n: aim, goal, target
obsolete: outdated, old
obtain: get, gain
ocular: eye
onset: start, beginning
optimal: best, ideal
optimum: best, ideal
optimize: improve
oscillate: swing, vary[!pendulum spring string swing]
ostensibly: apparently, seemingly
paradigm: model, framework
pathogen: germ, microbe, bug
paucity: lack, shortage, scarcity
perceive: see, notice, sense
pertinent: relevant
perturb: disturb, upset
perturbation: disturbance, upset, change
phenomenon: event, effect
plausible: likely, believable, credible
plethora: lot, wealth, host
porcine: pig
possess: have, own
postulate: propose, suggest, assume
potent: strong, powerful
pragmatic: practical, sensible
precise: exact, accurate
predisposition: tendency
predominant: main, chief, dominant
predominantly: mainly, mostly, largely, chiefly
preliminary: early, initial, first
preclude: prevent
prerequisite: requirement, condition
presumably: probably
prevalent: common, widespread
primarily: mainly, mostly, chiefly
principally: mainly, mostly, chiefly
procure: get, obtain
proficiency: skill
profound: deep, great
prolific: productive, fruitful
proliferate: spread, multiply, grow
propagate: spread, breed, grow
propensity: tendency, leaning
proponent: supporter, advocate, backer
proximity: nearness, closeness
pulmonary: lung
quantify: measure, count
ramification: consequence, effect, result
rationale: reason, basis
rectify: fix, correct
reiterate: repeat
remediate: clean, fix, restore
remnant: remains, trace
renal: kidney
replicate: repeat, copy, reproduce
repercussion: effect, consequence, result
residue: remains, trace, deposit
retain: keep, hold
rigor: care, strictness, precision
rigour: care, strictness, precision
robust: strong, solid, reliable
rudimentary: basic, simple, crude
salience: prominence, importance
salient: main, key, important, striking
saline: salty
saturate: soak, fill
scrutinize: examine, inspect, study
secrete: release, produce
sequester: store, trap, lock
simulate: model, mimic, imitate
sparse: thin, scattered
specimen: sample, example
spurious: false, bogus
stimulate: boost, trigger, spur
stipulate: require, specify, state
stochastic: random
stratum: layer
strata: layers
subsequent: later, following, next
subsequently: later, then, afterwards
subset: group, part
substantial: large, big, considerable
substantiate: prove, support, confirm
sufficient: enough
sufficiently: enough
superfluous: unneeded, extra, unnecessary
surmise: guess, suppose
symptom: sign
synthesis: making, production
synthesize: make, produce
synthetic: artificial
tangible: real, concrete, physical
tentative: cautious, uncertain, provisional
terminate: end, stop, finish
terminology: terms, words, language
terrestrial: land
thereby: so, thus
threshold: limit, level
topography: terrain, landscape
toxic: poisonous, harmful
trait: feature, characteristic
trajectory: path, course
transient: brief, passing, temporary
transmission: spread
transmit: send, pass, spread
traverse: cross
ubiquitous: widespread, common
ubiquitously: everywhere, widely
underpin: support, base
utilization: use
utilize: use
validate: confirm, check
velocity: speed
verify: check, confirm
viscosity: thickness, stickiness
viscous: thick, sticky
`;

// Parsed on the first request, not when the module or a dictionary loads.
let parsed: Map<string, PlainEntry[]> | null = null;

export interface PlainEntry {
  /** The part of speech the entry holds for; null: any. */
  readonly pos: PartOfSpeech | null;
  readonly words: readonly string[];
  /** Per word, its sense condition, if any: the cue stems and whether they must be present or absent. */
  readonly conditions: ReadonlyMap<string, SenseCondition>;
}

interface SenseCondition {
  readonly cues: ReadonlySet<string>;
  readonly absent: boolean;
}

const CONDITIONED = /^([^[]+)\[(!?)([^\]]+)\]$/u;

const POS_MARK = /^(.+)\/([nvar])$/u;

function plainTable(): Map<string, PlainEntry[]> {
  if (parsed !== null) return parsed;
  parsed = new Map();
  for (const text of [TABLE, ACADEMIC_WORDS, SCIENCE_WORDS, LIFE_WORDS]) {
    for (const line of text.trim().split('\n')) {
      const colon = line.indexOf(':');
      if (colon < 0) continue;
      const head = line.slice(0, colon).trim();
      const marked = POS_MARK.exec(head);
      const key = marked?.[1] ?? head;
      const words: string[] = [];
      const conditions = new Map<string, SenseCondition>();
      for (const item of line.slice(colon + 1).split(',')) {
        const conditioned = CONDITIONED.exec(item.trim());
        const word = conditioned?.[1]?.trim() ?? item.trim();
        words.push(word);
        if (conditioned) {
          const cues = (conditioned[3] ?? '').split(/\s+/u).flatMap((cue) => stemOf(cue) ?? []);
          conditions.set(word, { cues: new Set(cues), absent: conditioned[2] === '!' });
        }
      }
      const entry = { pos: (marked?.[2] as PartOfSpeech | undefined) ?? null, words, conditions };
      const entries = parsed.get(key) ?? [];
      entries.push(entry);
      parsed.set(key, entries);
    }
  }
  return parsed;
}

/** How many words the table lists. */
export function plainWordCount(): number {
  return plainTable().size;
}

/** Every key with its entries, for the table's own checks. */
export function plainWordEntries(): ReadonlyMap<string, readonly PlainEntry[]> {
  return plainTable();
}

// Inflections back to a lemma (as WordNet's morphy, for the table's own keys, plus the Latin and
// Greek plurals of science: larvae, nuclei, strata, criteria), then British spellings to the
// table's (-ise → -ize, -isation → -ization).
const DETACHMENTS: readonly (readonly [string, string])[] = [
  ['ies', 'y'], ['es', 'e'], ['es', ''], ['s', ''], ['ied', 'y'], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', ''], ['ication', 'y'],
  ['ae', 'a'], ['i', 'us'], ['a', 'um'], ['a', 'on'], ['ices', 'ex'], ['ices', 'ix'],
];

/** A table word for a form in its sentence, and whether a sense condition let it through (class (c)). */
export interface PlainWord {
  readonly word: string;
  readonly conditioned: boolean;
}

/** The table's entry a form was found under: its key (a lemma) and the words that hold in the sentence. */
export interface PlainEntryFound {
  readonly key: string;
  readonly words: readonly PlainWord[];
}

/**
 * The table's everyday words for a lowercase word form, or null when the table does not list
 * it. `pos`, when the sentence tells, is the part of speech the word may have there: an entry
 * marked for another part of speech does not hold. `stems`, the sentence's word stems (stemOf),
 * decide the words with a sense condition; without them those words are left out.
 */
export function plainWordsOf(
  form: string,
  pos: ReadonlySet<PartOfSpeech> | null = null,
  stems: ReadonlySet<string> | null = null,
): readonly string[] | null {
  return plainEntryOf(form, pos, stems)?.words.map((found) => found.word) ?? null;
}

/** As plainWordsOf, with the key the form was found under and which words a sense condition admitted. */
export function plainEntryOf(
  form: string,
  pos: ReadonlySet<PartOfSpeech> | null = null,
  stems: Pick<ReadonlySet<string>, 'has'> | null = null,
): PlainEntryFound | null {
  const table = plainTable();
  const fitting = (key: string): PlainEntryFound | null => {
    const entries = table.get(key);
    if (!entries) return null;
    const fits = entries.filter((candidate) => candidate.pos === null || pos === null || pos.has(candidate.pos));
    // A word the table lists for two parts of speech, where the sentence does not tell which: none.
    if (fits.length > 1 && fits.every((candidate) => candidate.pos !== null)) return { key, words: [] };
    const entry = fits[0];
    if (entry === undefined) return null;
    const words = entry.words.flatMap((word): PlainWord[] => {
      const condition = entry.conditions.get(word);
      if (condition === undefined) return [{ word, conditioned: false }];
      if (stems === null) return [];
      const present = [...condition.cues].some((cue) => stems.has(cue));
      return (condition.absent ? !present : present) ? [{ word, conditioned: true }] : [];
    });
    return { key, words };
  };
  for (const spelling of new Set([form, form.replace(/is(e|es|ed|ing|ation|ations)$/u, 'iz$1')])) {
    const direct = fitting(spelling);
    if (direct) return direct;
    for (const [suffix, replacement] of DETACHMENTS) {
      if (spelling.length > suffix.length + 2 && spelling.endsWith(suffix)) {
        const found = fitting(spelling.slice(0, spelling.length - suffix.length) + replacement);
        if (found) return found;
      }
    }
  }
  return null;
}

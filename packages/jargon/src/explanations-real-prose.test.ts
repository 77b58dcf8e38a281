// The explained-term marks on real prose (docs/de-jargonizer.md "Key terms and explained terms",
// "Real prose"): the product's marks on quoted abstracts and science news, labelled term by term,
// keep precision at or above 0.9 in English and in Hebrew, and recall at the floor they reached;
// the cases found wrong on real text once stay right. The first run builds the dictionaries.
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDictionaries } from './build-dictionaries.ts';
import { analyze } from './classify.ts';
import type { DictionarySet } from './dictionary-set.ts';
import { markedExplanations } from './explained-terms.ts';
import { ENGLISH_REAL_PROSE, ENGLISH_REAL_PROSE_HELD_OUT, HEBREW_REAL_PROSE, HEBREW_REAL_PROSE_HELD_OUT } from '../eval/explanation-real-prose.ts';
import { ENGLISH_WRITTEN_HELD_OUT, HEBREW_WRITTEN_HELD_OUT } from '../eval/explanation-written-prose.ts';
import { REAL_PROSE_PRECISION_TARGET, REAL_PROSE_WRONG_MARKS_ALLOWED, scoreRealProse } from '../eval/explanation-real-prose-eval.ts';
import { ENGLISH_WRITTEN_AFTER_NARROWING } from '../eval/explanation-written-after.ts';
import { ENGLISH_WRITTEN_LONG } from '../eval/explanation-written-long.ts';
import { loadDictionaries } from './load.ts';
import { DEFAULT_PERIOD, HEBREW_PERIOD } from './period-code.ts';

let set: DictionarySet;

beforeAll(() => {
  buildDictionaries();
  set = loadDictionaries();
}, 180_000);

/** The marks of a text: its term as written and its explanation. */
function marksOf(text: string, language: 'English' | 'Hebrew'): { term: string; explanation: string }[] {
  const analysis = analyze(text, set.get(language === 'Hebrew' ? HEBREW_PERIOD : DEFAULT_PERIOD));
  return markedExplanations(analysis, language === 'Hebrew' ? 'Hebrew' : 'Latin').map((mark) => ({
    term: text.slice(analysis.wordStarts[mark.first], analysis.wordEnds[mark.last]),
    explanation: text.slice(mark.start, mark.end),
  }));
}

describe('explained terms on real prose', () => {
  it('has at least 20 English and 10 Hebrew passages, each with its source address', () => {
    expect(ENGLISH_REAL_PROSE.length).toBeGreaterThanOrEqual(20);
    expect(HEBREW_REAL_PROSE.length).toBeGreaterThanOrEqual(10);
    for (const passage of [...ENGLISH_REAL_PROSE, ...HEBREW_REAL_PROSE]) expect(passage.source).toMatch(/^https?:\/\/\S+$/u);
  });

  // Recall floors at the figures measured, 12 of 25 and 10 of 15 (the scoring: docs/de-jargonizer.md "Real prose").
  it.each([
    ['English', ENGLISH_REAL_PROSE, DEFAULT_PERIOD, 0.48],
    ['Hebrew', HEBREW_REAL_PROSE, HEBREW_PERIOD, 0.625],
  ] as const)('%s: every rare word labelled, precision at least 0.9, recall at its floor', (_language, passages, period, recallFloor) => {
    const score = scoreRealProse(passages, set.get(period));
    expect(score.unlabelled).toEqual([]);
    expect(score.marks).toBeGreaterThan(0);
    expect(score.precision).toBeGreaterThanOrEqual(REAL_PROSE_PRECISION_TARGET);
    expect(score.recall).toBeGreaterThanOrEqual(recallFloor);
  });

  it('labels every rare word of the held-out passages too', () => {
    expect(scoreRealProse(ENGLISH_REAL_PROSE_HELD_OUT, set.get(DEFAULT_PERIOD)).unlabelled).toEqual([]);
    expect(scoreRealProse(HEBREW_REAL_PROSE_HELD_OUT, set.get(HEBREW_PERIOD)).unlabelled).toEqual([]);
  });

  // The written held-out set (explanation-written-prose.ts): ran once at 9 of 13 right marks in English and 10 of 14
  // in Hebrew before the second round's rules, once after (9 of 11, 10 of 10); two English errors it showed were then
  // fixed. Floors are the figures measured now (the set: docs/de-jargonizer.md "Written held-out passages"). Hebrew
  // fell to 9 of 13 when wordfreq lifted קטניות from rare to mid (issue 78): its "such as" gloss (עדשים, mid) no longer counts as plainer.
  it.each([
    ['English', ENGLISH_WRITTEN_HELD_OUT, DEFAULT_PERIOD, 1, 0.6],
    ['Hebrew', HEBREW_WRITTEN_HELD_OUT, HEBREW_PERIOD, 1, 0.69],
  ] as const)('%s written passages: every rare word labelled, precision and recall at their floors', (_language, passages, period, precision, recall) => {
    expect(passages.length).toBeGreaterThanOrEqual(20);
    const score = scoreRealProse(passages, set.get(period));
    expect(score.unlabelled).toEqual([]);
    expect(score.precision).toBeGreaterThanOrEqual(precision);
    expect(score.recall).toBeGreaterThanOrEqual(recall);
  });

  // Written after the ocean-noise change (explanation-written-after.ts, explanation-written-long.ts): first measured at 3 of 6
  // and 3 of 11 right marks; their wrong marks were read for the narrowing to defining cues (the cases at this file's end).
  it.each([
    ['English written 2', ENGLISH_WRITTEN_AFTER_NARROWING, 0.17],
    ['English written 3', ENGLISH_WRITTEN_LONG, 0.15],
  ] as const)('%s: every rare word labelled, at most one wrong mark, recall at its floor', (_set, passages, recall) => {
    const score = scoreRealProse(passages, set.get(DEFAULT_PERIOD));
    expect(score.unlabelled).toEqual([]);
    expect(score.wrong).toBeLessThanOrEqual(REAL_PROSE_WRONG_MARKS_ALLOWED);
    expect(score.recall).toBeGreaterThanOrEqual(recall);
  });

  it('marks a gloss after an em dash', () => {
    expect(marksOf('Corals depend on zooxanthellae — tiny algae that live inside their tissues and feed them sugar.', 'English')).toEqual([
      { term: 'zooxanthellae', explanation: 'tiny algae that live inside their tissues and feed them sugar' },
    ]);
  });

  it('marks a term in brackets after its plain description, whose words may be mid-frequency', () => {
    expect(marksOf('Her tiredness came from a slow thyroid gland (hypothyroidism), which pills can treat.', 'English')).toEqual([
      { term: 'hypothyroidism', explanation: 'a slow thyroid gland' },
    ]);
  });

  // The albedo sentence is marked by the rules before this change too (the miss it
  // reported did not come back in any wording tried); the endocrine one, from real prose, was missed:
  // its gloss is in mid-frequency words.
  it('marks a Hebrew gloss in brackets, also in mid-frequency words', () => {
    expect(marksOf('כשהקרח נמס, האלבדו (כמה אור שמש משטח מחזיר) של הקוטב יורד.', 'Hebrew')).toEqual([
      { term: 'האלבדו', explanation: 'כמה אור שמש משטח מחזיר' },
    ]);
    expect(marksOf('חשיפה לשמש משפיעה גם על ויסות המערכת האנדוקרינית (מערכת הפרשת ההורמונים) בקרב בני אדם.', 'Hebrew')).toEqual([
      { term: 'האנדוקרינית', explanation: 'מערכת הפרשת ההורמונים' },
    ]);
    // After a construct phrase the bracket explains its rare first word, not the everyday second.
    expect(marksOf('אכילת ענבים משנה את מיקרוביום המעי (חיידקי מעיים) ומשפרת את הבריאות.', 'Hebrew')).toEqual([
      { term: 'מיקרוביום', explanation: 'חיידקי מעיים' },
    ]);
  });

  it('takes neither a following verb into the term nor a generic noun as its explanation', () => {
    expect(marksOf('A process called apoptosis lets the body remove damaged cells.', 'English')).toEqual([]);
    expect(marksOf('A protein called paxillin is made on the outside of cells.', 'English')).toEqual([]);
  });

  it('takes the clause a generic noun names as the explanation', () => {
    expect(marksOf('Damaged cells can destroy themselves in a process known as apoptosis.', 'English')).toEqual([
      { term: 'apoptosis', explanation: 'Damaged cells can destroy themselves' },
    ]);
  });

  it('gives a gloss to no name, abbreviation or code', () => {
    expect(marksOf('The protein was identified by the team led by Dr. Soman Abraham, a professor of pathology at Duke.', 'English')).toEqual([]);
    expect(marksOf('It is a treatment for knee osteoarthritis (OA); however, its efficacy is controversial.', 'English')).toEqual([]);
    expect(marksOf('The process itself is known as the ubiquitin-proteasome system, or UPS.', 'English')).toEqual([]);
    expect(marksOf('The study, published in the journal "Scientific Reports", looked at grapes.', 'English')).toEqual([]);
    expect(marksOf('המחקר, שפורסם בכתב העת "Scientific Reports", בחן את השפעת הענבים על המעי.', 'Hebrew')).toEqual([]);
    expect(marksOf('היום בשנת 1930 גילה צעיר בשם קלייד טומבו את פלוטו.', 'Hebrew')).toEqual([]);
  });

  // A whole-site walk read "varied fungal community" as explained by "the trees have coped better
  // than where the community is poor" (a result, not a gloss), in the panel, the .docx and the share.
  it('takes no clause after a comma or dash as an apposition: a subject and its verb say what happened, not what the term is', () => {
    for (const text of [
      'Where the soil holds a varied fungal community, the trees have coped better than where the community is poor.',
      'Trees with a varied fungal community, the trees have coped better than where the community is poor.',
      'Forests with a varied fungal community – the trees have coped better than where the community is poor – survived the drought.',
      'Plots with mycorrhizal fungi, the seedlings were taller after two summers.',
      'In soils rich in actinobacteria, the roots could take up more phosphorus.',
    ])
      expect(marksOf(text, 'English'), text).toEqual([]);
    // A gloss with a relative clause whose verb comes after "that/which/who" is still one.
    expect(marksOf('The cells make perovskite, a crystal that can turn sunlight into power.', 'English')).toEqual([
      { term: 'perovskite', explanation: 'a crystal that can turn sunlight into power' },
    ]);
    expect(marksOf('The bacteria make a biofilm, a thin layer that is hard for drugs to reach.', 'English')).toEqual([
      { term: 'biofilm', explanation: 'a thin layer that is hard for drugs to reach' },
    ]);
  });

  it('gives a comparison with the whole clause to no term', () => {
    // The simile is of the enzyme fitting its substrate, not of what a substrate is.
    expect(marksOf('The enzyme fits its substrate, much like a key in a lock.', 'English')).toEqual([]);
    expect(marksOf('The enzyme fits its substrate, just as a key fits a lock.', 'English')).toEqual([]);
  });

  // A Hebrew simile once ran to the sentence's end ("תחנת כוח זעירה, מספקת לתא את …").
  it('ends a Hebrew simile or example list where its phrase ends', () => {
    expect(marksOf('הריבוזומים, כמו מפעלים זעירים, מייצרים בתא את כל החלבונים.', 'Hebrew')).toEqual([
      { term: 'הריבוזומים', explanation: 'מפעלים זעירים' },
    ]);
    expect(marksOf('מאביקים, כמו דבורים, עשים וציפורים, מעבירים אבקה מפרח לפרח.', 'Hebrew')).toEqual([
      { term: 'מאביקים', explanation: 'דבורים, עשים וציפורים' },
    ]);
    expect(marksOf('מאביקים כמו דבורים ועשים מעבירים אבקה מפרח לפרח.', 'Hebrew')).toEqual([{ term: 'מאביקים', explanation: 'דבורים ועשים' }]);
  });

  it('reads no unit after a figure, reported aside, participle or closing relative clause as an apposition', () => {
    expect(marksOf('The lava travelled 12 kilometres, a distance nobody had predicted, before it cooled.', 'English')).toEqual([]);
    expect(marksOf('Most of the patients took antivirals, the survey concluded, though few finished the course.', 'English')).toEqual([]);
    expect(marksOf('Fewer patients died when they were given antivirals, the authors concluded.', 'English')).toEqual([]);
    // "a pathway" says only what kind of thing it is (the clause before a comma is not taken: unsure, no mark).
    expect(marksOf('Starved cells burn sugar without oxygen, a pathway known as glycolysis.', 'English')).toEqual([]);
    expect(marksOf('Starved cells burn sugar without oxygen through a pathway known as glycolysis.', 'English')).toEqual([
      { term: 'glycolysis', explanation: 'Starved cells burn sugar without oxygen' },
    ]);
    expect(marksOf('The nitrates come from fertilisers, washed off the fields by winter rain.', 'English')).toEqual([]);
    expect(marksOf('The biologists, who had sampled the estuary, found fewer fish than in any year before.', 'English')).toEqual([]);
    expect(marksOf('הגננים, שעבדו כל הקיץ בחממה, גילו כי הצמחים גדלו לאט מהרגיל.', 'Hebrew')).toEqual([]);
    expect(marksOf('הלבה זרמה 12 קילומטרים, מרחק שאיש לא צפה, ורק אז התקררה.', 'Hebrew')).toEqual([]);
    // Where it is, not what was done to it, still explains an organ.
    expect(marksOf('The thyroid gland, located in the middle of the neck, makes hormones.', 'English')).toEqual([
      { term: 'thyroid gland', explanation: 'located in the middle of the neck' },
    ]);
  });

  it('gives an apposition to no term that a preposition ties to a noun before it, nor to a list\'s last item', () => {
    expect(marksOf('The probe found ethane near the crater, a gas rarely seen on small moons.', 'English')).toEqual([]);
    expect(marksOf('The probe found ethane, a gas rarely seen on small moons, near the crater.', 'English')).toEqual([
      { term: 'ethane', explanation: 'a gas rarely seen on small moons' },
    ]);
    expect(marksOf('בקן נמצאו זחלים, גלמים ונמלים, לצד שרידי מזון שנאספו בחוץ.', 'Hebrew')).toEqual([]);
  });

  it('takes a Hebrew generic noun before "called" as no explanation, and the clause before "בתהליך" as one', () => {
    expect(marksOf('החיידק גורם למחלה בשם טרכומה, והיא נפוצה בכפרים ללא מים זורמים.', 'Hebrew')).toEqual([]);
    expect(marksOf('במחנה פרצה מחלה שנקראת כולרה, והרופאים לא הספיקו לטפל בכולם.', 'Hebrew')).toEqual([]);
    expect(marksOf('תאים פגועים הורסים את עצמם בתהליך שנקרא אפופטוזיס.', 'Hebrew')).toEqual([
      { term: 'אפופטוזיס', explanation: 'תאים פגועים הורסים את עצמם' },
    ]);
  });

  // After the w12 walks: "X נקראת Y" (the subject names it) explains Y where it first stands.
  it('takes the subject before a bare "נקראת" as the explanation, and none from "וזה נקרא"', () => {
    expect(marksOf('השכבה החיצונית של השן נקראת אמייל, והיא קשה מאוד.', 'Hebrew')).toEqual([{ term: 'אמייל', explanation: 'השכבה החיצונית של השן' }]);
    expect(marksOf('החומצה ממיסה את השכבה, וזה נקרא דה-מינרליזציה.', 'Hebrew')).toEqual([]);
  });

  // "salinity, or saltiness" was missed once ("saltiness" is itself rare in the news counts), and
  // the comma closing that aside opened a wrong apposition for "saltiness" ("of the water …").
  it('marks an "X, or Y" gloss whose one word the table of plainer words lists for the term', () => {
    expect(marksOf('The salinity, or saltiness, of the sea rose after the dry summer.', 'English')).toEqual([
      { term: 'salinity', explanation: 'saltiness' },
    ]);
    expect(marksOf('Divers logged the salinity (or saltiness) at each reef.', 'English')).toEqual([
      { term: 'salinity', explanation: 'saltiness' },
    ]);
    expect(marksOf('Near the river mouth, salinity, or saltiness, changes with every tide.', 'English')).toEqual([
      { term: 'salinity', explanation: 'saltiness' },
    ]);
  });

  it('reads the comma that closes an "or" aside, or a phrase opening with "of", as no apposition', () => {
    const marks = marksOf('We measured the salinity, or saltiness, of the water at each site.', 'English');
    expect(marks.filter(({ term }) => term === 'saltiness')).toEqual([]);
    expect(marksOf('Salinity, or saltiness, varies with depth.', 'English').filter(({ term }) => term === 'saltiness')).toEqual([]);
    expect(marksOf('The team compared the porosity, of the older rocks and the newer ones.', 'English')).toEqual([]);
  });

  it('reads no apposition that sums up its clause or counts a share of a group, nor "or other …", as a gloss', () => {
    expect(marksOf('The drug reduced inflammation, a result that surprised the team.', 'English')).toEqual([]);
    expect(marksOf('Researchers sequenced the genome, the first time anyone had done so in wild bats.', 'English')).toEqual([]);
    expect(marksOf('Patients with sarcopenia, most of them over 70, walked more slowly.', 'English')).toEqual([]);
    expect(marksOf('The glaciers, some of them thousands of years old, are melting fast.', 'English')).toEqual([]);
    expect(marksOf('Levels of cortisol, or other hormones, were not measured.', 'English')).toEqual([]);
    // A gloss in plain words still is one.
    expect(marksOf('The telescope detected exoplanets, worlds that orbit other stars.', 'English')).toEqual([
      { term: 'exoplanets', explanation: 'worlds that orbit other stars' },
    ]);
    expect(marksOf('The vaccine uses an adjuvant, or helper substance, to boost the response.', 'English')).toEqual([
      { term: 'adjuvant', explanation: 'helper substance' },
    ]);
  });

  it('reads no participle with its object, count, closing comma of a pair or "in other words" aside as a gloss', () => {
    expect(marksOf('The mice, fed a high-fat diet for 12 weeks, gained weight.', 'English')).toEqual([]);
    expect(marksOf('The lesions, three in total, were removed.', 'English')).toEqual([]);
    expect(marksOf('Lichens, both fungus and alga, grow on rocks.', 'English').filter(({ term }) => term === 'alga')).toEqual([]);
    expect(marksOf('Mitochondria, in other words, set the pace of ageing.', 'English')).toEqual([]);
    // Where the words restate the term, not the sentence, they still explain it.
    expect(marksOf('The cells were full of mitochondria, in other words tiny power plants.', 'English')).toEqual([
      { term: 'mitochondria', explanation: 'tiny power plants' },
    ]);
  });

  it('reads no example list, aside or opening phrase as a gloss', () => {
    expect(marksOf('Molecular biologists, for example, were trying to learn how cells repair genetic damage.', 'English')).toEqual([]);
    expect(marksOf('Niacin has been fortified in foods such as flour, cereals, and oats for decades.', 'English')).toEqual([]);
    expect(marksOf('על פי ההערכות, המוטציות הללו שכיחות למדי באוכלוסייה.', 'Hebrew')).toEqual([]);
    expect(marksOf('מחלות תורשתיות קלאסיות כמו טיי-זקס, ציסטיק פיברוזיס וסוגי חירשות או פיגור שכלי, הן רק אחוז קטן.', 'Hebrew')).toEqual([]);
  });

  // An article on ocean noise listed "decibels" explained by "that the sound energy has roughly doubled", "fifteen
  // seconds" by "often for weeks at a time", "Whales" by "struck by ships" and the last word of an aside by the
  // sentence's verb phrase.
  it('reads no consequence after "means that", no spelled-out quantity, no phrase opening with an adverb and no comma closing an aside as a gloss', () => {
    expect(marksOf('An increase of three decibels means that the sound energy has roughly doubled.', 'English')).toEqual([]);
    expect(marksOf('Loud decibels, which means that the sound is strong, harm the ears.', 'English')).toEqual([]);
    expect(marksOf('Some whales stop singing for fifteen seconds, often for weeks at a time, when a ship passes.', 'English')).toEqual([]);
    expect(marksOf('The calves stayed under for twelve minutes, a long time for so young an animal.', 'English')).toEqual([]);
    expect(marksOf('Whales, often struck by ships in busy lanes, are among the animals most at risk.', 'English')).toEqual([]);
    expect(marksOf('Whales are struck by ships every year along the busiest lanes.', 'English')).toEqual([]);
    expect(marksOf('The cells make one enzyme, a protein that cuts the viral DNA.', 'English')).toEqual([
      { term: 'enzyme', explanation: 'a protein that cuts the viral DNA' },
    ]);
    expect(marksOf('Echolocation, the way dolphins find prey by listening to echoes, stops working when the water is too loud.', 'English')).toEqual([
      { term: 'Echolocation', explanation: 'the way dolphins find prey by listening to echoes' },
    ]);
    // "means" followed by what the term is still explains it.
    expect(marksOf('Bioluminescence means light made by living things.', 'English')).toEqual([
      { term: 'Bioluminescence', explanation: 'light made by living things' },
    ]);
  });

  // A set written after that change (eval/explanation-written-after.ts, measured once) had "which means the fungus
  // would need …" as what three stacked genes are, and "The answer is something physicists call Rayleigh scattering"
  // explained by "The answer is something", and "pontoons" by the clause after "Built on concrete pontoons,".
  it('reads no consequence after "which means" and a clause, no vague "something" before a naming, no opening participle\'s phrase', () => {
    expect(marksOf('It carries three resistance genes stacked together, which means the fungus would need to overcome all three.', 'English')).toEqual([]);
    expect(marksOf('The answer is something physicists call Rayleigh scattering.', 'English')).toEqual([]);
    expect(marksOf('Built on concrete pontoons, the structure rises and falls with the tide.', 'English')).toEqual([]);
  });

  // The long written set (eval/explanation-written-long.ts, measured once): a list, an "including" and a reporting
  // tag read as appositions.
  it('reads no list, no "including …" and no reporting tag after a comma as an apposition', () => {
    expect(marksOf('Farmers stopped using clothianidin, imidacloprid and thiamethoxam in 2018.', 'English')).toEqual([]);
    expect(marksOf('The fault has several bends, including the splay where the first shock began.', 'English')).toEqual([]);
    expect(marksOf('The clock is the most precise in the universe, the laboratory announced today.', 'English')).toEqual([]);
    expect(marksOf('Gravitational waves, ripples in space and time, were first detected in 2015.', 'English')).toEqual([
      { term: 'Gravitational waves', explanation: 'ripples in space and time' },
    ]);
    expect(marksOf('Glycolysis, which means sugar splitting, happens in every cell.', 'English')).toEqual([
      { term: 'Glycolysis', explanation: 'sugar splitting' },
    ]);
  });

  // Issue 77's sets written after the ocean-noise change (eval/explanation-written-after.ts, -long.ts) had a
  // participle, a clause, a list's last item, a phrase's last word, a person's name and "such as" examples
  // read as explanations. A cue counts only where it says what the term is.
  it('reads no participle or clause after a comma as an apposition: a gloss is a noun phrase', () => {
    expect(marksOf('Hungry urchins now roam the open reef, grazing any young kelp that settles there.', 'English')).toEqual([]);
    expect(marksOf('In the trial group with insulin resistance, metformin produced larger drops in weight than placebo.', 'English')).toEqual([]);
    expect(marksOf('Where older clocks count microwave oscillations, strontium atoms switch between levels far faster.', 'English')).toEqual([]);
    expect(marksOf('Researchers sampled the plankton, drifting in huge clouds near the surface.', 'English')).toEqual([]);
    // A noun phrase with a relative clause or a participle still is one.
    expect(marksOf('The rover drilled into mudstone, rock formed from ancient lake mud.', 'English')).toEqual([
      { term: 'mudstone', explanation: 'rock formed from ancient lake mud' },
    ]);
  });

  it('gives what follows the last item of a pair or a list to none of them', () => {
    expect(marksOf('Abalone, red sea urchins and rockfish — species that support local fisheries — have declined.', 'English')).toEqual([]);
    expect(marksOf('The fine particles slip past the nose and throat, lodge deep in the lungs and reach the blood.', 'English')).toEqual([]);
  });

  it('gives a gloss after a phrase of everyday words to none of its last words, and to a rare word alone', () => {
    expect(marksOf('The new wheat helps farmers cope with stem rust, a fungal disease that ruins whole harvests.', 'English')).toEqual([]);
    expect(marksOf("The city opened Europe's largest floating office, a timber building moored in the harbour.", 'English')).toEqual([]);
    expect(marksOf('Two divers died of decompression sickness, a condition caused by rising too fast.', 'English')).toEqual([
      { term: 'decompression sickness', explanation: 'a condition caused by rising too fast' },
    ]);
    expect(marksOf('Peanut is a common allergen, a substance that triggers an allergic reaction.', 'English')).toEqual([
      { term: 'allergen', explanation: 'a substance that triggers an allergic reaction' },
    ]);
    // A verb after its subject is not the term's first word.
    expect(marksOf('The company sells biochar, charcoal made from crop waste, to farmers.', 'English')).toEqual([
      { term: 'biochar', explanation: 'charcoal made from crop waste' },
    ]);
  });

  it('gives a gloss to no person or place, at a sentence\'s start too', () => {
    expect(marksOf('Priya Raghunathan, an astrophysicist at Cambridge who led the work, is cautious.', 'English')).toEqual([]);
    expect(marksOf('Alvarez, a marine ecologist, led the survey. Later Alvarez said the kelp would not return.', 'English')).toEqual([]);
    expect(marksOf('Mendocino, a county in California, lost most of its kelp.', 'English')).toEqual([]);
  });

  it('takes no "such as" examples and no remark in brackets for an explanation', () => {
    expect(marksOf('With fewer fish eating them, zooplankton such as Daphnia multiplied and grazed down the algae.', 'English')).toEqual([]);
    expect(marksOf('Homogeneous catalysts work in the same phase as the reactants, for example aqueous ions in solution.', 'English')).toEqual([]);
    expect(marksOf('Farmers planted legumes, such as beans, peas and lentils, between the rows of wheat.', 'English')).toEqual([]);
    for (const text of [
      'Levels of leptin (mostly in older mice) rose after the fast.',
      'Patients with sepsis (or both) were excluded.',
      'The protein binds to ferritin (a result that surprised the team) in the liver.',
      'The samples contained microplastics (most of them fibres) at every site.',
    ])
      expect(marksOf(text, 'English'), text).toEqual([]);
    expect(marksOf('The team found microplastics (tiny bits of plastic) in the snow.', 'English')).toEqual([
      { term: 'microplastics', explanation: 'tiny bits of plastic' },
    ]);
  });

  it('reads no clause after "means" or "which is what …", no summing-up step and no "are in …" as a gloss', () => {
    expect(marksOf('Higher albedo means more sunlight is reflected back to space.', 'English')).toEqual([]);
    expect(marksOf('Statins are in short supply in rural clinics.', 'English')).toEqual([]);
    expect(marksOf('The fault slipped near the caldera, which is what worried the geologists.', 'English')).toEqual([]);
    expect(marksOf('The farmers sprayed fungicide, a costly step that few could afford.', 'English')).toEqual([]);
  });

  it('reads no reporting clause, "each …ing" phrase, name after "called" or "this …" pointer as an explanation, nor examples in brackets', () => {
    const none = (text: string, term: string) => expect(marksOf(text, 'English').map((mark) => mark.term)).not.toContain(term);
    none('A soft gripper can pick fruit as gently as a human picker, a team from the robotics lab reports in a new paper.', 'picker');
    none('Much of the carbon in the soil could be traced, the group showed that some of it was young.', 'traced');
    none('The gripper has three fingers of silicone rubber, each containing a row of air chambers.', 'silicone rubber');
    none('The technique, called lipid residue analysis, extracts traces of fats from the clay.', 'technique');
    none('Say "pin" and a small puff of air follows the p. That puff is called aspiration, and it is easy to feel.', 'aspiration');
    none('Grids need shifting demand (electric vehicles charging at noon, flexible industrial loads such as electrolysers) to cope.', 'shifting demand');
    none('Strawberries are one of the hardest crops to harvest by machine.', 'Strawberries');
    expect(marksOf('People with coeliac disease react to gluten, a protein found in wheat, barley and rye.', 'English').map((mark) => mark.term)).toContain('gluten');
  });

  // The sets written after the narrowing (eval/explanation-written-fifth.ts, -sixth.ts) had a clause, a verb phrase
  // after the comma or dash closing an aside, a place, a remark on the name and an "or" synonym no plainer than the
  // term read as explanations. An English apposition counts only where it reads as a definition of the term.
  it('reads no clause, no verb phrase after a closing comma or dash and no place as an apposition', () => {
    const none = (text: string, term: string) => expect(marksOf(text, 'English').map((mark) => mark.term), text).not.toContain(term);
    none('In tests in the chamber, a room lined with foam so that no sound reflects from its surfaces, a 10-centimetre panel absorbed more than 80 per cent of the sound.', 'surfaces');
    none('Putting the lithium back — "relithiation" — restores most of the original capacity.', 'relithiation');
    none('A second season, using a faster-dissolving mineral, begins in the spring.', 'faster-dissolving mineral');
    none('Joost van der Meer of Wageningen Marine Research in IJmuiden, the Netherlands, drew on 50 years of data.', 'IJmuiden');
    none('The old star sheds its outer layers, which glow briefly as a planetary nebula — a misleading name, since it has nothing to do with planets.', 'planetary nebula');
    const arbitrage = marksOf('Battery storage is doing the heavy lifting, because arbitrage — charge cheap at noon, sell dear at 7 p.m. — is exactly the trade.', 'English');
    expect(arbitrage.map((mark) => mark.term)).toEqual(['arbitrage']);
    // A noun phrase that defines still is one, and so is a bare one after a term that opens no aside.
    expect(marksOf('Rivers carry sediment, the sand and mud that settles at the bottom, into the sea.', 'English')).toEqual([
      { term: 'sediment', explanation: 'the sand and mud that settles at the bottom' },
    ]);
    expect(marksOf('Leaves lose water through stomata, tiny holes on their underside.', 'English')).toEqual([
      { term: 'stomata', explanation: 'tiny holes on their underside' },
    ]);
  });

  it('takes a one-word "or" synonym only where the table of plainer words lists it, and no naming cut short', () => {
    const none = (text: string, term: string) => expect(marksOf(text, 'English').map((mark) => mark.term), text).not.toContain(term);
    none('The point underground where the rupture begins is the hypocentre, or focus; the point on the surface above it is the epicentre.', 'hypocentre');
    expect(marksOf('With three or more stations, the circles meet at one point and the epicentre can be located, a method usually called triangulation.', 'English')).not.toContainEqual(
      expect.objectContaining({ term: 'triangulation', explanation: 'a method usually' }),
    );
  });

  // The seventh set (eval/explanation-written-seventh.ts, measured once: 11 of 16) read list items, a
  // quoted example and a quantified remark as appositions.
  it('reads no next item of a list, no quotation and no "each …" remark as an apposition', () => {
    const none = (text: string, term: string) => expect(marksOf(text, 'English').map((mark) => mark.term), text).not.toContain(term);
    none('Each picture was paired with a sound: a cat with a meow, a kettle with a whistle.', 'meow');
    none('We tried textured fingertips, a silicone coating (Ecoflex 00-30), even a microstructured adhesive film borrowed from a colleague.', 'textured fingertips');
    none('In writing, it is retreating into a few fixed niches — "to whom it may concern", "many of whom" — where it may last for decades.', 'niches');
    none('The fix was a pneumatic network actuator — "PneuNet" in the literature, after the Whitesides group — with chambers moulded into the finger.', 'pneumatic network actuator');
    none('A practical machine will need thousands of logical qubits, each far more robust than this one.', 'logical qubits');
    // A gloss that goes on with the sentence's list still is one.
    expect(marksOf('Leaves lose water through stomata, tiny holes on their underside.', 'English').map((mark) => mark.term)).toContain('stomata');
  });
});

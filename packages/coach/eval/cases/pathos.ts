// Evaluation cases of the pathos area, from Persuasion and Rhetorics' pathos step: passages in
// English and Hebrew with the value the writer shares with the readers and whether they said the
// text shows it, labelled with what a science-writing instructor would say of them. Reading for
// the readers' value needs meaning and is the LLM coach's to judge (eval/llm-evaluation.ts).
// Cases marked heldOut were written with the others and not looked at while the rules were tuned.
import type { CoachCase } from './coach-case.ts';

const pathos = (
  id: string,
  text: string,
  sharedValue: string,
  studentSays: string,
  mustFind: string[],
  mustNotFind: string[],
  extra: Partial<CoachCase> = {},
): CoachCase => ({
  id: `persuasion.pathos.${id}`,
  exercise: 'persuasive',
  language: /[\u05d0-\u05ea]/.test(text) ? 'he' : 'en',
  text,
  focus: ['pathos'],
  context: { sharedValue, studentSays },
  mustFind,
  mustNotFind,
  ...extra,
});

export const pathosCases: readonly CoachCase[] = [
  pathos(
    'valueNamed',
    'Clean air matters for your children. Imagine sending them to a school where the air is as clean as in a park.',
    'clean air',
    'Yes',
    ['pathos.valueNamed'],
    ['pathos.valueMissing'],
  ),
  pathos(
    'valueMissing',
    'Microbes in the soil fix nitrogen. We sequence their genomes to find new enzymes.',
    'saving public money',
    'Yes',
    ['pathos.valueMissing'],
    // No everyday example is asked for any more (docs/exercises.md "Say only what holds").
    ['pathos.valueNamed'],
  ),
  pathos(
    'answerNoButThere',
    'Our crops need less water, so farmers save money and food stays cheap for every family.',
    'food security',
    'No',
    ['pathos.answerNoButPresent'],
    ['pathos.valueMissing'],
  ),
  pathos(
    'hePathos',
    'דמיינו את הילדים שלכם נושמים אוויר נקי בכל בוקר בדרך לבית הספר.',
    'אוויר נקי',
    'Yes',
    ['pathos.valueNamed'],
    ['pathos.valueMissing'],
  ),
  pathos(
    'heNoAddress',
    'החיידקים בקרקע מקבעים חנקן. אנחנו מחפשים אנזימים חדשים.',
    'ילדים בריאים',
    'Not sure',
    ['pathos.valueMissing'],
    ['pathos.valueNamed'],
  ),
  // ---- The first held-out round: measured once unseen (docs/exercises.md), then looked at ----
  pathos(
    'heldValueClose',
    'Our lamps protect the eyes of children who read at night, and they keep every home safe from fire.',
    'safety',
    'Yes',
    ['pathos.valueClose'],
    ['pathos.valueMissing'],
  ),
  // ---- Held out (the third round): written after the second was fixed, never looked at while tuning ----
  pathos(
    'heldOutNoExample',
    'Antibiotic resistance is a growing threat to public health. We study how bacteria share resistance genes.',
    'health',
    'Yes',
    ['pathos.valueNamed'],
    ['pathos.valueMissing'],
    { heldOut: true },
  ),
];

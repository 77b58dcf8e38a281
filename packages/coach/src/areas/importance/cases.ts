// Evaluation cases of the importance area, from Half Life's advice for the readers: texts of the
// lengths the exercise asks for, in English and Hebrew, labelled with what an instructor would say
// for the chosen readers: whether the text says why the work matters, and for young readers an
// everyday comparison and a figure to picture (a measurement, percentage or count; a year is not a
// figure to picture). That needs reading for meaning and is the LLM coach's to judge
// (eval/llm-evaluation.ts). A text labelled for its sentence lengths too has those labels in
// ../sentences/cases.ts, as the same request. Cases marked heldOut were written with the others
// and not looked at while the rules were tuned.
import type { AudienceLevel } from '../../coaches/audience.ts';
import type { CoachCase } from '../../evaluation/coach-case.ts';

const halfLife = (
  id: string,
  audience: AudienceLevel,
  text: string,
  mustFind: string[],
  mustNotFind: string[],
  extra: Partial<CoachCase> = {},
): CoachCase => ({
  id: `halfLife.${id}`,
  exercise: 'halfLife',
  language: /[\u05d0-\u05ea]/.test(text) ? 'he' : 'en',
  text,
  focus: ['jargon', 'wordCount', 'sentenceLength', 'importance'],
  audience,
  mustFind,
  mustNotFind,
  ...extra,
});

export const importanceCases: readonly CoachCase[] = [
  halfLife(
    'longSentenceAdults',
    'adults',
    'I study how the tiny hairs inside the human ear turn sound waves into electrical signals that the brain can understand, and why these hairs break down in older people who have spent many years in noisy places. This matters because hearing loss makes people lonely.',
    [],
    ['importance.noPurpose'],
  ),
  halfLife(
    'shortSentencesAdults',
    'adults',
    'I study the ear. Tiny hairs turn sound into signals. Loud noise breaks them. I want to protect them, so that older people keep their hearing.',
    [],
    ['importance.noPurpose'],
  ),
  halfLife(
    'noPurpose',
    'highSchool',
    'I study soil bacteria. They live around the roots of wheat. I grow them in the lab and sequence their genes.',
    ['importance.noPurpose'],
    [],
  ),
  halfLife(
    'purposeSoThat',
    'highSchool',
    'I study soil bacteria that live around wheat roots, so that farmers can grow more food with less fertiliser.',
    [],
    ['importance.noPurpose'],
  ),
  halfLife(
    'youngComparisonMissing',
    'elementary',
    'I study bees. Bees carry pollen from flower to flower. Without bees, many fruits would not grow. I count 300 bees in each hive.',
    ['importance.noComparison', 'importance.pictureNumber'],
    [],
  ),
  halfLife(
    'youngComparisonThere',
    'elementary',
    'I study bees. A hive works like a small city. Each bee has a job. Without bees we would have fewer apples.',
    [],
    ['importance.noComparison', 'importance.pictureNumber'],
  ),
  halfLife(
    'youngYearNotFigure',
    'juniorHigh',
    'Since 2019 I have studied how dolphins talk to each other. They whistle like people call names. This helps us protect them.',
    [],
    ['importance.pictureNumber', 'importance.noComparison', 'importance.noPurpose'],
  ),
  halfLife(
    'youngPercent',
    'juniorHigh',
    'Plastic hurts sea turtles. In our study, 52% of turtles had plastic in their stomachs. We want to help them.',
    ['importance.pictureNumber'],
    ['importance.noPurpose'],
  ),
  halfLife(
    'adultsNoYoungAdvice',
    'adults',
    'I study how 40 mg of caffeine changes sleep. Many people drink coffee late, so better advice could help them sleep.',
    [],
    ['importance.noComparison', 'importance.pictureNumber', 'importance.noPurpose'],
  ),
  halfLife(
    'heLongSentence',
    'adults',
    'אני חוקרת איך שערות זעירות בתוך האוזן הפנימית הופכות גלי קול לאותות חשמליים שהמוח יכול להבין, ולמה השערות האלה נשחקות אצל אנשים מבוגרים שבילו שנים רבות במקומות רועשים ובמפעלים. זה חשוב כי אובדן שמיעה גורם לבדידות.',
    [],
    ['importance.noPurpose'],
  ),
  halfLife(
    'heNoPurpose',
    'highSchool',
    'אני חוקר חיידקים בקרקע. הם חיים ליד שורשי החיטה. אני מגדל אותם במעבדה.',
    ['importance.noPurpose'],
    [],
  ),
  halfLife(
    'heYoungComparison',
    'elementary',
    'אני חוקרת דבורים. כוורת היא כמו עיר קטנה. בלי דבורים יהיו פחות תפוחים, ולכן חשוב לשמור עליהן.',
    [],
    ['importance.noComparison', 'importance.noPurpose'],
  ),
  halfLife(
    'lastVersionNoPromise',
    'adults',
    'I study how plants sense drought. Their roots send a signal to the leaves, which close their pores. This could help farmers save water.',
    [],
    ['importance.noPurpose'],
    { finalVersion: true },
  ),
  halfLife(
    'youngFigureQuantity',
    'elementary',
    'A blue whale eats 4 tonnes of krill a day. I study how whales find krill, because whales keep the ocean healthy. A whale is as long as three buses.',
    ['importance.pictureNumber'],
    ['importance.noComparison', 'importance.noPurpose'],
  ),
  // ---- The first held-out round: measured once unseen (docs/exercises.md), then looked at ----
  halfLife(
    'heldLongHighSchool',
    'highSchool',
    'My research looks at the way in which bacteria that live in the guts of honey bees protect them from a parasite that has been killing colonies all over the world during the past twenty years. I hope this helps beekeepers.',
    [],
    ['importance.noPurpose'],
  ),
  halfLife(
    'heldYoungCount',
    'juniorHigh',
    'I study frogs in ponds. Last spring I found 12 kinds of frogs in one pond. Frogs eat mosquitoes, which helps everyone.',
    ['importance.noComparison'],
    ['importance.noPurpose'],
  ),
  halfLife(
    'heldNoPurposeAdults',
    'adults',
    'I am a chemist. I make new materials from sand. The materials are very thin and clear.',
    ['importance.noPurpose'],
    [],
  ),
  halfLife(
    'heldHeYoungYear',
    'elementary',
    'מאז 2020 אני חוקר נמלים. נמלים עובדות כמו צוות. הן עוזרות ליער להישאר בריא.',
    [],
    ['importance.pictureNumber', 'importance.noComparison'],
  ),
  // ---- The second held-out round: measured once unseen (docs/exercises.md), then looked at ----
  halfLife(
    'round2LongElementary',
    'elementary',
    'I study the little animals that live in the soil under our feet and eat old leaves. They help new plants grow.',
    ['importance.noComparison'],
    ['importance.noPurpose'],
  ),
  halfLife(
    'round2HePurpose',
    'adults',
    'אני חוקר כיצד עצים מתמודדים עם בצורת. המטרה היא לעזור ליערנים לבחור עצים שישרדו.',
    [],
    ['importance.noPurpose'],
  ),
  halfLife(
    'round2YoungPercentYear',
    'juniorHigh',
    'In 2021 I started studying owls. Owls eat mice, like cats do. In our fields, 80% of the mice were eaten by owls, so farmers need less poison.',
    ['importance.pictureNumber'],
    ['importance.noComparison', 'importance.noPurpose'],
  ),
  // ---- Held out (the third round): written after the second was fixed, never looked at while tuning ----
  halfLife(
    'heldOutLongAdults',
    'adults',
    'In my research I use satellite images together with measurements from weather stations and from small sensors that farmers place in their fields to predict, weeks in advance, which parts of a field will need water. Farmers could then save water and money.',
    [],
    ['importance.noPurpose'],
    { heldOut: true },
  ),
  halfLife(
    'heldOutYoungNoPurpose',
    'elementary',
    'I study snails. Snails carry their house on their back. Some snails live in the sea.',
    ['importance.noPurpose', 'importance.noComparison'],
    ['importance.pictureNumber'],
    { heldOut: true },
  ),
];

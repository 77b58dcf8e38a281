// The Half Life texts of the coach's evaluation, from the exercise's advice for the readers: texts
// of the lengths the exercise asks for, in English and Hebrew, each with the readers it was written
// for. Each area labels them with what an instructor would say (eval/cases/sentences.ts,
// eval/cases/importance.ts); a text two areas label is one request with the labels of both.
// Texts marked heldOut were written with the others and not looked at while the rules were tuned.
import type { AudienceLevel } from '../../src/engine/audience.ts';
import type { CoachCase } from './coach-case.ts';

interface HalfLifeText {
  readonly audience: AudienceLevel;
  readonly text: string;
  /** The exercise's last version: no revision follows. */
  readonly finalVersion?: true;
  readonly heldOut?: true;
}

const halfLifeTexts = {
  longSentenceAdults: {
    audience: 'adults',
    text: 'I study how the tiny hairs inside the human ear turn sound waves into electrical signals that the brain can understand, and why these hairs break down in older people who have spent many years in noisy places. This matters because hearing loss makes people lonely.',
  },
  shortSentencesAdults: {
    audience: 'adults',
    text: 'I study the ear. Tiny hairs turn sound into signals. Loud noise breaks them. I want to protect them, so that older people keep their hearing.',
  },
  noPurpose: {
    audience: 'highSchool',
    text: 'I study soil bacteria. They live around the roots of wheat. I grow them in the lab and sequence their genes.',
  },
  purposeSoThat: {
    audience: 'highSchool',
    text: 'I study soil bacteria that live around wheat roots, so that farmers can grow more food with less fertiliser.',
  },
  youngComparisonMissing: {
    audience: 'elementary',
    text: 'I study bees. Bees carry pollen from flower to flower. Without bees, many fruits would not grow. I count 300 bees in each hive.',
  },
  youngComparisonThere: {
    audience: 'elementary',
    text: 'I study bees. A hive works like a small city. Each bee has a job. Without bees we would have fewer apples.',
  },
  youngYearNotFigure: {
    audience: 'juniorHigh',
    text: 'Since 2019 I have studied how dolphins talk to each other. They whistle like people call names. This helps us protect them.',
  },
  youngPercent: {
    audience: 'juniorHigh',
    text: 'Plastic hurts sea turtles. In our study, 52% of turtles had plastic in their stomachs. We want to help them.',
  },
  adultsNoYoungAdvice: {
    audience: 'adults',
    text: 'I study how 40 mg of caffeine changes sleep. Many people drink coffee late, so better advice could help them sleep.',
  },
  heLongSentence: {
    audience: 'adults',
    text: 'אני חוקרת איך שערות זעירות בתוך האוזן הפנימית הופכות גלי קול לאותות חשמליים שהמוח יכול להבין, ולמה השערות האלה נשחקות אצל אנשים מבוגרים שבילו שנים רבות במקומות רועשים ובמפעלים. זה חשוב כי אובדן שמיעה גורם לבדידות.',
  },
  heNoPurpose: {
    audience: 'highSchool',
    text: 'אני חוקר חיידקים בקרקע. הם חיים ליד שורשי החיטה. אני מגדל אותם במעבדה.',
  },
  heYoungComparison: {
    audience: 'elementary',
    text: 'אני חוקרת דבורים. כוורת היא כמו עיר קטנה. בלי דבורים יהיו פחות תפוחים, ולכן חשוב לשמור עליהן.',
  },
  lastVersionNoPromise: {
    audience: 'adults',
    text: 'I study how plants sense drought. Their roots send a signal to the leaves, which close their pores. This could help farmers save water.',
    finalVersion: true,
  },
  youngFigureQuantity: {
    audience: 'elementary',
    text: 'A blue whale eats 4 tonnes of krill a day. I study how whales find krill, because whales keep the ocean healthy. A whale is as long as three buses.',
  },
  // ---- The first held-out round: measured once unseen (docs/exercises.md), then looked at ----
  heldLongHighSchool: {
    audience: 'highSchool',
    text: 'My research looks at the way in which bacteria that live in the guts of honey bees protect them from a parasite that has been killing colonies all over the world during the past twenty years. I hope this helps beekeepers.',
  },
  heldYoungCount: {
    audience: 'juniorHigh',
    text: 'I study frogs in ponds. Last spring I found 12 kinds of frogs in one pond. Frogs eat mosquitoes, which helps everyone.',
  },
  heldNoPurposeAdults: {
    audience: 'adults',
    text: 'I am a chemist. I make new materials from sand. The materials are very thin and clear.',
  },
  heldHeYoungYear: {
    audience: 'elementary',
    text: 'מאז 2020 אני חוקר נמלים. נמלים עובדות כמו צוות. הן עוזרות ליער להישאר בריא.',
  },
  // ---- The second held-out round: measured once unseen (docs/exercises.md), then looked at ----
  round2LongElementary: {
    audience: 'elementary',
    text: 'I study the little animals that live in the soil under our feet and eat old leaves. They help new plants grow.',
  },
  round2HePurpose: {
    audience: 'adults',
    text: 'אני חוקר כיצד עצים מתמודדים עם בצורת. המטרה היא לעזור ליערנים לבחור עצים שישרדו.',
  },
  round2YoungPercentYear: {
    audience: 'juniorHigh',
    text: 'In 2021 I started studying owls. Owls eat mice, like cats do. In our fields, 80% of the mice were eaten by owls, so farmers need less poison.',
  },
  // ---- Held out (the third round): written after the second was fixed, never looked at while tuning ----
  heldOutLongAdults: {
    audience: 'adults',
    text: 'In my research I use satellite images together with measurements from weather stations and from small sensors that farmers place in their fields to predict, weeks in advance, which parts of a field will need water. Farmers could then save water and money.',
    heldOut: true,
  },
  heldOutYoungNoPurpose: {
    audience: 'elementary',
    text: 'I study snails. Snails carry their house on their back. Some snails live in the sea.',
    heldOut: true,
  },
  heldOutHeLong: {
    audience: 'highSchool',
    text: 'אני בודקת בעזרת מודלים ממוחשבים וניסויים במעבדה איך חלבונים מסוימים בתוך תאי עצב מתקפלים בצורה לא נכונה ויוצרים גושים שפוגעים בזיכרון אצל חולי אלצהיימר. כך נוכל לפתח תרופות.',
    heldOut: true,
  },
} satisfies Record<string, HalfLifeText>;

export type HalfLifeTextId = keyof typeof halfLifeTexts;

/** The case of one Half Life text with one area's labels: the finding kinds it expects and those it would call false. */
export function halfLifeCase(id: HalfLifeTextId, mustFind: string[], mustNotFind: string[]): CoachCase {
  const { audience, text, ...extra }: HalfLifeText = halfLifeTexts[id];
  return {
    id: `halfLife.${id}`,
    exercise: 'halfLife',
    language: /[\u05d0-\u05ea]/.test(text) ? 'he' : 'en',
    text,
    focus: ['jargon', 'wordCount', 'sentenceLength', 'importance'],
    audience,
    mustFind,
    mustNotFind,
    ...extra,
  };
}

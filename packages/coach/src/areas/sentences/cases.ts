// Evaluation cases of the sentences area, from Half Life's advice for the readers: texts of the
// lengths the exercise asks for, in English and Hebrew, labelled with what an instructor would say
// for the chosen readers: a sentence too long for them, or sentences that suit them (said in the
// summary line). The built-in rules judge them (sentence-length.ts). A text labelled for why the
// work matters too has those labels in ../importance/cases.ts, as the same request. Cases marked
// heldOut were written with the others and not looked at while the rules were tuned.
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

export const sentencesCases: readonly CoachCase[] = [
  halfLife(
    'longSentenceAdults',
    'adults',
    'I study how the tiny hairs inside the human ear turn sound waves into electrical signals that the brain can understand, and why these hairs break down in older people who have spent many years in noisy places. This matters because hearing loss makes people lonely.',
    ['sentence.tooLong'],
    ['summary.sentences'],
  ),
  halfLife(
    'shortSentencesAdults',
    'adults',
    'I study the ear. Tiny hairs turn sound into signals. Loud noise breaks them. I want to protect them, so that older people keep their hearing.',
    ['summary.sentences'],
    ['sentence.tooLong'],
  ),
  halfLife(
    'noPurpose',
    'highSchool',
    'I study soil bacteria. They live around the roots of wheat. I grow them in the lab and sequence their genes.',
    ['summary.sentences'],
    ['sentence.tooLong'],
  ),
  halfLife(
    'heLongSentence',
    'adults',
    'אני חוקרת איך שערות זעירות בתוך האוזן הפנימית הופכות גלי קול לאותות חשמליים שהמוח יכול להבין, ולמה השערות האלה נשחקות אצל אנשים מבוגרים שבילו שנים רבות במקומות רועשים ובמפעלים. זה חשוב כי אובדן שמיעה גורם לבדידות.',
    ['sentence.tooLong'],
    ['summary.sentences'],
  ),
  halfLife(
    'heNoPurpose',
    'highSchool',
    'אני חוקר חיידקים בקרקע. הם חיים ליד שורשי החיטה. אני מגדל אותם במעבדה.',
    ['summary.sentences'],
    ['sentence.tooLong'],
  ),
  halfLife(
    'lastVersionNoPromise',
    'adults',
    'I study how plants sense drought. Their roots send a signal to the leaves, which close their pores. This could help farmers save water.',
    ['summary.sentences'],
    ['sentence.tooLong'],
    { finalVersion: true },
  ),
  // ---- The first held-out round: measured once unseen (docs/exercises.md), then looked at ----
  halfLife(
    'heldLongHighSchool',
    'highSchool',
    'My research looks at the way in which bacteria that live in the guts of honey bees protect them from a parasite that has been killing colonies all over the world during the past twenty years. I hope this helps beekeepers.',
    ['sentence.tooLong'],
    ['summary.sentences'],
  ),
  halfLife(
    'heldNoPurposeAdults',
    'adults',
    'I am a chemist. I make new materials from sand. The materials are very thin and clear.',
    ['summary.sentences'],
    ['sentence.tooLong'],
  ),
  // ---- The second held-out round: measured once unseen (docs/exercises.md), then looked at ----
  halfLife(
    'round2LongElementary',
    'elementary',
    'I study the little animals that live in the soil under our feet and eat old leaves. They help new plants grow.',
    ['sentence.tooLong'],
    ['summary.sentences'],
  ),
  halfLife(
    'round2HePurpose',
    'adults',
    'אני חוקר כיצד עצים מתמודדים עם בצורת. המטרה היא לעזור ליערנים לבחור עצים שישרדו.',
    ['summary.sentences'],
    ['sentence.tooLong'],
  ),
  // ---- Held out (the third round): written after the second was fixed, never looked at while tuning ----
  halfLife(
    'heldOutLongAdults',
    'adults',
    'In my research I use satellite images together with measurements from weather stations and from small sensors that farmers place in their fields to predict, weeks in advance, which parts of a field will need water. Farmers could then save water and money.',
    ['sentence.tooLong'],
    ['summary.sentences'],
    { heldOut: true },
  ),
  halfLife(
    'heldOutHeLong',
    'highSchool',
    'אני בודקת בעזרת מודלים ממוחשבים וניסויים במעבדה איך חלבונים מסוימים בתוך תאי עצב מתקפלים בצורה לא נכונה ויוצרים גושים שפוגעים בזיכרון אצל חולי אלצהיימר. כך נוכל לפתח תרופות.',
    ['sentence.tooLong'],
    ['summary.sentences'],
    { heldOut: true },
  ),
];

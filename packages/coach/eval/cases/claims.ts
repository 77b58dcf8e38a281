// Evaluation cases for the claim-strength remark (claim-strength.ts): student texts in English,
// Hebrew and Arabic, labelled with whether a science-writing instructor expects the coach to name a
// certainty or absolute word in a claim (mustFind) or would call it false on this text
// (mustNotFind). Led by the 2026-11-27 walk's planted overclaims, which stood through every
// version; these are tuning texts, not the fresh measure (docs/exercises.md "How the coach decides").
import type { CoachCase } from './coach-case.ts';
import type { QuestionCase } from './question-case.ts';

const certainty = 'claims.certainty';

const ornithology =
  'For each species I calculated the median spring passage date per year and compared it with mean March–April temperatures at the site. ' +
  'All ten species now pass about 6 to 12 days earlier than in the 1980s, and the years with the warmest springs have the earliest passage. ' +
  'This proves that warming is driving birds to migrate earlier.';

const streetTrees =
  'Every summer, older residents in our hottest neighbourhoods are the ones who end up in hospital. ' +
  'We mapped tree canopy in all 42 neighbourhoods and compared it with Landsat surface temperatures and with heat-related ambulance calls from 2015 to 2024. ' +
  'The leafiest neighbourhoods were up to 4 °C cooler on the hottest afternoons. They also had 35% fewer heat-related ambulance calls. ' +
  'Therefore, if the council funds a 10-year planting program in the hottest districts, it will end heat deaths in our city.';

const jellyfish =
  'מצאנו שבשנים שבהן היו יותר מדוזות, השלל השנתי של דגי מכמורת, ובמיוחד של ברבוניות, היה נמוך יותר, בממוצע ב־23% (מתאם של r = -0.61). ' +
  'בשנים של להקות גדולות דייגים רבים גם דיווחו שהרשתות שלהם נקרעו או נסתמו. ' +
  'הממצאים מוכיחים באופן חד־משמעי שהמדוזות הן הגורם העיקרי לירידה בשלל הדיג בים התיכון הישראלי, כי הן אוכלות ביצים וזחלים של דגים.';

const nazarethWater =
  'تفقد شبكة المياه في الناصرة جزءًا كبيرًا من مياهها قبل أن تصل إلى البيوت. ' +
  'فحسب تقارير سلطة المياه لعام 2022، لا يُحسب نحو 30% من المياه التي تشتريها البلدية. ' +
  'في بحثي أستخدم حسّاسات صوتية صغيرة تُثبَّت على الأنابيب وتلتقط صوت الماء المتسرّب، ثم أحلّل البيانات لأحدّد مكان التسرّب بدقة عدة أمتار. ' +
  'هذه الطريقة ستوقف هدر المياه في الناصرة نهائيًا وتوفّر على البلدية ملايين الشواقل كل سنة.';

// Written for these cases: the same claims said with care, everyday absolutes, negated, hedged,
// reported and quoted uses.
const ornithologyCareful =
  'All ten species now pass about 6 to 12 days earlier than in the 1980s, and the years with the warmest springs have the earliest passage. ' +
  'This suggests that warming is driving birds to migrate earlier, although we could not prove that food supply played no part.';

const screens =
  'Many parents believe that screens always cause poor sleep. ' +
  'In our survey of 300 students, those who used phones after 10 pm slept 40 minutes less on average. ' +
  'It has never been proven that phones are the cause, and there is no proof that banning them would help. ' +
  'I always wanted to study sleep, and every morning I see tired students in class.';

const vaccine =
  'In our trial of 2,000 adults, the new vaccine cut hospital stays by 60%. ' +
  'It is clinically proven to protect older adults, and it will eliminate severe flu in care homes completely.';

const filters =
  'The company’s advert says “our filter removes every germ forever”. ' +
  'We tested the filter in 30 homes for six months. ' +
  'It removed most bacteria, but some samples still held E. coli after three months. ' +
  'A better filter may reduce infections, if families change it on time.';

const coralHe =
  'בדקנו 40 שוניות במפרץ אילת במשך חמש שנים. ' +
  'השוניות שבהן המים היו חמים יותר הלבינו בשיעור גבוה יותר. ' +
  'התוצאות הוכיחו שהתחממות המים היא הסיבה להלבנה, ולכן הפחתת הפליטות תעצור את הבעיה לחלוטין.';

const coralCarefulHe =
  'בדקנו 40 שוניות במפרץ אילת במשך חמש שנים. ' +
  'השוניות שבהן המים היו חמים יותר הלבינו בשיעור גבוה יותר. ' +
  'הממצאים מצביעים על קשר בין חום המים להלבנה, אבל הם לא מוכיחים שהחום הוא הסיבה היחידה. ' +
  'תמיד רציתי לצלול, וכל בוקר אני רואה את השונית מהחלון. האם ניתן להוכיח קשר סיבתי?';

const soilAr =
  'درسنا التربة في 20 حقلًا في الجليل خلال ثلاث سنوات. ' +
  'الحقول التي زُرعت فيها البقوليات احتوت على نيتروجين أكثر بنسبة 25%. ' +
  'وقد أثبتت دراستنا أن زراعة البقوليات تغني عن الأسمدة الكيميائية.';

const soilCarefulAr =
  'درسنا التربة في 20 حقلًا في الجليل خلال ثلاث سنوات. ' +
  'الحقول التي زُرعت فيها البقوليات احتوت على نيتروجين أكثر بنسبة 25%، والحقلان مختلفان تمامًا في نوع التربة. ' +
  'لم تثبت الدراسة أن البقوليات وحدها هي السبب، وقد يثبت بحث أكبر ذلك. أنا دائمًا أحب العمل في الحقل.';

// Missed by the rules until the last walks' writers and instructors listed them: a future "will
// eliminate" whatever it removes, "always" / "never" in a general claim, Hebrew "תמיד" and "יחסל",
// Arabic "دائمًا" beside its verb; and the writer's own story and past events beside them.
const sugarTax =
  'Neighbourhoods with the highest sales of sugary drinks have childhood obesity rates almost double the city average. ' +
  'A tax of this kind will eliminate the cheapest source of empty calories for our children, and screens always harm sleep too.';

const ownStory =
  'I always wanted to work on fisheries. Newfoundland kept fishing in 1992 and those jobs never came back. ' +
  'We study places the boats have never visited, and crops that never get sick are a dream of every farmer.';

const hearingHe =
  'בדקנו 640 תלמידים בכיתות א׳–ג׳, ומצאנו ש־9% מהם סובלים מליקוי שמיעה שלא אובחן. ' +
  'ילד שלא שומע טוב בכיתה תמיד נשאר מאחור בקריאה. סקר ארצי כזה יחסל את הפער בין הבדיקה בלידה לבין הכניסה לכיתה.';

const holterAr =
  'يعتمد التشخيص الحالي على جهاز يُلبس لمدة يومين، وهو يفشل دائماً في التقاط النوبات القصيرة. ' +
  'جهازنا الصغير يسجل نبض القلب لمدة أسبوعين.';

// The overclaims of the 2026-11-28 walk's writers that no listed word caught: a superlative above
// every other and a promise of no harm; beside them a compared superlative and reported side effects.
const studyTool =
  'Students forget most of what they read within a week. Flashcards that come back just before you forget fix this. ' +
  'Spaced repetition is the most powerful study tool there is, and every student should use it before exams.';

const comparedTool =
  'We compared three ways to revise with 120 first-year students. Spaced repetition was the most effective of the three methods we tested, ' +
  'and one of the cheapest. Some students reported that the daily reminders felt tiring.';

const studyToolHe =
  'סטודנטים שוכחים את רוב מה שקראו תוך שבוע. כרטיסיות שחוזרות רגע לפני שוכחים מתקנות את זה. ' +
  'חזרה מרווחת היא כלי הלמידה החזק ביותר שיש, וכל סטודנט צריך להשתמש בו לפני מבחנים.';

const herbalAr =
  'يعاني كثير من المرضى من آلام المفاصل المزمنة. جرّبنا مستخلص الزنجبيل على 40 مريضًا مدة شهرين، فانخفض الألم لدى معظمهم. ' +
  'هذا المستخلص يخفف الألم بدون أعراض جانبية، وسيغني المرضى عن المسكنات.';

// The writer's own certainty about a result not yet measured, and a rhetorical "I'm sure you have seen".
const pollinators =
  'Bees visit almost every flower in our valley orchards. This spring we are placing sensors in 30 hives to count how many bees leave on cold mornings. ' +
  'I am confident the results will show that cold winds keep bees at home and cut the almond harvest.';
const pollinatorsOpening =
  "I'm sure you have all seen bees on an almond tree in spring. This spring we are placing sensors in 30 hives to count how many bees leave on cold mornings.";
const sleepHe =
  'בני נוער ישנים פחות מדי בשבוע הלימודים. אנחנו בודקים אם התחלת הלימודים בשעה תשע במקום שמונה תשפר את השינה ואת הציונים בשלושה בתי ספר. ' +
  'אני בטוחה שהתוצאות יראו שינה ארוכה יותר וציונים טובים יותר בכל הכיתות.';
const blackSeedAr =
  'يعاني كثير من كبار السن من ارتفاع ضغط الدم. أعطينا حبة البركة لعشرين فأرًا مدة أربعة أسابيع وقسنا ضغطها كل يوم. ' +
  'أنا متأكدة أن حبة البركة ستغني المرضى قريبًا عن أدوية الضغط.';

// A result asked of every school (session 51): one class's gain carried to all, in three languages; and
// advice to every child, which carries no study's result anywhere.
const standingDesks =
  'I compared two Year 5 classes at one primary school for six weeks: one class used standing desks and the other kept ordinary desks. ' +
  'Teachers counted off-task moments in three lessons a week. The standing class had 18 off-task moments per lesson on average, the other class 27. ' +
  'Because of this, every school should replace its ordinary desks with standing desks from next September.';

const standingDesksHe =
  'השוויתי שתי כיתות ה׳ בבית ספר אחד במשך שישה שבועות: כיתה אחת עבדה ליד שולחנות עמידה והשנייה ליד שולחנות רגילים. ' +
  'המורות ספרו רגעים של חוסר קשב בשלושה שיעורים בשבוע. בכיתת העמידה היו בממוצע 18 רגעים כאלה בשיעור, ובכיתה השנייה 27. ' +
  'לכן אני ממליצה למשרד החינוך להכניס שולחנות עמידה לכל בתי הספר היסודיים כבר בשנה הבאה.';

const standingDesksAr =
  'قارنتُ بين صفّين من الصف الخامس في مدرسة ابتدائية واحدة مدة ستة أسابيع: استخدم أحدهما مكاتب الوقوف وبقي الآخر على المكاتب العادية. ' +
  'أحصت المعلمات لحظات شرود الانتباه في ثلاث حصص أسبوعيًا، فكان المتوسط 18 لحظة في الحصة في صف الوقوف و27 في الصف الآخر. ' +
  'لذلك يجب على جميع المدارس الابتدائية أن تستبدل مكاتبها العادية بمكاتب الوقوف ابتداءً من العام القادم.';

const drinkingWater =
  'Your body is more than half water, and you lose some of it all day: when you breathe out, when you sweat, and when you go to the toilet. ' +
  'If you do not drink enough, you can feel tired, get a headache and find it hard to think in class. ' +
  'Every child should drink water during the day, a little at a time, and more when it is hot or after sport.';

const text = (
  id: string,
  exercise: 'halfLife' | 'persuasive',
  language: CoachCase['language'],
  body: string,
  claim: boolean,
): CoachCase => ({
  id,
  exercise,
  language,
  text: body,
  focus: ['sentenceLength'],
  mustFind: claim ? [certainty] : [],
  mustNotFind: claim ? [] : [certainty],
});

/**
 * A plain closing paragraph in the case's language: a question about the text under work is asked
 * only of 60 words or more (coaches/builtin-coach.ts QUESTIONS_MIN_WORDS).
 */
const plainParagraph: Readonly<Record<QuestionCase['language'], string>> = {
  en: ' We share our maps with the town every year. Our team walks the streets in spring and in autumn. We talk with the people who live there and we write down what they tell us about their homes.',
  he: ' אנחנו משתפים את המפות שלנו עם העירייה בכל שנה. הצוות שלנו יוצא לרחובות באביב ובסתיו. אנחנו מדברים עם האנשים שגרים שם וכותבים את מה שהם מספרים לנו על הבתים שלהם ועל השכונה שלהם.',
  ar: ' نشارك خرائطنا مع البلدية كل سنة. يخرج فريقنا إلى الشوارع في الربيع وفي الخريف. نتحدث مع الناس الذين يسكنون هناك ونكتب ما يقولونه لنا عن بيوتهم وعن حيّهم وعن حياتهم اليومية في المدينة.',
};

const question = (
  id: string,
  exercise: 'criticalThinking' | 'coherence',
  language: QuestionCase['language'],
  body: string,
  claim: boolean,
): QuestionCase => ({
  id,
  exercise,
  language,
  text: body + plainParagraph[language],
  question:
    exercise === 'coherence'
      ? { id: 'coherence.pronouns', number: 3, theme: 'pronouns that refer back', choice: '1' }
      : {
          id: 'criticalThinking.information',
          number: 3,
          theme: 'the information the work rests on',
          answer: '',
        },
  mustFind: claim ? [certainty] : [],
  mustNotFind: claim ? [] : [certainty],
});

// Written for these cases (fresh set w62): evidence held "clear", and a study summary's emphatic "does".
const brainTrainingClear =
  'We recruited 28 healthy adults aged 65 to 82; half trained on a memory app for six weeks and half waited. ' +
  'The results were really clear. The training group recalled 2.9 more words on average, while the waiting group recalled 0.6 more. ' +
  'So the training does transfer to everyday memory, and the gain must come from the training itself.';
const gamesClearHe =
  'בדקנו 40 ילדים בני 9 עד 11: חצי שיחקו במשחקי פעולה שעה ביום במשך חודש וחצי לא. ' +
  'זמן התגובה במבחן הקשב התקצר בקבוצה ששיחקה ב־35 מילישניות בממוצע. ' +
  'התוצאות היו ממש ברורות, ולכן משחקי פעולה הם דרך טובה לשפר את הקשב אצל ילדים.';
const vitaminClearAr =
  'أعطينا 20 طالبًا مكملات فيتامين د مدة ثمانية أسابيع، وأعطينا 18 طالبًا دواءً وهميًا. ' +
  'انخفضت درجات أعراض الاكتئاب في مجموعة الفيتامين بمقدار أربع نقاط في المتوسط. ' +
  'كانت النتائج واضحة جدًا، ولذلك نرى أن نقص فيتامين د سبب رئيسي لتدني المزاج لدى الطلاب.';

export const claimsCases: readonly (CoachCase | QuestionCase)[] = [
  question('claims-ornithology-ct', 'criticalThinking', 'en', ornithology, true),
  text('claims-street-trees-persuasion', 'persuasive', 'en', streetTrees, true),
  question('claims-jellyfish-ct', 'criticalThinking', 'he', jellyfish, true),
  text('claims-nazareth-water-persuasion', 'persuasive', 'ar', nazarethWater, true),
  text('claims-vaccine-halflife', 'halfLife', 'en', vaccine, true),
  question('claims-coral-coherence', 'coherence', 'he', coralHe, true),
  text('claims-soil-halflife', 'halfLife', 'ar', soilAr, true),
  question('claims-ornithology-careful-ct', 'criticalThinking', 'en', ornithologyCareful, false),
  text('claims-screens-halflife', 'halfLife', 'en', screens, false),
  question('claims-filters-coherence', 'coherence', 'en', filters, false),
  text('claims-coral-careful-persuasion', 'persuasive', 'he', coralCarefulHe, false),
  question('claims-soil-careful-ct', 'criticalThinking', 'ar', soilCarefulAr, false),
  text('claims-sugar-tax-persuasion', 'persuasive', 'en', sugarTax, true),
  text('claims-own-story-halflife', 'halfLife', 'en', ownStory, false),
  text('claims-hearing-persuasion', 'persuasive', 'he', hearingHe, true),
  text('claims-holter-persuasion', 'persuasive', 'ar', holterAr, true),
  text('claims-study-tool-persuasion', 'persuasive', 'en', studyTool, true),
  text('claims-compared-tool-halflife', 'halfLife', 'en', comparedTool, false),
  text('claims-study-tool-persuasion-he', 'persuasive', 'he', studyToolHe, true),
  text('claims-herbal-persuasion-ar', 'persuasive', 'ar', herbalAr, true),
  text('claims-sure-results-persuasion', 'persuasive', 'en', pollinators, true),
  text('claims-sure-you-saw-halflife', 'halfLife', 'en', pollinatorsOpening, false),
  text('claims-sure-results-persuasion-he', 'persuasive', 'he', sleepHe, true),
  text('claims-sure-results-halflife-ar', 'halfLife', 'ar', blackSeedAr, true),
  question('claims-clear-results-ct', 'criticalThinking', 'en', brainTrainingClear, true),
  question('claims-clear-results-ct-he', 'criticalThinking', 'he', gamesClearHe, true),
  question('claims-clear-results-ct-ar', 'criticalThinking', 'ar', vitaminClearAr, true),
  question('claims-every-school-ct', 'criticalThinking', 'en', standingDesks, true),
  question('claims-every-school-ct-he', 'criticalThinking', 'he', standingDesksHe, true),
  question('claims-every-school-ct-ar', 'criticalThinking', 'ar', standingDesksAr, true),
  text('claims-every-child-advice-halflife', 'halfLife', 'en', drinkingWater, false),
];

// Evaluation cases of the abbreviations area: Half Life and Persuasion texts in English, Hebrew and
// Arabic labelled with whether an instructor would ask the writer to spell out an abbreviation at
// its first use. The first four are the 2026-11-27 walk's texts (LiPS, SEI; InSAR; fMRI, DTI, MVPA);
// the others are written for one shape each. The built-in rule judges them (not-spelled-out.ts)
// with the English counts' bands of their abbreviations (`caseAbbreviationBands`).
import type { WordBand } from '../../src/engine/coach.ts';
import type { CoachCase } from './coach-case.ts';

const kind = 'abbreviations.askReaders';
const halfLife = ['jargon', 'wordCount', 'sentenceLength', 'importance'] as const;
const persuasion = ['sentenceLength', 'logos'] as const;

/** The English2021_2024 bands of the cases' abbreviations, as the real analyzer reads them (others: common). */
export const caseAbbreviationBands: Readonly<Record<string, WordBand>> = {
  lips: 'mid', lip: 'mid', sei: 'rare', insar: 'rare', fmri: 'rare', dti: 'rare', mvpa: 'rare', ev: 'mid', dna: 'common',
  nasa: 'mid', gps: 'common', phd: 'mid', mri: 'mid', crispr: 'rare', ige: 'rare', iot: 'rare', lidar: 'rare', voc: 'rare',
  mci: 'rare', pv: 'rare',
};

const named = (id: string, language: CoachCase['language'], text: string, extra: Partial<CoachCase> = {}): CoachCase => ({
  id: `abbreviations.${id}`, exercise: 'halfLife', language, text, focus: halfLife, audience: 'highSchool', mustFind: [kind], mustNotFind: [], ...extra,
});
const notNamed = (id: string, language: CoachCase['language'], text: string, extra: Partial<CoachCase> = {}): CoachCase => ({
  id: `abbreviations.${id}`, exercise: 'halfLife', language, text, focus: halfLife, audience: 'highSchool', mustFind: [], mustNotFind: [kind], ...extra,
});

export const abbreviationsCases: readonly CoachCase[] = [
  // Letters that also spell a Roman numeral of hundreds (MCI), and two capitals that also spell a
  // megavolt (PV) with no amount before them, are abbreviations (fresh set w62).
  named(
    'romanLettersMci',
    'en',
    'My project tests whether a brain-training app helps older adults remember more. We recruited people aged 65 to 82 and screened everyone to exclude MCI before the training started. Half of them trained on the app for six weeks and half waited. We then measured how many words from a list each person could recall after twenty minutes.',
  ),
  named(
    'unitLettersPvHebrew',
    'he',
    'אני חוקרת איך פאנלים PV על גגות בתי ספר משנים את צריכת החשמל של השכונה. בצהריים הפאנלים מייצרים יותר חשמל ממה שבית הספר צורך, והעודף עובר לרשת. אנחנו מודדים כל רבע שעה כמה חשמל נכנס ויוצא, ובודקים אם סוללה קטנה יכולה לשמור את העודף לערב.',
  ),
  named(
    'romanLettersMciArabic',
    'ar',
    'أدرس في بحثي هل يساعد تطبيق لتدريب الدماغ كبار السن على التذكر. اخترنا أشخاصًا بين 65 و82 عامًا، واستبعدنا كل من لديه MCI قبل بدء التدريب. تدرّب نصفهم على التطبيق ستة أسابيع وانتظر النصف الآخر، ثم قسنا عدد الكلمات التي يتذكرها كل شخص.',
  ),
  named(
    'walkBatteryLips',
    'en',
    "my research is on lithium sulfer batterys, they can store alot more energy then the lithium ion batterys in phones and cars. sulfur is light and cheap and theres tons of it left over from oil refining but the big problem is when the battery charges and discharges the LiPS disolve into the electrolyte and shuttle to the anode where they react and the SEI keeps breaking and reforming so the battery looses capacity and dies after only a few hundred cycles. Thats way to short for a car. I test diffrent electrolyte additives to stop the shuttle, i make coin cells in a glovebox and cycle them for weeks. if it works EVs could go twice as far and cost less its important for the climate.",
  ),
  named(
    'walkGlacierInsar',
    'en',
    "I study glacier surges, a kind of ice-flow instability in which a glacier's velocity increases by one or two orders of magnitude for months to years before it returns to quiescence. Surge-type glaciers are only about one percent of all glaciers, but they cluster in places like Svalbard, Alaska and the Karakoram. In my research I use InSAR-derived velocity fields and borehole measurements of basal water pressure to test whether surges are triggered by a switch in the subglacial drainage system. This matters because surging glaciers can dam rivers, cause outburst floods and override roads.",
    { audience: 'elementary' },
  ),
  // A Latin abbreviation in a Hebrew or Arabic text is not named: its expansion is English jargon
  // there (instructors called "spell out qPCR" false for junior-high Hebrew readers).
  named(
    'walkHebrewDyslexia',
    'he',
    'אני דוקטורנט במעבדה לנוירו-הדמיה קוגניטיבית, ואני חוקר את הקורלטים הנוירונליים של דיסלקציה התפתחותית. בעזרת fMRI ו-DTI אנחנו סורקים ילדים בגילאי 8–12 בזמן משימת rhyming, ובודקים את הקונקטיביות הפונקציונלית בין הג\'יירוס הפרונטלי התחתון לבין הקורטקס הטמפורו-פריאטלי השמאלי. בנוסף אנחנו מריצים אנליזת MVPA כדי לבדוק אם הפטרנים של האקטיבציה מנבאים את התגובה לאינטרבנציה פונולוגית אינטנסיבית.',
    { audience: 'adults' },
  ),
  named(
    'walkBatteryLipsRevision',
    'en',
    'I work on lithium sulfer batterys. They could hold way more energy then normal batterys. The problem is the LiPS disolve and go to the anode, the SEI breaks and the battery dies fast. I try adding diffrent chemicals to the electrolyte to stop this.',
    { exercise: 'persuasive', focus: persuasion },
  ),
  named(
    'expandedOnlyLater',
    'en',
    'We scan the brain with fMRI while children read. Later, functional magnetic resonance imaging (fMRI) shows which areas work together.',
    { audience: 'adults' },
  ),
  named(
    'arabicLatinAbbreviation',
    'ar',
    'أدرس كيف تتعلم أدمغة الأطفال القراءة. نستخدم تقنية DTI لنرى الألياف التي تربط مناطق الدماغ، ونقارن الأطفال الذين يقرؤون بسهولة بمن يجدون القراءة صعبة.',
    { audience: 'adults' },
  ),
  named(
    'allergyIge',
    'en',
    'Some children react to peanuts because their IgE antibodies mistake a peanut protein for a threat. We test whether small daily doses teach the body to stay calm.',
    { audience: 'adults' },
  ),

  notNamed('knownAbbreviations', 'en', 'NASA satellites and GPS receivers measure how the ground moves. Our DNA samples come from the UK and the US, and a PhD student runs the MRI scanner.'),
  notNamed(
    'expandedInBrackets',
    'en',
    'The battery fails because lithium polysulfides (LiPS) dissolve. The solid electrolyte interphase, or SEI, then breaks. We scan the brain with functional MRI (fMRI).',
  ),
  notNamed('expandedAfter', 'en', 'We measure ground motion with InSAR (radar images taken from satellites) and compare them with GPS.'),
  notNamed('expandedByInitials', 'en', 'Interferometric synthetic aperture radar, or InSAR, shows how the ground sinks. Light detection and ranging, LIDAR, maps the trees.'),
  notNamed(
    'formulasUnitsNumerals',
    'en',
    'Plants take in CO2 and give off O2. Sea water holds NaCl, and the plant makes 5 MWh a year, or 40 kWh a day. In Phase II we test H2O2 at 3 ppm. It is VERY important that we DO NOT waste water.',
  ),
  notNamed('emphasisInCapitals', 'en', 'This is NOT a small change: the sea rises EVERY year, and the cost of doing NOTHING grows.'),
  notNamed('geneCodes', 'en', 'We study the BRCA2 gene and the TAS2R38 receptor, which lets some people taste bitter food.'),
  notNamed(
    'hebrewGershayim',
    'he',
    'בצה״ל ובמד״א משתמשים במכשירים שמודדים את הדופק. ד״ר כהן מארה״ב הראתה שהמכשיר עובד גם בחום, וה-DNA של החיידקים לא נפגע.',
    { audience: 'adults' },
  ),
  notNamed(
    'hebrewExpanded',
    'he',
    'אנחנו סורקים את המוח בדימות תהודה מגנטית תפקודי (fMRI) בזמן שהילדים קוראים, ובודקים אילו אזורים עובדים יחד.',
    { audience: 'adults' },
  ),
  notNamed(
    'arabicExpanded',
    'ar',
    'نستخدم التصوير بالرنين المغناطيسي الوظيفي (fMRI) لنرى أي مناطق الدماغ تعمل معًا، ونعرف أن الحمض النووي DNA لا يتغير.',
    { audience: 'adults' },
  ),
  notNamed('ethicsHasNoReadersPart', 'en', 'We scan the brain with fMRI and DTI while children read.', { exercise: 'ethics', focus: ['ethics'] }),
];

// Evaluation cases of the logos area, from Persuasion and Rhetorics' logos step: passages in
// English and Hebrew labelled with what a science-writing instructor would say of them: is there
// evidence a reader can check (a measurement, a percentage, a figure comparison, a study, a named
// source; a year is not), a cause-effect link (not a time word), a strong claim left without
// support in its sentence or the next. Those need reading for meaning and are the LLM coach's to
// judge (eval/llm-evaluation.ts); the built-in rules make no logos claim. Cases marked heldOut
// were written with the others and not looked at while the rules were tuned.
import type { CoachCase } from './coach-case.ts';

const logos = (id: string, text: string, mustFind: string[], mustNotFind: string[], extra: Partial<CoachCase> = {}): CoachCase => ({
  id: `persuasion.logos.${id}`,
  exercise: 'persuasive',
  language: /[\u05d0-\u05ea]/.test(text) ? 'he' : 'en',
  text,
  focus: ['logos'],
  mustFind,
  mustNotFind,
  ...extra,
});

const E = 'logos.evidence';
const NE = 'logos.noEvidence';
const C = 'logos.causeLink';
const NC = 'logos.noCauseLink';
const U = 'logos.unsupportedClaim';

export const logosCases: readonly CoachCase[] = [
  // ---- Logos: evidence, years, measurements ----
  logos(
    'yearOnly',
    'Since 2010 our group has studied the Dead Sea. In 2015 we started a new project on sinkholes. The sinkholes are a serious problem for the region.',
    [NE],
    [E, C],
  ),
  logos(
    'yearAndMeasurement',
    'Since 2010 the Dead Sea has dropped by more than 1.2 metres a year. Because the water level falls, sinkholes open along the shore.',
    [E, C],
    [NE, U],
  ),
  logos(
    'dateNotEvidence',
    'On 4 May 2021 we began our work in the Negev. The desert is changing. Farmers there need new crops.',
    [NE, NC],
    [E, C],
  ),
  logos(
    'percentage',
    'Our survey of 412 farmers found that 63% had lost part of their harvest to heat. Therefore, heat-tolerant wheat would help them directly.',
    [E, C],
    [NE, U],
  ),
  logos(
    'studyVerb',
    'We measured the air in forty classrooms. Children in rooms with open windows scored higher on attention tests.',
    [E],
    [NE],
  ),
  logos(
    'aStudyFound',
    'A 2019 study from Norway found that children who walk to school sleep better. Walking could be a cheap way to improve sleep.',
    [E],
    [NE, U],
  ),
  logos(
    'namedSource',
    'According to the World Health Organization, air pollution causes seven million early deaths every year. Our sensors could show each family what they breathe.',
    [E],
    [NE],
  ),
  logos(
    'comparisonFigure',
    'Our new battery stores twice as much energy as the batteries in phones today. It also charges in ten minutes.',
    [E],
    [NE],
  ),
  logos(
    'vagueComparison',
    'Our method is much better than the old one. It is faster and more reliable. Everyone who tried it liked it.',
    [NE],
    [E],
  ),
  logos(
    'bareNumberNotMeasurement',
    'There are 3 reasons to fund our project. First, it is new. Second, it is cheap. Third, it is fun.',
    [NE],
    [E],
  ),
  logos(
    'moneyAmount',
    'Each sensor costs $20, less than a pizza. Schools could install one in every room.',
    [E],
    [NE],
  ),
  // ---- Logos: cause and time connectors ----
  logos(
    'sinceTime',
    'Since the start of the project we have visited every village in the valley. The villagers told us about their wells. Many wells are empty in summer.',
    [NC],
    [C],
  ),
  logos(
    'sinceCause',
    'Since bees pollinate most fruit trees, their decline threatens our food. We count the bees in 30 orchards every spring.',
    [C, E],
    [NC, NE],
  ),
  logos(
    'whileTime',
    'While the children played outside, we recorded the noise in the yard. The noise was loud.',
    [NC],
    [C],
  ),
  logos(
    'asTimeNotPraised',
    'As the ice melts, the sea rises. Coastal cities will have to adapt.',
    [],
    [C],
  ),
  logos(
    'asAResult',
    'Coral reefs lose their algae in hot water. As a result, the coral turns white and many fish leave the reef.',
    [C],
    [NC],
  ),
  logos(
    'because',
    'Farmers lose water because old pipes leak. Our sensors find the leaks.',
    [C],
    [NC],
  ),
  logos(
    'soResult',
    'The old drug caused headaches in half of the patients, so we designed a gentler one.',
    [C, E],
    [NC],
  ),
  logos(
    'noConnector',
    'We study soil bacteria. They live around plant roots. Some of them help plants grow. We want to find the helpful ones.',
    [NC, NE],
    [C, E],
  ),
  logos(
    'leadsTo',
    'Poor sleep leads to weaker memory in teenagers. We tested 120 students before and after exams.',
    [C, E],
    [NC, NE],
  ),
  // ---- Logos: claims and their support ----
  logos(
    'claimSupportedNext',
    'Our vaccine will protect older adults. In our trial, it prevented 9 of 10 infections in people over 65.',
    [E],
    [U],
  ),
  logos(
    'claimUnsupported',
    'This technology will revolutionise medicine. Doctors will never need biopsies again. We are excited to start.',
    [U, NE],
    [E],
  ),
  logos(
    'claimSupportedSameSentence',
    'The filter clearly works: it removed 99% of bacteria from river water in our tests.',
    [E],
    [U],
  ),
  logos(
    'hedgedNoClaim',
    'Our results suggest that the drug may help some patients. We think more work is needed before anyone uses it.',
    [],
    [U],
  ),
  logos(
    'planNotClaim',
    'We will measure the roots of 200 plants. Then we will compare dry and wet fields.',
    [],
    [U],
  ),
  logos(
    'claimFarFromSupport',
    'Our app will end food waste in every home. People like it. It is easy to use. In a pilot, families threw away 30% less food.',
    [U, E],
    [],
  ),
  // ---- Logos: Hebrew ----
  logos(
    'heEvidenceCause',
    'מדדנו את רמת החנקות ב־40 בארות באזור השרון. ב־35% מהן הרמה גבוהה מהמותר, ולכן המים אינם ראויים לשתייה.',
    [E, C],
    [NE, NC],
  ),
  logos(
    'heYearOnly',
    'מאז 2012 אני עובדת על הפרויקט הזה. הנושא חשוב מאוד לכל החקלאים בעמק.',
    [NE],
    [E, C],
  ),
  logos(
    'heClaimUnsupported',
    'השיטה שלנו תפתור את בעיית המים בישראל. היא פשוטה וזולה.',
    [U, NE],
    [E],
  ),
  logos(
    'perCent',
    'Rainfall in the Galilee dropped 20 per cent over the last decade. As a consequence, springs dry up earlier every summer.',
    [E, C],
    [NE, NC],
  ),
  logos(
    'etAl',
    'Cohen et al. showed that mice sleep longer after exercise. We ask whether the same holds for people who walk every day.',
    [E],
    [NE],
  ),
  logos(
    'durationNotEvidence',
    'For three years we have worked with teachers in the north. The teachers are enthusiastic and the children enjoy the lessons.',
    [NE],
    [E],
  ),
  logos(
    'dueTo',
    'Many birds die due to collisions with glass. We tested a window sticker on 25 buildings, and collisions fell by half.',
    [C, E],
    [NC, NE],
  ),
  logos(
    'questionNotClaim',
    'Will cities ever be cool in summer? Green roofs could lower the temperature of a building by 3 °C.',
    [E],
    [U],
  ),
  logos(
    'heSource',
    'לפי הלשכה המרכזית לסטטיסטיקה, מחצית מהמשפחות בישראל מחזיקות חיית מחמד. בגלל זה חשוב לחקור מחלות של כלבים.',
    [E, C],
    [NE, NC],
  ),
  // ---- The first held-out round: measured once unseen (docs/exercises.md), then looked at ----
  logos(
    'heldYearStudy',
    'In 2018 we started sampling the Jordan River. Our measurements show that nitrate levels doubled downstream of the fish farms.',
    [E],
    [NE],
  ),
  logos(
    'heldDecade',
    'In the 1990s few people in the region had a fridge. Today almost every home has one, and food is kept longer.',
    [],
    [U],
  ),
  logos(
    'heldSinceThen',
    'The factory closed in 2004. Since then, the river has come back to life. Fish have returned and children swim there again.',
    [NC],
    [C, E],
  ),
  logos(
    'heldSinceCause',
    'Since mosquitoes breed in still water, draining old tyres can cut dengue cases. In one Brazilian town, cases fell by 40% after a clean-up.',
    [C, E],
    [NC, NE, U],
  ),
  logos(
    'heldTherefore',
    'Young trees die when summers are dry. Therefore, we plant species that need little water, and we water each tree with 5 litres a week.',
    [C, E],
    [NC, NE],
  ),
  logos(
    'heldGuarantee',
    'Our robot guarantees a perfect harvest every single time. Farmers will love it.',
    [U, NE],
    [E],
  ),
  logos(
    'heldSourceAccording',
    'According to the Israel Meteorological Service, 2023 was the hottest year on record. Heat waves are longer, and older people suffer most.',
    [E],
    [NE],
  ),
  logos(
    'heldOneInFive',
    'One in five teenagers in our survey slept less than six hours a night. Tired students learn less.',
    [E],
    [NE],
  ),
  logos(
    'heldHeNoLink',
    'אנחנו חוקרים דבורים. הן מאביקות פרחים. יש פחות דבורים היום.',
    [NC, NE],
    [C, E],
  ),
  logos(
    'heldLabTests',
    'In laboratory tests, the new coating kept bread fresh for 12 days instead of 4. Bakeries could throw away much less.',
    [E],
    [NE],
  ),
  // ---- The second held-out round: measured once unseen (docs/exercises.md), then looked at ----
  logos(
    'round2MeasuredYear',
    'In 2022 we measured the temperature of 60 streets in Tel Aviv. Streets with trees were 4 °C cooler at noon.',
    [E],
    [NE],
  ),
  logos(
    'round2OnlyDates',
    'The project started in January 2020 and will end in 2026. It is funded for six years.',
    [NE],
    [E],
  ),
  logos(
    'round2SinceWeBegan',
    'Since we began the project, we have met dozens of farmers. They want practical advice about water.',
    [NC],
    [C],
  ),
  logos(
    'round2Consequently',
    'Warmer winters let pests survive. Consequently, farmers spray more pesticide every year.',
    [C],
    [NC],
  ),
  logos(
    'round2CureClaim',
    'Our tea cures anxiety. Everyone should drink it every morning.',
    [U, NE],
    [E],
  ),
  logos(
    'round2SupportedClaim',
    'Cycling lanes always make streets safer. After Seville built 80 km of lanes, crashes fell by a third.',
    [E],
    [U, NE],
  ),
  logos(
    'round2HeCause',
    'מכיוון שהקרקע יבשה, הזרעים לא נובטים. בניסוי שלנו נבטו רק 30% מהזרעים.',
    [C, E],
    [NC, NE],
  ),
  // ---- Held out (the third round): written after the second was fixed, never looked at while tuning ----
  logos(
    'heldOutYearsAndStudy',
    'Between 2015 and 2020, doctors in our hospital saw more heat stroke every summer. A review of 5,000 patient records showed the sharpest rise among people over 75.',
    [E],
    [NE],
    { heldOut: true },
  ),
  logos(
    'heldOutTimeWords',
    'When the rains come, the wadis flood. After the flood, the farmers rebuild their terraces. Then they wait for the next winter.',
    [NC, NE],
    [C, E],
    { heldOut: true },
  ),
  logos(
    'heldOutHence',
    'Salt water is seeping into the coastal aquifer; hence many wells near the sea are already too salty to drink from.',
    [C],
    [NC],
    { heldOut: true },
  ),
  logos(
    'heldOutBestClaim',
    'Our algorithm is the best tool for diagnosing skin cancer. Dermatologists should use it in every clinic.',
    [U, NE],
    [E],
    { heldOut: true },
  ),
  logos(
    'heldOutClaimWithTrial',
    'The new bandage heals burns dramatically faster. In a trial with 60 patients, wounds closed in 9 days instead of 14.',
    [E],
    [U, NE],
    { heldOut: true },
  ),
  logos(
    'heldOutMillion',
    'Every year, about 8 million tonnes of plastic end up in the oceans. Our enzyme breaks plastic down into harmless pieces.',
    [E],
    [NE],
    { heldOut: true },
  ),
  logos(
    'heldOutHeYear',
    'בשנת 2019 התחלנו לעבוד עם בתי ספר בנגב. התלמידים אוהבים את הפעילות.',
    [NE],
    [E],
    { heldOut: true },
  ),
];

// Evaluation cases for the Critical Thinking question feedback (question-feedback.ts): student
// summaries and answers to the five questions, in English and Hebrew, each labelled with the
// finding kinds a science-writing instructor expects the coach to make (mustFind) and the ones
// that would be false or pointless on this text (mustNotFind). Labels say what is true of the
// text, not what the rules do: a Hebrew text whose claim is overstated is labelled so, although
// the coach makes no word-list remark on Hebrew. Kinds left out of both lists are not judged.
// The cases came in batches: each batch after the first was written after the rules had been
// changed for the one before and labelled before its first run, then tuned on (docs/exercises.md
// gives each batch's figures at its first run). Only the last batch (ids final-…, heldOut) was
// never tuned on: the rules were not changed after it was run.
import type { QuestionCase } from './question-case.ts';

const purpose = { id: 'criticalThinking.purpose', number: 1, theme: 'the main purpose of the research' };
const questions = { id: 'criticalThinking.questions', number: 2, theme: 'the key research question or questions' };
const information = { id: 'criticalThinking.information', number: 3, theme: 'the most important information' };
const conclusions = { id: 'criticalThinking.conclusions', number: 4, theme: 'the main conclusions' };
const significance = { id: 'criticalThinking.significance', number: 5, theme: 'the significance of the work' };

const k = (kind: string) => `criticalThinking.${kind}`;

/** The English-only kinds: none may be made on a Hebrew summary or answer. */
const englishOnly = [
  'purposeMissing',
  'purposeLate',
  'purposeStated',
  'termsMissing',
  'answerIsTopic',
  'improvedQuestion',
  'questionMissing',
  'questionStated',
  'noEvidence',
  'answerWithoutData',
  'unsupportedClaim',
  'overstatedClaim',
  'hedged',
  'noHedge',
  'significanceMissing',
  'significanceStated',
  'noConsequence',
  'noveltyMissing',
].map(k);

// A good summary: purpose first, the question stated, figures, hedged, significance.
const bees =
  'This study aims to find out whether small urban gardens support as many wild bee species as meadows on the edge of the city. ' +
  'Urban land is growing fast, and planners need to know which green spaces are worth protecting. ' +
  'We asked whether garden size and flower diversity predict the number of bee species. ' +
  'Over two summers we sampled bees with pan traps in 36 gardens and 12 meadows in Leeds and counted the flowering plant species at each site. ' +
  'Gardens held on average 18 bee species, compared with 24 in meadows, and gardens with more than 20 flowering species came close to meadow levels. ' +
  'Garden size mattered less than flower diversity. ' +
  'These results suggest that planting diverse flowers may make small gardens valuable refuges for wild bees. ' +
  'City councils could use this to guide planting schemes, and future work should test whether the pattern holds in other cities.';

// A weak summary: no purpose, no question, no data, boosted claims, no significance.
const quizzes =
  'Many students struggle with statistics in their first year at university. ' +
  'In our department we introduced weekly online quizzes in the introductory statistics course. ' +
  'The quizzes were short and students could take them as many times as they wanted. ' +
  'Students liked the quizzes and used them a lot before the exams. ' +
  'The quizzes clearly improve learning and they always help weak students catch up. ' +
  'Teachers also said the course was easier to teach. ' +
  'Online quizzes are obviously the best way to teach statistics to large classes. ' +
  'We also looked at the exam results of the students who took part.';

// Purpose late (fourth sentence), a trial with figures, "proves".
const reminders =
  'Type 2 diabetes affects more than 400 million people worldwide. ' +
  'Many patients find it hard to keep their blood sugar under control between clinic visits. ' +
  'Text-message reminders are cheap and reach almost every patient. ' +
  'In this study we set out to test whether daily text-message reminders lower blood sugar in adults with type 2 diabetes. ' +
  'We randomly assigned 240 patients in three clinics in Nairobi to receive daily reminders or usual care for six months. ' +
  'Average HbA1c fell by 0.6 percentage points in the reminder group and by 0.1 in the usual-care group. ' +
  'Our trial proves that text messages control diabetes. ' +
  'Clinics with limited staff could add reminders at very low cost.';

// A purpose as "the effect of X on Y", no explicit question, observations without figures.
const concrete =
  'The aim of my thesis is to understand the effect of recycled plastic fibres on the strength of concrete. ' +
  'Concrete is the most used building material in the world, and its production releases large amounts of carbon dioxide. ' +
  'Adding recycled fibres could reduce the amount of cement needed and give plastic waste a second life. ' +
  'I mixed concrete with different amounts of shredded bottle fibres and tested the blocks in the laboratory after curing. ' +
  'The blocks with fibres cracked more slowly than plain blocks, although they were slightly weaker under pressure. ' +
  'The fibres seem to hold cracks together rather than make the material stronger. ' +
  'This is important for builders who want cheaper and greener concrete for pavements.';

// A good summary that opens with the gap, then asks.
const remote =
  'Little is known about how remote work changes the friendships of young employees. ' +
  'Our project asks whether working from home three or more days a week reduces the number of close friends people have at work. ' +
  'We surveyed 1,200 employees aged 22 to 35 in Israel in 2022 and interviewed 40 of them. ' +
  'Employees who worked from home most of the week named on average 1.4 close friends at work, compared with 2.9 among those who came to the office every day. ' +
  'In the interviews, remote workers said they kept in touch with colleagues mainly through task-related chats. ' +
  'These findings suggest that remote work may weaken workplace friendships, although our data cannot show cause and effect. ' +
  'Managers who want to support well-being could plan regular in-person days, and future studies should follow employees over several years.';

// A vague summary: a topic instead of a purpose, no data, an unsupported generalisation.
const forests =
  'Deep learning is used in many areas today. ' +
  'Keeping in mind the importance of the environment, my research is about satellite images and forests. ' +
  'Forests are very important for the planet and they are disappearing in many places. ' +
  'There are a lot of satellite images available and computers can now analyse them quickly. ' +
  'In my work I train neural networks on these images. ' +
  'The networks learn to see the difference between forest and other land. ' +
  'The results are very good and the method works in all regions. ' +
  'This could help governments in the future.';

// First held-out batch (since tuned on): a school-start study with figures, hedged, with significance.
const sleep =
  'Teenagers sleep less than they need, and school starts early. ' +
  'The goal of this study was to examine whether starting school one hour later improves the attention of high-school students. ' +
  'We compared two schools in Haifa: one moved its start time from 8:00 to 9:00, the other did not. ' +
  'Students wore sleep trackers for four weeks and took a short attention test every Monday. ' +
  'Students at the later school slept 45 minutes more per night and made 20% fewer errors on the attention test. ' +
  'Later school start times may therefore help teenagers concentrate, although two schools are a small sample. ' +
  'Education ministries should consider later start times, and future research should include more schools.';

// First held-out batch (since tuned on): purpose late, interviews without figures, a boosted ending.
const microloans =
  'Small businesses in rural Ghana often cannot get bank loans. ' +
  'Women run most of these businesses, selling food, cloth and household goods at local markets. ' +
  'Without credit, they cannot buy stock in bulk or expand. ' +
  'Microloan programmes have spread quickly in the region over the past ten years. ' +
  'In this research I examine how microloans affect the income of women traders in the Ashanti region. ' +
  'I interviewed 30 traders who had received loans and 30 who had not. ' +
  'Traders with loans reported higher weekly sales and more stock. ' +
  'Microloans definitely lift women out of poverty.';

// Hebrew: a good summary (drip irrigation) and a weak one (student loneliness).
const drip =
  'מטרת המחקר שלנו היא לבדוק האם השקיה בטפטוף מפחיתה את צריכת המים בגידול עגבניות בנגב. ' +
  'המחסור במים הולך וגדל, וחקלאים צריכים לדעת אילו שיטות באמת חוסכות מים. ' +
  'השווינו בין 24 חלקות שהושקו בטפטוף ל־24 חלקות שהושקו בהמטרה במשך שתי עונות. ' +
  'חלקות הטפטוף צרכו 35% פחות מים, והיבול בהן ירד ב־4% בלבד. ' +
  'התוצאות מרמזות שהשקיה בטפטוף יכולה לחסוך מים רבים בלי לפגוע ביבול. ' +
  'ממצאים אלה חשובים לקובעי מדיניות המים בישראל, ומחקר עתידי צריך לבדוק גידולים נוספים.';

const loneliness =
  'בעבודה שלי אני עוסקת בבדידות של סטודנטים. ' +
  'סטודנטים רבים מרגישים בודדים בשנה הראשונה. ' +
  'ראיינתי סטודנטים בקמפוס. ' +
  'הם סיפרו על קשיים רבים. ' +
  'ברור שהאוניברסיטה חייבת לעשות יותר. ' +
  'בדידות תמיד פוגעת בלימודים.';

// First held-out batch (since tuned on), Hebrew: music while studying.
const music =
  'האם מוזיקה בזמן למידה פוגעת בזיכרון? ' +
  'במחקר הזה בדקנו 60 סטודנטים שלמדו רשימת מילים עם מוזיקה או בשקט. ' +
  'אלה שלמדו בשקט זכרו בממוצע 14 מילים, לעומת 11 מילים אצל אלה ששמעו מוזיקה. ' +
  'התוצאות מרמזות שמוזיקה עם מילים עלולה להסיח את הדעת. ' +
  'הממצאים יכולים לעזור לסטודנטים לתכנן את סביבת הלמידה שלהם.';

// Second batch: written after the first, labelled before its first run, then tuned on.
const drones =
  'Farmers in Punjab spray pesticides by hand, which exposes them to toxic chemicals. ' +
  "The purpose of this project is to determine whether spraying by drone reduces farmers' exposure to pesticides without lowering crop protection. " +
  'We worked with 18 farms over one cotton season; half sprayed by drone and half by hand. ' +
  'We measured pesticide residues on the skin of 54 farm workers and counted pest damage on cotton plants. ' +
  'Workers on drone farms had 80% less pesticide on their skin, and pest damage was similar on both kinds of farm. ' +
  'Drones clearly make spraying safer. ' +
  'The drones are expensive, however, and small farms may need to share them through cooperatives.';

const bilingual =
  'Children who grow up with two languages often mix them in one sentence. ' +
  'Many parents and teachers see this as a sign of confusion. ' +
  'In my thesis I investigated whether mixing languages is linked to weaker vocabulary in bilingual preschool children. ' +
  'I recorded the speech of 45 Hebrew-Russian children aged four to six at home and at kindergarten, and tested their vocabulary in both languages. ' +
  'Children who mixed languages more often did not have smaller vocabularies; in Hebrew they knew slightly more words. ' +
  'This suggests that mixing is a normal part of bilingual development rather than a problem. ' +
  'These findings could reassure parents and help kindergarten teachers respond to mixing without correcting it.';

const solar =
  'Solar panels are a big part of the energy transition. ' +
  'Dust is a problem for solar panels in deserts. ' +
  'We built a robot that cleans panels with a soft brush and no water. ' +
  'The robot works very well and it is much better than cleaning by hand. ' +
  'It is also cheaper. ' +
  'Solar farms should use our robot.';

const walking =
  'מחקר זה בודק האם תוכנית הליכה יומית משפרת את מצב הרוח של אנשים מבוגרים. ' +
  '80 משתתפים בני 65 ומעלה הלכו 30 דקות ביום במשך שמונה שבועות. ' +
  'מצב הרוח שלהם נמדד בשאלון בתחילת התוכנית ובסופה. ' +
  'הציון הממוצע השתפר ב־18%. ' +
  'ייתכן שהליכה יומית יכולה להפחית תחושות דיכאון בגיל השלישי.';

// Third batch: written after the rules were changed for the second, labelled before its first run, then tuned on.
const microplastics =
  'Microplastics are now found in almost every sea. ' +
  'Fish eat them, and people eat fish. ' +
  'We wanted to know how many microplastic particles end up in the fish sold at markets in Haifa. ' +
  'We bought 90 fish of three species over six months and dissolved their guts to count the particles under a microscope. ' +
  'Sardines held the most particles, with an average of 7 per fish, while grouper held fewer than 2. ' +
  'Particles were found in 68% of all fish. ' +
  'People who eat whole small fish, such as sardines, may therefore swallow more microplastics than people who eat fillets. ' +
  'Health authorities could use these figures when they give advice on eating fish.';

const nightShifts =
  'Nurses work long night shifts. ' +
  'Night shifts are bad for health. ' +
  'In our hospital nurses always complain about being tired. ' +
  'We gave 25 nurses a questionnaire about sleep. ' +
  'Most nurses said they sleep badly after night shifts. ' +
  'Hospitals obviously need to change the shift system. ' +
  "This proves that night shifts damage nurses' health.";

const readingApp =
  'Many children in rural Kenya have few books at home. ' +
  'Our project examines the effect of a free reading app on the reading fluency of primary-school pupils. ' +
  'In 2023 we gave tablets with the app to 300 pupils in ten schools and compared them with 300 pupils in ten similar schools without it. ' +
  'After one school year, pupils with the app read on average 12 more words per minute than the others. ' +
  'Girls gained slightly more than boys. ' +
  'The app seems to help most when teachers set ten minutes of reading time each day. ' +
  'Ministries of education could add such apps to existing tablet programmes at low cost.';

const mathGames =
  'שאלת המחקר שלנו: האם משחקי מחשב חינוכיים משפרים הבנה במתמטיקה בכיתה ד׳? ' +
  '120 תלמידים שיחקו במשחק 20 דקות ביום במשך חודש. ' +
  'הציונים שלהם במבחן עלו ב־9 נקודות, לעומת 3 נקודות בקבוצת הביקורת. ' +
  'התוצאות מראות שהמשחק עוזר, אבל צריך לבדוק אם ההשפעה נשמרת לאורך זמן.';

// Fourth batch: written after the rules were changed for the third, labelled before its first run, then tuned on.
const mindfulness =
  'This thesis explores whether a short daily mindfulness exercise reduces exam anxiety in first-year university students. ' +
  'Exam anxiety lowers grades and drives some students to drop out. ' +
  'We asked 160 students to use a ten-minute mindfulness app every day for the four weeks before their exams, while 160 others used a music app. ' +
  'Anxiety scores fell by 15% in the mindfulness group and by 4% in the music group. ' +
  'Grades did not differ between the groups. ' +
  'The app may therefore ease anxiety without changing results, at least in the short term. ' +
  'Universities could offer such apps during exam periods, but longer studies are needed.';

const coconut =
  'Air pollution in Delhi is terrible. ' +
  'Cars and factories produce smoke every day. ' +
  'Our team designed a new air filter for buses that uses old coconut shells. ' +
  'The filter is cheap and it works in all weather. ' +
  'Bus drivers liked the filter. ' +
  'The filter will definitely solve the pollution problem in big cities.';

const influenza =
  'Historians often describe the 1918 influenza as a disaster that cities faced alone. ' +
  'In this paper we examine how newspapers in three Ottoman port cities reported the epidemic. ' +
  'We read 412 articles from Beirut, Izmir and Thessaloniki published between 1918 and 1920. ' +
  "Newspapers in all three cities reprinted each other's reports and shared advice on masks and closures. " +
  'This network of newspapers spread public-health advice faster than the government did. ' +
  'Our study suggests that the press linked these cities more closely than historians have assumed, and it offers a new source for the history of epidemics.';

// Fifth batch: written after the rules were changed for the fourth, labelled before its first run, then tuned on.
const biochar =
  'Soils in sub-Saharan Africa are losing organic matter, and maize yields are falling. ' +
  'We tested whether adding biochar, a charcoal made from crop waste, raises maize yields on smallholder farms in western Kenya. ' +
  'On 40 farms, half of each field received biochar and half did not, over three growing seasons. ' +
  'Plots with biochar yielded on average 22% more maize, but only on sandy soils; on clay soils the difference was under 3%. ' +
  'Farmers said biochar was easy to make from maize stalks. ' +
  'Biochar may therefore be worth promoting where soils are sandy. ' +
  'Extension services could teach farmers to make it, and future trials should test other crops.';

const sugarTax =
  'Do sugar taxes change what teenagers drink? ' +
  'Mexico introduced a tax on sugary drinks in 2014, and several countries have since followed. ' +
  'We analysed the weekly drink purchases of 2,400 households with teenagers from 2012 to 2018. ' +
  'After the tax, purchases of sugary drinks fell by 9% and purchases of water rose by 5%. ' +
  'The drop was largest in poorer households. ' +
  'Taxes alone will not end teenage obesity, but they appear to shift habits in the right direction.';

const virtualLab =
  'Chemistry is hard for many high-school students. ' +
  'Lab experiments are expensive and sometimes dangerous. ' +
  'We made a virtual chemistry lab that runs in a web browser. ' +
  'Students can mix chemicals safely and see the reactions in 3D. ' +
  'Teachers in our school used it in class. ' +
  'Everyone enjoyed it.';

const earInfections = [
  'רופאים רבים רושמים אנטיביוטיקה לדלקות אוזניים. ' + 'אולם, רוב הדלקות חולפות מעצמן. ' + 'השווינו בין שתי גישות ב־210 ילדים.',
  'הילדים בשתי הקבוצות החלימו באותו קצב. ' + 'לכן כדאי להמתין לפני מתן אנטיביוטיקה.',
].join('\n');

// Held out: the last batch, written and labelled after all tuning; the rules were not changed for it.
const nightFlights =
  'Loud noise at night disturbs sleep even when people do not wake up. ' +
  'This study aims to find out whether living near an airport changes the deep sleep of adults. ' +
  'We recorded the brain activity of 80 adults for three nights at home: 40 living under a flight path and 40 living in quiet areas. ' +
  'People under the flight path spent 18 minutes less in deep sleep per night, although they rarely woke up. ' +
  'Their morning reaction times were also slower. ' +
  'These results suggest that night flights may harm health without people noticing. ' +
  'Airports and city planners could use them to set limits on night flights.';

const clothingShops =
  'Online shopping has changed how people buy clothes. ' +
  'Many shops now close. ' +
  'Young people buy almost everything online. ' +
  'Social media advertising is very strong. ' +
  'Shops must go online or they will always lose customers. ' +
  'Everyone knows this.';

const gardens =
  'מטרת המחקר היא לבדוק האם גינות קהילתיות מגבירות את הקשר בין שכנים בשכונות עירוניות. ' +
  'ראיינו 150 תושבים בשש שכונות בתל אביב, מחציתם גרים ליד גינה קהילתית. ' +
  'תושבים ליד גינה הכירו בממוצע 11 שכנים בשמם, לעומת 6 בשכונות ללא גינה. ' +
  'הממצאים מרמזים שגינות יכולות לחזק קהילות, ועיריות יכולות להשתמש בהם בתכנון שכונות חדשות.';

const ct = (
  id: string,
  language: 'en' | 'he',
  text: string,
  question: { id: string; number: number; theme: string },
  answer: string,
  mustFind: string[],
  mustNotFind: string[],
  heldOut = false,
): QuestionCase => ({
  id,
  exercise: 'criticalThinking',
  language,
  text,
  question: { ...question, answer },
  mustFind: mustFind.map(k),
  mustNotFind: mustNotFind.map((kind) => (kind.includes('.') ? kind : k(kind))),
  ...(heldOut ? { heldOut } : {}),
});

export const criticalThinkingCases: readonly QuestionCase[] = [
  // Bees: a good summary
  ct('ct-bees-purpose', 'en', bees, purpose,
    'This study aims to find out whether small urban gardens support as many wild bee species as meadows on the edge of the city.',
    ['purposeStated'], ['purposeMissing', 'purposeLate', 'termsMissing']),
  ct('ct-bees-question', 'en', bees, questions,
    'We asked whether garden size and flower diversity predict the number of bee species in urban gardens.',
    ['improvedQuestion', 'questionStated'], ['answerIsTopic', 'questionMissing', 'askPrecise', 'termsMissing']),
  ct('ct-bees-information', 'en', bees, information,
    'Gardens held on average 18 bee species and meadows 24; gardens with more than 20 flowering species came close to meadow levels.',
    ['figuresPresent'], ['figuresMissing', 'noEvidence', 'answerWithoutData']),
  ct('ct-bees-conclusions', 'en', bees, conclusions,
    'Flower diversity matters more than garden size for wild bees in our 36 gardens. Planting diverse flowers may turn small gardens into valuable refuges for bees.',
    ['hedged'], ['unsupportedClaim', 'overstatedClaim', 'noHedge']),
  // Added after a walk: an answer of questions only was told its conclusions were not qualified.
  ct('ct-bees-conclusions-questions', 'en', bees, conclusions,
    'Do small gardens help wild bees? Does flower diversity matter more than garden size for the bees we counted?',
    [], ['noHedge', 'hedged']),
  ct('ct-bees-significance', 'en', bees, significance,
    'Cities are losing green space quickly. Our results could guide councils in choosing flowers for parks and gardens, and future work should test other cities.',
    ['significanceStated', 'noveltyMissing'], ['significanceMissing', 'noConsequence']),

  // Quizzes: a weak summary
  ct('ct-quizzes-purpose', 'en', quizzes, purpose,
    'The purpose is to see if weekly online quizzes help first-year students learn statistics.',
    ['purposeMissing'], ['purposeStated', 'purposeLate', 'termsMissing']),
  ct('ct-quizzes-question', 'en', quizzes, questions,
    'Online quizzes in statistics courses for first-year students.',
    ['answerIsTopic', 'questionMissing'], ['questionStated', 'termsMissing']),
  ct('ct-quizzes-information', 'en', quizzes, information,
    'Students took the quizzes many times before the exams and liked them. Teachers said the course was easier to teach.',
    ['noEvidence', 'answerWithoutData'], ['figuresMissing', 'figuresPresent']),
  ct('ct-quizzes-conclusions', 'en', quizzes, conclusions,
    'Online quizzes clearly improve learning and always help weak students. They are the best way to teach statistics to large classes.',
    ['unsupportedClaim'], ['hedged', 'overstatedClaim']),
  ct('ct-quizzes-significance', 'en', quizzes, significance,
    'Other teachers can use weekly quizzes in their own large courses, in statistics and in other subjects.',
    ['significanceMissing', 'noveltyMissing'], ['significanceStated', 'noConsequence']),

  // Reminders: purpose late, "proves"
  ct('ct-reminders-purpose', 'en', reminders, purpose,
    'We set out to test whether daily text-message reminders lower blood sugar in adults with type 2 diabetes.',
    ['purposeLate'], ['purposeMissing', 'purposeStated', 'termsMissing']),
  ct('ct-reminders-question', 'en', reminders, questions,
    'Do daily text-message reminders lower HbA1c in adults with type 2 diabetes compared with usual care?',
    ['questionStated'], ['answerIsTopic', 'askPrecise', 'improvedQuestion', 'questionMissing']),
  ct('ct-reminders-information', 'en', reminders, information,
    'HbA1c fell by 0.6 percentage points with reminders and by 0.1 with usual care, in 240 patients.',
    ['figuresPresent'], ['figuresMissing', 'noEvidence']),
  ct('ct-reminders-conclusions', 'en', reminders, conclusions,
    'Our trial of 240 patients proves that text-message reminders control diabetes in adults. Clinics should send them to every patient.',
    ['overstatedClaim'], ['hedged']),
  ct('ct-reminders-significance', 'en', reminders, significance,
    'Reminders cost almost nothing, so clinics with few staff could use them for thousands of patients. Unlike earlier studies in rich countries, our trial ran in public clinics in Kenya.',
    [], ['significanceMissing', 'noConsequence', 'noveltyMissing']),

  // Concrete: purpose as "the effect of X on Y", observations without figures
  ct('ct-concrete-purpose', 'en', concrete, purpose,
    'The aim of my thesis is to understand the effect of recycled plastic fibres on the strength of concrete.',
    ['purposeStated'], ['purposeMissing', 'purposeLate', 'termsMissing']),
  ct('ct-concrete-question', 'en', concrete, questions,
    'My research question is about recycled plastic fibres in concrete and their strength.',
    ['answerIsTopic', 'improvedQuestion', 'questionMissing'], ['questionStated', 'askPrecise', 'termsMissing']),
  ct('ct-concrete-information', 'en', concrete, information,
    'Blocks with 1% fibres cracked 40% more slowly than plain blocks but were 8% weaker under pressure.',
    ['figuresMissing'], ['figuresPresent', 'noEvidence']),
  ct('ct-concrete-conclusions', 'en', concrete, conclusions,
    'Plastic fibres make concrete crack more slowly, although the blocks are slightly weaker. The fibres seem to hold cracks together.',
    ['hedged'], ['unsupportedClaim', 'overstatedClaim', 'noHedge']),
  ct('ct-concrete-significance', 'en', concrete, significance,
    'Builders could use waste plastic to make cheaper pavements with less cement. It is the first test of bottle fibres from local waste.',
    ['significanceStated'], ['significanceMissing', 'noConsequence', 'noveltyMissing']),

  // Remote work: a good summary that opens with the gap
  ct('ct-remote-purpose', 'en', remote, purpose,
    'Our project asks whether working from home three or more days a week reduces the number of close friends people have at work.',
    ['purposeStated'], ['purposeMissing', 'purposeLate', 'termsMissing']),
  ct('ct-remote-question', 'en', remote, questions,
    'Does working from home three or more days a week reduce the number of close friends young employees have at work?',
    ['questionStated'], ['answerIsTopic', 'askPrecise', 'improvedQuestion', 'questionMissing']),
  ct('ct-remote-information', 'en', remote, information,
    'Remote workers named 1.4 close friends at work on average and office workers 2.9, in a survey of 1,200 employees.',
    ['figuresPresent'], ['figuresMissing', 'noEvidence']),
  ct('ct-remote-conclusions', 'en', remote, conclusions,
    'Remote work may weaken workplace friendships among young employees, but our survey cannot show cause and effect.',
    ['hedged'], ['unsupportedClaim', 'overstatedClaim', 'noHedge']),
  ct('ct-remote-significance', 'en', remote, significance,
    'Little was known about remote work and friendships before our study. Managers could plan regular office days to protect the well-being of young staff.',
    ['significanceStated'], ['significanceMissing', 'noConsequence', 'noveltyMissing']),

  // Forests: a vague summary
  ct('ct-forests-purpose', 'en', forests, purpose,
    'My research is about satellite images and forests, keeping in mind the importance of the environment.',
    ['purposeMissing'], ['purposeStated', 'purposeLate', 'termsMissing']),
  ct('ct-forests-question', 'en', forests, questions,
    'Deep learning and forests.',
    ['answerIsTopic', 'askPrecise', 'questionMissing'], ['improvedQuestion', 'questionStated']),
  ct('ct-forests-information', 'en', forests, information,
    'There are many satellite images, and the networks learn quickly to tell forest from other land.',
    ['noEvidence', 'answerWithoutData'], ['figuresMissing', 'figuresPresent']),
  ct('ct-forests-conclusions', 'en', forests, conclusions,
    'The method works in all regions and the results are very good, so neural networks can replace people who map forests.',
    ['unsupportedClaim'], ['hedged']),
  ct('ct-forests-significance', 'en', forests, significance,
    'This could help governments protect forests in the future.',
    ['significanceStated', 'noveltyMissing'], ['significanceMissing', 'noConsequence']),
  ct('ct-forests-terms', 'en', forests, purpose,
    'I want to map illegal logging in the Amazon rainforest with neural networks trained on satellite images.',
    ['purposeMissing'], ['purposeStated']),

  // Terms the summary lacks: real content terms only
  ct('ct-bees-terms', 'en', bees, purpose,
    'The main purpose is to learn whether hoverflies and butterflies also use garden flowers, keeping in mind the bigger picture.',
    [], ['purposeMissing']),
  ct('ct-remote-terms', 'en', remote, purpose,
    'In terms of the area we work in, the main aim is to understand workplace friendships in the long run.',
    ['purposeStated'], ['termsMissing']),

  // Hebrew
  ct('ct-drip-information', 'he', drip, information,
    'חלקות הטפטוף צרכו 35% פחות מים והיבול ירד ב־4% בלבד, לעומת ירידה של 12% בחלקות אחרות.',
    ['figuresMissing'], [...englishOnly]),
  ct('ct-drip-purpose', 'he', drip, purpose,
    'מטרת המחקר היא לבדוק האם השקיה בטפטוף מפחיתה את צריכת המים בגידול עגבניות.',
    // The purpose is checked in Hebrew too (found, or asked about as a question).
    ['purposeStated'], englishOnly.filter((kind) => kind !== k('purposeStated'))),
  ct('ct-drip-conclusions', 'he', drip, conclusions,
    'השקיה בטפטוף עשויה לחסוך כשליש מהמים בלי לפגוע ביבול, לפחות בעגבניות ובנגב.',
    [], [...englishOnly]),
  ct('ct-drip-significance', 'he', drip, significance,
    'הממצאים יכולים לעזור לקובעי המדיניות לתכנן את הקצאת המים לחקלאות בשנים הבאות.',
    [], [...englishOnly]),
  ct('ct-loneliness-information', 'he', loneliness, information,
    'ראיינתי 12 סטודנטים, ו־8 מהם אמרו שהם מרגישים בודדים רוב הזמן.',
    ['figuresMissing'], ['figuresPresent', ...englishOnly.filter((kind) => kind !== k('noEvidence'))]),
  ct('ct-loneliness-question', 'he', loneliness, questions,
    'בדידות של סטודנטים בשנה הראשונה.',
    ['askPrecise', 'answerIsTopic'], ['improvedQuestion', 'questionStated']),
  ct('ct-loneliness-conclusions', 'he', loneliness, conclusions,
    'בדידות תמיד פוגעת בלימודים, וברור שהאוניברסיטה חייבת לעשות יותר כדי לעזור לסטודנטים.',
    ['unsupportedClaim'], ['hedged', 'overstatedClaim']),

  // First batch of held-out cases: its outputs were read and the rules changed after it, so now tuned on
  ct('ct-sleep-purpose', 'en', sleep, purpose,
    'The goal was to examine whether a later school start improves the attention of high-school students.',
    ['purposeStated'], ['purposeMissing', 'purposeLate', 'termsMissing']),
  ct('ct-sleep-question', 'en', sleep, questions,
    'We wanted to know whether starting school one hour later improves attention and sleep in teenagers.',
    ['improvedQuestion', 'questionStated'], ['answerIsTopic', 'askPrecise', 'questionMissing']),
  ct('ct-sleep-information', 'en', sleep, information,
    'Students at the later school slept 45 minutes more and made 20% fewer errors on the attention test.',
    ['figuresPresent'], ['figuresMissing', 'noEvidence']),
  ct('ct-sleep-conclusions', 'en', sleep, conclusions,
    'A later start always improves attention and clearly solves the sleep problem of teenagers.',
    ['unsupportedClaim'], ['hedged']),
  ct('ct-sleep-significance', 'en', sleep, significance,
    'Schools could change start times at no cost, which would help millions of students. Unlike earlier survey studies, we measured attention directly.',
    ['significanceStated'], ['significanceMissing', 'noConsequence', 'noveltyMissing']),
  ct('ct-microloans-purpose', 'en', microloans, purpose,
    'I examine how microloans affect the income of women traders in the Ashanti region.',
    ['purposeLate'], ['purposeMissing', 'purposeStated', 'termsMissing']),
  ct('ct-microloans-question', 'en', microloans, questions,
    "Microloans and women traders' income in Ghana.",
    ['answerIsTopic', 'improvedQuestion', 'questionStated'], ['questionMissing', 'askPrecise']),
  ct('ct-microloans-information', 'en', microloans, information,
    'Traders with loans reported 25% higher weekly sales than traders without loans.',
    ['figuresMissing'], ['figuresPresent', 'noEvidence']),
  ct('ct-microloans-conclusions', 'en', microloans, conclusions,
    'Microloans definitely lift women out of poverty and should be given to every trader in the region.',
    ['unsupportedClaim'], ['hedged']),
  ct('ct-microloans-significance', 'en', microloans, significance,
    'This matters a lot for the region.',
    ['significanceMissing', 'noConsequence', 'noveltyMissing'], ['significanceStated']),
  ct('ct-microloans-terms', 'en', microloans, purpose,
    'To measure how microloans change household savings and school attendance of the traders’ children.',
    ['purposeLate'], ['purposeStated']),
  ct('ct-music-information', 'he', music, information,
    'מי שלמד בשקט זכר בממוצע 14 מילים, ומי ששמע מוזיקה זכר 11 מילים.',
    ['figuresPresent'], ['figuresMissing', ...englishOnly]),
  ct('ct-music-question', 'he', music, questions,
    'האם מוזיקה עם מילים בזמן למידה פוגעת בזיכרון של סטודנטים?',
    [], ['askPrecise', ...englishOnly]),
  ct('ct-music-conclusions', 'he', music, conclusions,
    'מוזיקה תמיד פוגעת בלמידה ולכן אסור לשמוע מוזיקה בזמן לימודים.',
    ['unsupportedClaim'], ['hedged']),
  // Second batch
  ct('b2-drones-purpose', 'en', drones, purpose,
    "The purpose is to determine whether spraying by drone reduces farmers' exposure to pesticides without lowering crop protection.",
    ['purposeStated'], ['purposeMissing', 'purposeLate', 'termsMissing']),
  ct('b2-drones-question', 'en', drones, questions,
    'Drone spraying and farmer health in cotton farming.',
    ['answerIsTopic', 'improvedQuestion', 'questionStated'], ['questionMissing', 'askPrecise']),
  ct('b2-drones-information', 'en', drones, information,
    'Workers on drone farms had 80% less pesticide on their skin, and pest damage was about 5% on both kinds of farm.',
    ['figuresMissing'], ['noEvidence', 'answerWithoutData']),
  ct('b2-drones-conclusions', 'en', drones, conclusions,
    'Drones clearly make spraying safer for workers. Their pest control is as good as spraying by hand.',
    [], ['hedged', 'overstatedClaim']),
  ct('b2-drones-significance', 'en', drones, significance,
    'Safer spraying could protect the health of millions of farm workers in South Asia; this is the first field trial of drone spraying on smallholder farms.',
    [], ['noConsequence', 'noveltyMissing']),
  ct('b2-bilingual-purpose', 'en', bilingual, purpose,
    'I investigated whether mixing languages is linked to weaker vocabulary in bilingual preschool children.',
    [], ['purposeMissing', 'purposeLate', 'termsMissing']),
  ct('b2-bilingual-question', 'en', bilingual, questions,
    'Is language mixing a sign of confusion in bilingual children?',
    ['questionStated'], ['answerIsTopic', 'askPrecise', 'questionMissing', 'termsMissing']),
  ct('b2-bilingual-information', 'en', bilingual, information,
    'Children who mixed languages more often did not have smaller vocabularies, and in Hebrew they knew slightly more words.',
    [], ['answerWithoutData', 'noEvidence', 'figuresMissing']),
  ct('b2-bilingual-conclusions', 'en', bilingual, conclusions,
    'Mixing languages is a normal part of bilingual development and never harms vocabulary.',
    ['unsupportedClaim'], ['hedged']),
  ct('b2-bilingual-significance', 'en', bilingual, significance,
    'Parents and teachers often try to stop children from mixing languages. Our results suggest they do not need to, which could change advice given in kindergartens.',
    ['significanceStated'], ['significanceMissing', 'noConsequence']),
  ct('b2-solar-purpose', 'en', solar, purpose,
    'The main goal is a robot that cleans solar panels in the desert without water.',
    ['purposeMissing'], ['purposeStated', 'purposeLate']),
  ct('b2-solar-information', 'en', solar, information,
    'The robot works very well and is much better than cleaning by hand.',
    ['answerWithoutData', 'noEvidence'], ['figuresMissing', 'figuresPresent']),
  ct('b2-solar-conclusions', 'en', solar, conclusions,
    'The robot is much better than cleaning by hand and will always keep panels clean.',
    ['unsupportedClaim'], ['hedged']),
  ct('b2-solar-significance', 'en', solar, significance,
    'Solar farms in deserts could save water and money by using the robot.',
    // "Solar farms should use our robot" is a recommendation, not what the work means: asked about.
    ['significanceMissing', 'noveltyMissing'], ['significanceStated', 'noConsequence']),
  ct('b2-solar-question', 'en', solar, questions,
    'How well does a waterless brush robot clean dusty solar panels compared with cleaning by hand?',
    ['questionMissing'], ['askPrecise', 'improvedQuestion', 'answerIsTopic']),
  ct('b2-walking-information', 'he', walking, information,
    'הציון הממוצע השתפר ב־18% אצל 80 משתתפים.',
    ['figuresPresent'], ['figuresMissing', ...englishOnly]),
  ct('b2-walking-conclusions', 'he', walking, conclusions,
    'הליכה מוכיחה שהיא תמיד משפרת את מצב הרוח.',
    ['unsupportedClaim'], ['hedged']),
  ct('b2-walking-purpose', 'he', walking, purpose,
    'לבדוק האם הליכה יומית משפרת את מצב הרוח של מבוגרים.',
    ['purposeStated'], englishOnly.filter((kind) => kind !== k('purposeStated'))),
  // Third batch
  ct('b3-microplastics-purpose', 'en', microplastics, purpose,
    'We wanted to know how many microplastic particles end up in the fish sold at markets in Haifa.',
    [], ['purposeMissing', 'purposeLate', 'termsMissing']),
  ct('b3-microplastics-question', 'en', microplastics, questions,
    'How many microplastic particles are in the fish sold in Haifa, and which species hold the most?',
    ['questionStated'], ['askPrecise', 'improvedQuestion', 'answerIsTopic', 'questionMissing']),
  ct('b3-microplastics-information', 'en', microplastics, information,
    'Sardines held on average 7 particles per fish and grouper fewer than 2; 68% of all fish contained particles.',
    ['figuresPresent'], ['figuresMissing', 'noEvidence', 'answerWithoutData', 'answerWithoutFigures']),
  ct('b3-microplastics-conclusions', 'en', microplastics, conclusions,
    'People who eat whole sardines may swallow more microplastics than people who eat fillets.',
    ['hedged'], ['unsupportedClaim', 'overstatedClaim', 'noHedge']),
  ct('b3-microplastics-significance', 'en', microplastics, significance,
    'These figures could guide health advice on eating small fish.',
    ['significanceStated', 'noveltyMissing'], ['significanceMissing', 'noConsequence']),
  ct('b3-nights-purpose', 'en', nightShifts, purpose,
    'To understand how night shifts affect the sleep and health of nurses.',
    ['purposeMissing'], ['purposeStated', 'purposeLate', 'termsMissing']),
  ct('b3-nights-question', 'en', nightShifts, questions,
    'Night shifts and the sleep of nurses.',
    ['answerIsTopic', 'questionMissing'], ['questionStated']),
  ct('b3-nights-conclusions', 'en', nightShifts, conclusions,
    "Night shifts damage nurses' health, and hospitals obviously need to change the shift system.",
    ['unsupportedClaim'], ['hedged']),
  ct('b3-nights-information', 'en', nightShifts, information,
    'Most of the 25 nurses said they sleep badly after night shifts.',
    ['figuresPresent'], ['figuresMissing']),
  ct('b3-app-question', 'en', readingApp, questions,
    'The effect of a free reading app on reading fluency in rural Kenya.',
    ['answerIsTopic', 'improvedQuestion', 'questionMissing'], ['askPrecise', 'questionStated']),
  ct('b3-app-purpose', 'en', readingApp, purpose,
    'Our project examines the effect of a free reading app on the reading fluency of primary-school pupils.',
    ['purposeStated'], ['purposeMissing', 'purposeLate', 'termsMissing']),
  ct('b3-app-information', 'en', readingApp, information,
    'Pupils with the app read 12 more words per minute after one year; girls gained slightly more than boys.',
    ['figuresPresent'], ['figuresMissing', 'answerWithoutFigures', 'noEvidence']),
  ct('b3-app-significance', 'en', readingApp, significance,
    'Reading apps are cheap, and unlike earlier programmes that only gave out tablets, ours measured reading itself; ministries could scale it up.',
    ['significanceStated'], ['noConsequence', 'noveltyMissing', 'significanceMissing']),
  ct('b3-math-information', 'he', mathGames, information,
    'הציונים עלו ב־9 נקודות לעומת 3 בקבוצת הביקורת, וב־40% מהכיתות השיפור היה גדול יותר.',
    ['figuresMissing'], [...englishOnly]),
  ct('b3-math-question', 'he', mathGames, questions,
    'האם משחקי מחשב חינוכיים משפרים הבנה במתמטיקה בכיתה ד׳?',
    [], ['askPrecise', ...englishOnly]),
  // Fourth batch
  ct('b4-mindfulness-purpose', 'en', mindfulness, purpose,
    'This thesis explores whether a short daily mindfulness exercise reduces exam anxiety and dropout in first-year students.',
    ['purposeStated'], ['purposeMissing', 'purposeLate', 'termsMissing']),
  ct('b4-mindfulness-question', 'en', mindfulness, questions,
    'We test if a ten-minute daily mindfulness app reduces exam anxiety in first-year students.',
    ['improvedQuestion', 'questionStated'], ['answerIsTopic', 'askPrecise', 'questionMissing']),
  ct('b4-mindfulness-information', 'en', mindfulness, information,
    'Anxiety fell by 15% with the mindfulness app and by 4% with the music app, in 320 students.',
    [], ['noEvidence', 'answerWithoutData']),
  ct('b4-mindfulness-conclusions', 'en', mindfulness, conclusions,
    'A daily mindfulness app may ease exam anxiety, although it does not change grades.',
    ['hedged'], ['unsupportedClaim', 'overstatedClaim', 'noHedge']),
  ct('b4-mindfulness-significance', 'en', mindfulness, significance,
    'Universities could offer the app at almost no cost during exams; earlier studies tested long courses, not short daily exercises.',
    ['significanceStated'], ['significanceMissing', 'noConsequence', 'noveltyMissing']),
  ct('b4-coconut-purpose', 'en', coconut, purpose,
    'The aim is to show that coconut-shell filters on buses can clean city air cheaply.',
    ['purposeMissing'], ['purposeStated', 'termsMissing']),
  ct('b4-coconut-conclusions', 'en', coconut, conclusions,
    'Coconut-shell filters definitely solve pollution in big cities and work in all weather.',
    ['unsupportedClaim'], ['hedged']),
  ct('b4-coconut-information', 'en', coconut, information,
    'Bus drivers liked the filter and it is cheap.',
    ['answerWithoutData', 'noEvidence'], ['figuresPresent', 'figuresMissing']),
  ct('b4-coconut-question', 'en', coconut, questions,
    'Can coconut shells clean the air?',
    ['askPrecise', 'questionMissing'], ['answerIsTopic', 'questionStated']),
  ct('b4-influenza-question', 'en', influenza, questions,
    'We examine how newspapers in Ottoman port cities reported the 1918 influenza epidemic.',
    ['improvedQuestion', 'questionStated'], ['answerIsTopic', 'askPrecise', 'questionMissing']),
  ct('b4-influenza-significance', 'en', influenza, significance,
    'It shows that port cities faced the epidemic together, which changes how historians see it, and gives a new source for the history of epidemics.',
    [], ['significanceMissing', 'noConsequence', 'noveltyMissing']),
  ct('b4-influenza-purpose', 'en', influenza, purpose,
    'In this paper we examine how newspapers in three Ottoman port cities reported the epidemic.',
    ['purposeStated'], ['purposeMissing', 'purposeLate', 'termsMissing']),
  ct('b4-influenza-conclusions', 'en', influenza, conclusions,
    "The press clearly linked the port cities, because all three reprinted each other's reports in our 412 articles.",
    [], ['unsupportedClaim', 'overstatedClaim', 'hedged']),
  // Fifth batch
  ct('b5-biochar-purpose', 'en', biochar, purpose,
    'We tested whether biochar made from crop waste raises maize yields on smallholder farms.',
    ['purposeStated'], ['purposeMissing', 'purposeLate', 'termsMissing']),
  ct('b5-biochar-question', 'en', biochar, questions,
    'Does biochar raise maize yields on sandy and clay soils in western Kenya?',
    ['questionStated'], ['askPrecise', 'improvedQuestion', 'answerIsTopic', 'questionMissing']),
  ct('b5-biochar-information', 'en', biochar, information,
    'Biochar raised maize yields by 22% on sandy soils but by less than 3% on clay soils, over three seasons on 40 farms.',
    ['figuresPresent'], ['figuresMissing', 'noEvidence']),
  ct('b5-biochar-conclusions', 'en', biochar, conclusions,
    'Biochar always raises maize yields and should be used on every farm in Kenya.',
    ['unsupportedClaim'], ['hedged']),
  ct('b5-biochar-significance', 'en', biochar, significance,
    'Biochar turns crop waste into a cheap soil improver, which could help millions of smallholders; few field trials have compared soil types before.',
    ['significanceStated'], ['noConsequence', 'noveltyMissing', 'significanceMissing']),
  ct('b5-sugar-purpose', 'en', sugarTax, purpose,
    'To find out whether a tax on sugary drinks changes what teenagers in Mexico drink.',
    [], ['purposeMissing']),
  ct('b5-sugar-question', 'en', sugarTax, questions,
    "We asked whether sugar taxes change teenagers' drinks.",
    ['questionStated'], ['answerIsTopic', 'questionMissing']),
  ct('b5-sugar-conclusions', 'en', sugarTax, conclusions,
    "Sugar taxes clearly reduce sugary drink purchases in teenagers' households, by 9% in our data.",
    [], ['unsupportedClaim', 'overstatedClaim']),
  ct('b5-sugar-significance', 'en', sugarTax, significance,
    'Other countries considering a sugar tax could expect a similar shift.',
    [], ['significanceMissing', 'noConsequence']),
  ct('b5-lab-purpose', 'en', virtualLab, purpose,
    'The purpose of my project is to make chemistry easier for high-school students with a virtual lab.',
    ['purposeMissing'], ['purposeStated', 'termsMissing']),
  ct('b5-lab-information', 'en', virtualLab, information,
    'Everyone enjoyed the virtual lab, and teachers used it in class.',
    ['answerWithoutData', 'noEvidence'], ['figuresPresent', 'figuresMissing']),
  ct('b5-lab-question', 'en', virtualLab, questions,
    'A virtual chemistry lab for schools.',
    ['answerIsTopic', 'questionMissing'], ['questionStated']),
  ct('b5-ears-information', 'he', earInfections, information,
    'הילדים החלימו באותו קצב, והשימוש באנטיביוטיקה ירד ב־70%.',
    ['figuresMissing'], [...englishOnly]),
  // Held out: the last batch
  ct('final-flights-purpose', 'en', nightFlights, purpose,
    'This study aims to find out whether living near an airport changes the deep sleep of adults.',
    ['purposeStated'], ['purposeMissing', 'purposeLate', 'termsMissing'], true),
  ct('final-flights-question', 'en', nightFlights, questions,
    'Whether night flights reduce deep sleep in adults who live under a flight path.',
    ['improvedQuestion', 'questionStated'], ['answerIsTopic', 'askPrecise', 'questionMissing'], true),
  ct('final-flights-information', 'en', nightFlights, information,
    'People under the flight path lost 18 minutes of deep sleep per night and reacted 30 milliseconds slower in the morning.',
    ['figuresMissing'], ['noEvidence', 'figuresPresent'], true),
  ct('final-flights-conclusions', 'en', nightFlights, conclusions,
    'Night flights may harm health without people noticing, because they reduce deep sleep.',
    ['hedged'], ['unsupportedClaim', 'overstatedClaim', 'noHedge'], true),
  ct('final-flights-significance', 'en', nightFlights, significance,
    'Airports could limit night flights, and this is the first study to measure deep sleep at home near an airport.',
    ['significanceStated'], ['significanceMissing', 'noConsequence', 'noveltyMissing'], true),
  ct('final-shops-purpose', 'en', clothingShops, purpose,
    'I want to understand why clothing shops close.',
    ['purposeMissing'], ['purposeStated', 'purposeLate'], true),
  ct('final-shops-information', 'en', clothingShops, information,
    'Young people buy almost everything online, and many shops close.',
    ['answerWithoutData', 'noEvidence'], ['figuresPresent', 'figuresMissing'], true),
  ct('final-shops-conclusions', 'en', clothingShops, conclusions,
    'Shops will always lose customers if they do not go online.',
    ['unsupportedClaim'], ['hedged'], true),
  ct('final-shops-question', 'en', clothingShops, questions,
    'Why do clothing shops close?',
    ['askPrecise', 'questionMissing'], ['answerIsTopic', 'questionStated'], true),
  ct('final-shops-significance', 'en', clothingShops, significance,
    'This is important for shop owners.',
    ['significanceMissing', 'noConsequence', 'noveltyMissing'], ['significanceStated'], true),
  ct('final-gardens-information', 'he', gardens, information,
    'תושבים ליד גינה הכירו 11 שכנים בשמם, לעומת 6 בשכונות ללא גינה.',
    ['figuresPresent'], ['figuresMissing', ...englishOnly], true),
  ct('final-gardens-conclusions', 'he', gardens, conclusions,
    'גינות קהילתיות תמיד יוצרות קהילה חזקה.',
    ['unsupportedClaim'], ['hedged'], true),
  ct('final-gardens-purpose', 'he', gardens, purpose,
    'לבדוק האם גינות קהילתיות מגבירות את הקשר בין שכנים.',
    ['purposeStated'], englishOnly.filter((kind) => kind !== k('purposeStated')), true),
];

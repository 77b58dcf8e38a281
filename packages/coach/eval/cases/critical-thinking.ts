// Evaluation cases for the Critical Thinking question feedback (question-feedback.ts): student
// summaries and answers to the questions on the research question and the key information, in
// English and Hebrew, each labelled with whether a science-writing instructor expects the coach to
// say that the summary states its question or carries the answer's figures (mustFind), or would
// call that false on this text (mustNotFind). Labels say what is true of the text, not what the
// rules do. The cases came in batches: each batch after the first was written after the rules
// had been changed for the one before and labelled before its first run, then tuned on. Only the
// last batch (ids final-…, heldOut) was never tuned on. The other questions make no finding
// (docs/exercises.md "How the coach decides").
import type { QuestionCase } from './question-case.ts';

const questions = { id: 'criticalThinking.questions', number: 2, theme: 'the key research question or questions' };
const information = { id: 'criticalThinking.information', number: 3, theme: 'the most important information' };
/** What each question's rule says when the check passes. */
const passed = { questions: 'criticalThinking.questionStated', information: 'criticalThinking.figuresPresent' } as const;

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
  question: typeof questions | typeof information,
  answer: string,
  holds: boolean,
  heldOut = false,
): QuestionCase => {
  const kind = question === questions ? passed.questions : passed.information;
  return {
    id,
    exercise: 'criticalThinking',
    language,
    text,
    question: { ...question, answer },
    mustFind: holds ? [kind] : [],
    mustNotFind: holds ? [] : [kind],
    ...(heldOut ? { heldOut } : {}),
  };
};

export const criticalThinkingCases: readonly QuestionCase[] = [
  ct('ct-bees-question', 'en', bees, questions,
    'We asked whether garden size and flower diversity predict the number of bee species in urban gardens.',
    true),
  ct('ct-bees-information', 'en', bees, information,
    'Gardens held on average 18 bee species and meadows 24; gardens with more than 20 flowering species came close to meadow levels.',
    true),
  ct('ct-quizzes-question', 'en', quizzes, questions,
    'Online quizzes in statistics courses for first-year students.',
    false),
  ct('ct-quizzes-information', 'en', quizzes, information,
    'Students took the quizzes many times before the exams and liked them. Teachers said the course was easier to teach.',
    false),
  ct('ct-reminders-question', 'en', reminders, questions,
    'Do daily text-message reminders lower HbA1c in adults with type 2 diabetes compared with usual care?',
    true),
  ct('ct-reminders-information', 'en', reminders, information,
    'HbA1c fell by 0.6 percentage points with reminders and by 0.1 with usual care, in 240 patients.',
    true),
  ct('ct-concrete-question', 'en', concrete, questions,
    'My research question is about recycled plastic fibres in concrete and their strength.',
    false),
  ct('ct-concrete-information', 'en', concrete, information,
    'Blocks with 1% fibres cracked 40% more slowly than plain blocks but were 8% weaker under pressure.',
    false),
  ct('ct-remote-question', 'en', remote, questions,
    'Does working from home three or more days a week reduce the number of close friends young employees have at work?',
    true),
  ct('ct-remote-information', 'en', remote, information,
    'Remote workers named 1.4 close friends at work on average and office workers 2.9, in a survey of 1,200 employees.',
    true),
  ct('ct-forests-question', 'en', forests, questions,
    'Deep learning and forests.',
    false),
  ct('ct-forests-information', 'en', forests, information,
    'There are many satellite images, and the networks learn quickly to tell forest from other land.',
    false),
  ct('ct-drip-information', 'he', drip, information,
    'חלקות הטפטוף צרכו 35% פחות מים והיבול ירד ב־4% בלבד, לעומת ירידה של 12% בחלקות אחרות.',
    false),
  ct('ct-loneliness-information', 'he', loneliness, information,
    'ראיינתי 12 סטודנטים, ו־8 מהם אמרו שהם מרגישים בודדים רוב הזמן.',
    false),
  ct('ct-loneliness-question', 'he', loneliness, questions,
    'בדידות של סטודנטים בשנה הראשונה.',
    false),
  ct('ct-sleep-question', 'en', sleep, questions,
    'We wanted to know whether starting school one hour later improves attention and sleep in teenagers.',
    true),
  ct('ct-sleep-information', 'en', sleep, information,
    'Students at the later school slept 45 minutes more and made 20% fewer errors on the attention test.',
    true),
  ct('ct-microloans-question', 'en', microloans, questions,
    "Microloans and women traders' income in Ghana.",
    true),
  ct('ct-microloans-information', 'en', microloans, information,
    'Traders with loans reported 25% higher weekly sales than traders without loans.',
    false),
  ct('ct-music-information', 'he', music, information,
    'מי שלמד בשקט זכר בממוצע 14 מילים, ומי ששמע מוזיקה זכר 11 מילים.',
    true),
  ct('ct-music-question', 'he', music, questions,
    'האם מוזיקה עם מילים בזמן למידה פוגעת בזיכרון של סטודנטים?',
    false),
  ct('b2-drones-question', 'en', drones, questions,
    'Drone spraying and farmer health in cotton farming.',
    true),
  ct('b2-drones-information', 'en', drones, information,
    'Workers on drone farms had 80% less pesticide on their skin, and pest damage was about 5% on both kinds of farm.',
    false),
  ct('b2-bilingual-question', 'en', bilingual, questions,
    'Is language mixing a sign of confusion in bilingual children?',
    true),
  ct('b2-solar-information', 'en', solar, information,
    'The robot works very well and is much better than cleaning by hand.',
    false),
  ct('b2-solar-question', 'en', solar, questions,
    'How well does a waterless brush robot clean dusty solar panels compared with cleaning by hand?',
    false),
  ct('b2-walking-information', 'he', walking, information,
    'הציון הממוצע השתפר ב־18% אצל 80 משתתפים.',
    true),
  ct('b3-microplastics-question', 'en', microplastics, questions,
    'How many microplastic particles are in the fish sold in Haifa, and which species hold the most?',
    true),
  ct('b3-microplastics-information', 'en', microplastics, information,
    'Sardines held on average 7 particles per fish and grouper fewer than 2; 68% of all fish contained particles.',
    true),
  ct('b3-nights-question', 'en', nightShifts, questions,
    'Night shifts and the sleep of nurses.',
    false),
  ct('b3-nights-information', 'en', nightShifts, information,
    'Most of the 25 nurses said they sleep badly after night shifts.',
    true),
  ct('b3-app-question', 'en', readingApp, questions,
    'The effect of a free reading app on reading fluency in rural Kenya.',
    false),
  ct('b3-app-information', 'en', readingApp, information,
    'Pupils with the app read 12 more words per minute after one year; girls gained slightly more than boys.',
    true),
  ct('b3-math-information', 'he', mathGames, information,
    'הציונים עלו ב־9 נקודות לעומת 3 בקבוצת הביקורת, וב־40% מהכיתות השיפור היה גדול יותר.',
    false),
  ct('b3-math-question', 'he', mathGames, questions,
    'האם משחקי מחשב חינוכיים משפרים הבנה במתמטיקה בכיתה ד׳?',
    false),
  ct('b4-mindfulness-question', 'en', mindfulness, questions,
    'We test if a ten-minute daily mindfulness app reduces exam anxiety in first-year students.',
    true),
  ct('b4-coconut-information', 'en', coconut, information,
    'Bus drivers liked the filter and it is cheap.',
    false),
  ct('b4-coconut-question', 'en', coconut, questions,
    'Can coconut shells clean the air?',
    false),
  ct('b4-influenza-question', 'en', influenza, questions,
    'We examine how newspapers in Ottoman port cities reported the 1918 influenza epidemic.',
    true),
  ct('b5-biochar-question', 'en', biochar, questions,
    'Does biochar raise maize yields on sandy and clay soils in western Kenya?',
    true),
  ct('b5-biochar-information', 'en', biochar, information,
    'Biochar raised maize yields by 22% on sandy soils but by less than 3% on clay soils, over three seasons on 40 farms.',
    true),
  ct('b5-sugar-question', 'en', sugarTax, questions,
    "We asked whether sugar taxes change teenagers' drinks.",
    true),
  ct('b5-lab-information', 'en', virtualLab, information,
    'Everyone enjoyed the virtual lab, and teachers used it in class.',
    false),
  ct('b5-lab-question', 'en', virtualLab, questions,
    'A virtual chemistry lab for schools.',
    false),
  ct('b5-ears-information', 'he', earInfections, information,
    'הילדים החלימו באותו קצב, והשימוש באנטיביוטיקה ירד ב־70%.',
    false),
  ct('final-flights-question', 'en', nightFlights, questions,
    'Whether night flights reduce deep sleep in adults who live under a flight path.',
    true, true),
  ct('final-flights-information', 'en', nightFlights, information,
    'People under the flight path lost 18 minutes of deep sleep per night and reacted 30 milliseconds slower in the morning.',
    false, true),
  ct('final-shops-information', 'en', clothingShops, information,
    'Young people buy almost everything online, and many shops close.',
    false, true),
  ct('final-shops-question', 'en', clothingShops, questions,
    'Why do clothing shops close?',
    false, true),
  ct('final-gardens-information', 'he', gardens, information,
    'תושבים ליד גינה הכירו 11 שכנים בשמם, לעומת 6 בשכונות ללא גינה.',
    true, true),
];

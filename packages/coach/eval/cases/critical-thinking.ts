// Evaluation cases for the Critical Thinking question feedback (question-feedback.ts): student
// summaries and answers to the five questions, in English and Hebrew, each labelled with the
// finding kinds a science-writing instructor expects the coach to make (mustFind) and the ones
// that would be false or pointless on this text (mustNotFind). Labels say what is true of the
// text, not what the rules do: a Hebrew text whose claim is overstated is labelled so, although
// the coach makes no word-list remark on Hebrew. Kinds left out of both lists are not judged.
// Cases marked heldOut were written with the others but not looked at while the rules were
// tuned; the evaluation reports them apart.
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

// Held out: a school-start study with figures, hedged, with significance.
const sleep =
  'Teenagers sleep less than they need, and school starts early. ' +
  'The goal of this study was to examine whether starting school one hour later improves the attention of high-school students. ' +
  'We compared two schools in Haifa: one moved its start time from 8:00 to 9:00, the other did not. ' +
  'Students wore sleep trackers for four weeks and took a short attention test every Monday. ' +
  'Students at the later school slept 45 minutes more per night and made 20% fewer errors on the attention test. ' +
  'Later school start times may therefore help teenagers concentrate, although two schools are a small sample. ' +
  'Education ministries should consider later start times, and future research should include more schools.';

// Held out: purpose late, interviews without figures, a boosted ending.
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

// Held out, Hebrew: music while studying.
const music =
  'האם מוזיקה בזמן למידה פוגעת בזיכרון? ' +
  'במחקר הזה בדקנו 60 סטודנטים שלמדו רשימת מילים עם מוזיקה או בשקט. ' +
  'אלה שלמדו בשקט זכרו בממוצע 14 מילים, לעומת 11 מילים אצל אלה ששמעו מוזיקה. ' +
  'התוצאות מרמזות שמוזיקה עם מילים עלולה להסיח את הדעת. ' +
  'הממצאים יכולים לעזור לסטודנטים לתכנן את סביבת הלמידה שלהם.';

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
    ['purposeMissing', 'termsMissing'], ['purposeStated']),

  // Terms the summary lacks: real content terms only
  ct('ct-bees-terms', 'en', bees, purpose,
    'The main purpose is to learn whether hoverflies and butterflies also use garden flowers, keeping in mind the bigger picture.',
    ['termsMissing'], ['purposeMissing']),
  ct('ct-remote-terms', 'en', remote, purpose,
    'In terms of the area we work in, the main aim is to understand workplace friendships in the long run.',
    ['purposeStated'], ['termsMissing']),

  // Hebrew
  ct('ct-drip-information', 'he', drip, information,
    'חלקות הטפטוף צרכו 35% פחות מים והיבול ירד ב־4% בלבד, לעומת ירידה של 12% בחלקות אחרות.',
    ['figuresMissing'], [...englishOnly]),
  ct('ct-drip-purpose', 'he', drip, purpose,
    'מטרת המחקר היא לבדוק האם השקיה בטפטוף מפחיתה את צריכת המים בגידול עגבניות.',
    [], [...englishOnly]),
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

  // Held out
  ct('ct-sleep-purpose', 'en', sleep, purpose,
    'The goal was to examine whether a later school start improves the attention of high-school students.',
    ['purposeStated'], ['purposeMissing', 'purposeLate', 'termsMissing'], true),
  ct('ct-sleep-question', 'en', sleep, questions,
    'We wanted to know whether starting school one hour later improves attention and sleep in teenagers.',
    ['improvedQuestion', 'questionStated'], ['answerIsTopic', 'askPrecise', 'questionMissing'], true),
  ct('ct-sleep-information', 'en', sleep, information,
    'Students at the later school slept 45 minutes more and made 20% fewer errors on the attention test.',
    ['figuresPresent'], ['figuresMissing', 'noEvidence'], true),
  ct('ct-sleep-conclusions', 'en', sleep, conclusions,
    'A later start always improves attention and clearly solves the sleep problem of teenagers.',
    ['unsupportedClaim'], ['hedged'], true),
  ct('ct-sleep-significance', 'en', sleep, significance,
    'Schools could change start times at no cost, which would help millions of students. Unlike earlier survey studies, we measured attention directly.',
    ['significanceStated'], ['significanceMissing', 'noConsequence', 'noveltyMissing'], true),
  ct('ct-microloans-purpose', 'en', microloans, purpose,
    'I examine how microloans affect the income of women traders in the Ashanti region.',
    ['purposeLate'], ['purposeMissing', 'purposeStated', 'termsMissing'], true),
  ct('ct-microloans-question', 'en', microloans, questions,
    "Microloans and women traders' income in Ghana.",
    ['answerIsTopic', 'improvedQuestion', 'questionStated'], ['questionMissing', 'askPrecise'], true),
  ct('ct-microloans-information', 'en', microloans, information,
    'Traders with loans reported 25% higher weekly sales than traders without loans.',
    ['figuresMissing'], ['figuresPresent', 'noEvidence'], true),
  ct('ct-microloans-conclusions', 'en', microloans, conclusions,
    'Microloans definitely lift women out of poverty and should be given to every trader in the region.',
    ['unsupportedClaim'], ['hedged'], true),
  ct('ct-microloans-significance', 'en', microloans, significance,
    'This matters a lot for the region.',
    ['significanceMissing', 'noConsequence', 'noveltyMissing'], ['significanceStated'], true),
  ct('ct-microloans-terms', 'en', microloans, purpose,
    'To measure how microloans change household savings and school attendance of the traders’ children.',
    ['purposeLate', 'termsMissing'], ['purposeStated'], true),
  ct('ct-music-information', 'he', music, information,
    'מי שלמד בשקט זכר בממוצע 14 מילים, ומי ששמע מוזיקה זכר 11 מילים.',
    ['figuresPresent'], ['figuresMissing', ...englishOnly], true),
  ct('ct-music-question', 'he', music, questions,
    'האם מוזיקה עם מילים בזמן למידה פוגעת בזיכרון של סטודנטים?',
    [], ['askPrecise', ...englishOnly], true),
  ct('ct-music-conclusions', 'he', music, conclusions,
    'מוזיקה תמיד פוגעת בלמידה ולכן אסור לשמוע מוזיקה בזמן לימודים.',
    ['unsupportedClaim'], ['hedged'], true),
];

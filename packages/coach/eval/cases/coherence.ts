// Evaluation cases for the Coherence question feedback (question-feedback.ts): student texts
// in English and Hebrew, labelled with whether a science-writing instructor expects the coach to
// name a sentence opening with a bare "This" (mustFind) or would call it false on this text
// (mustNotFind). Cases marked heldOut were never tuned on; the evaluation reports them apart.
// The other Coherence questions make no finding (docs/exercises.md "How the coach decides").
import type { QuestionCase } from './question-case.ts';

const pronouns = { id: 'coherence.pronouns', number: 3, theme: 'pronouns that refer back' };
const bare = 'coherence.pronouns.bareDemonstrative';

const groundwater = [
  'Groundwater supplies drinking water to about half of the people in Israel. ' +
    'In our project we measure how fast rainwater reaches the groundwater below the city of Beer Sheva. ' +
    'We drilled twelve wells and installed sensors that measure water levels every hour. ' +
    'After each winter storm the water level rose within days in sandy areas. ' +
    'However, in areas with clay soils it took several months.',
  'This shows that the soil type controls how quickly rain recharges the groundwater. ' +
    'They also depend on how the city is built. ' +
    'Roads and roofs send rainwater into drains instead of into the ground. ' +
    'Therefore, planners should keep sandy areas open so that rain can soak in. ' +
    'Our measurements will help the water authority decide where to protect the soil.',
].join('\n');

const socialMedia =
  'Social media use among teenagers has grown in the last ten years. ' +
  'Many parents worry about it. ' +
  'We asked 300 students in five schools to fill in a questionnaire about their phone habits and their mood. ' +
  'Students who used social media for more than three hours a day reported lower mood. ' +
  'The effect was stronger in girls. ' +
  'Sleep may play a role. ' +
  'Teachers see tired students in class every morning. ' +
  'Our data show a link, but they do not show that social media causes low mood. ' +
  'Other studies show similar results. ' +
  'Schools could teach students to manage screen time. ' +
  'It is very important and really needed.';

const batteries = [
  'Lithium batteries lose capacity every time they are charged. ' +
    'In this project we studied why the electrodes of these batteries crack during fast charging. ' +
    'First, we charged 50 small cells at three different speeds. ' +
    'Then we examined the electrodes under an electron microscope after 100, 500 and 1000 cycles.',
  'As a result, we found that cracks appeared much earlier in cells that were charged quickly. ' +
    'Moreover, the cracks grew mostly along the edges of the electrode particles. ' +
    'These cracks let the electrolyte react with fresh surfaces, which slowly consumes lithium. ' +
    'Therefore, slower charging or tougher particles could extend battery life considerably.',
].join('\n');

const measles = [
  'Vaccination rates against measles have fallen in several European countries. ' +
    'Measles spreads very easily, and a fall in vaccination of only a few percent can lead to outbreaks. ' +
    'In our study we mapped vaccination rates in 200 districts of Romania between 2010 and 2020. ' +
    'Districts with lower vaccination had more measles cases.',
  'Parents in rural districts often live far from clinics. ' +
    'Nurses visit these villages only a few times a year. ' +
    'Some families also distrust doctors after stories they read online. ' +
    'Mobile clinics and trusted local leaders could reach these families.',
].join('\n');

const planets =
  'Astronomers have found thousands of planets around other stars. ' +
  'Most of them were found because they pass in front of their star and dim its light. ' +
  'In my thesis I study small rocky planets and the red dwarf stars they orbit. ' +
  'Red dwarfs are cool and small, so planets close to them can still have liquid water. ' +
  'These are the best places to search for life. ' +
  'However, red dwarfs often release strong flares. ' +
  'They can strip the atmosphere of planets. ' +
  'That means life may be harder there than we thought. ' +
  'I use telescope data to measure how often flares occur and how strong they are.';

const bags =
  'Plastic bags end up in the sea. ' +
  'Turtles eat them because they look like jellyfish. ' +
  'In our project we counted bags on five beaches in Crete each month. ' +
  'We found 3,000 bags in one year. ' +
  'Most bags came from shops in nearby towns. ' +
  'A ban on free bags could cut this number. ' +
  'Shops in Crete now charge for bags, and we will count again next year.';

// First held-out batch (since tuned on)
const trees = [
  'Urban trees cool city streets in summer. ' +
    'In Tel Aviv we measured air temperature under 60 trees of eight species during July and August. ' +
    'Streets with dense canopies were on average 2.5 degrees cooler than open streets. ' +
    'Some species cooled the air much more than others. ' +
    'This is because their leaves are large and they lose a lot of water.',
  'The city plants about 2,000 new trees every year. ' +
    'Most of them are palms, which give very little shade. ' +
    'Planting broad-leaved species instead of palms could make streets noticeably cooler. ' +
    'It would also make walking in summer more pleasant.',
].join('\n');

// Hebrew
const shrubs = [
  'צמחים במדבר מתמודדים עם מחסור במים ועם חום קיצוני. ' +
    'במחקר שלנו בדקנו איך שורשים של שיחים בנגב מוצאים מים בעומק הקרקע. ' +
    'מדדנו את אורך השורשים של 40 שיחים בשלוש עונות. ' +
    'לכן יכולנו להשוות בין עונה גשומה לעונה יבשה.',
  'בעונה היבשה השורשים העמיקו עד שלושה מטרים. ' +
    'עם זאת, שיחים צעירים לא הצליחו להגיע למים ורבים מהם מתו. ' +
    'ממצאים אלה מראים שהשנים הראשונות הן הקריטיות ביותר לשיחים.',
].join('\n');

// Second batch: written after the first, labelled before its first run, then tuned on.
const cyprus = [
  'Archaeologists have long debated when people first reached the island of Cyprus. ' +
    'Most studies date the first villages to about 10,000 years ago. ' +
    'In our excavation at a coastal site we found stone tools and burnt animal bones under a layer of volcanic ash. ' +
    'We dated the ash with radiocarbon methods.',
  'The results place the tools about 12,000 years ago. ' +
    'This means that hunters crossed the sea two thousand years earlier than most studies assumed. ' +
    'They probably came in small boats from the coast of Turkey. ' +
    'Future excavations should look for similar sites along the northern coast.',
].join('\n');

const bats = [
  'עטלפים אוכלים חרקים שפוגעים בחקלאות. ' +
    'בדקנו 12 מטעים בגליל. ' +
    'במטעים עם תיבות קינון לעטלפים היו פחות מזיקים. ' +
    'לכן החקלאים ריססו פחות.',
  'בנוסף, התיבות זולות וקלות להתקנה. ' + 'אנו ממליצים להתקין אותן בכל המטעים באזור.',
].join('\n');

// Third batch: written after the rules were changed for the second, labelled before its first run, then tuned on.
const wolves = [
  'Wolves returned to the Golan Heights in the 1990s. ' +
    'Since then, farmers have reported more attacks on cattle. ' +
    'In our study we tracked 14 wolves with GPS collars for two years. ' +
    'We also recorded every reported attack and where it happened.',
  'Most attacks happened near open rubbish dumps, where the wolves looked for food at night. ' +
    'Farms far from dumps had almost no attacks. ' +
    'These findings suggest that closing dumps could protect cattle better than killing wolves. ' +
    'It would also cost less.',
].join('\n');

// Fourth batch: written after the rules were changed for the third, labelled before its first run, then tuned on.
const honeybees = [
  'Honeybees communicate the location of flowers through a waggle dance. ' +
    'Researchers have studied the dance for decades, but little is known about how young bees learn it. ' +
    'We filmed 30 colonies and followed 200 young bees from their first dance. ' +
    'Their first dances were messy and pointed in the wrong direction.',
  'With practice, the dances became more precise. ' +
    'Bees that watched older dancers improved faster than bees raised without them. ' +
    'This suggests that the dance is partly learned, not only inborn.',
].join('\n');

const rents =
  'Rents in Tel Aviv rose by 40% between 2015 and 2022. ' +
  'This rise pushed many young families to the suburbs. ' +
  'That move lengthened their daily commute by almost an hour. ' +
  'These longer commutes cost the economy working time and raise emissions. ' +
  'Our model estimates the total cost at 2 billion shekels a year. ' +
  'Such costs are rarely counted when housing policy is made.';

// Fifth batch: written after the rules were changed for the fourth, labelled before its first run, then tuned on.
const earInfections = [
  'Antibiotics are often prescribed for ear infections in young children. ' +
    'However, most ear infections clear up on their own within three days. ' +
    'In our clinic we compared two approaches in 210 children: immediate antibiotics, or a wait-and-see approach with pain relief.',
  'Children in both groups recovered at the same speed. ' +
    'The wait-and-see group used 70% fewer antibiotics and had fewer side effects such as diarrhoea. ' +
    'These results support waiting before prescribing. ' +
    'They could also slow the spread of resistant bacteria.',
].join('\n');

const apnea =
  'Sleep apnea is common in older adults. ' +
  'It is often not diagnosed. ' +
  'In our study we gave 500 people a cheap wristband that measures oxygen levels at night. ' +
  'The wristband found apnea in 60 people who did not know they had it. ' +
  'It is accurate and cheap. ' +
  'Doctors could use it to screen patients at home.';

// Held out: the last batch, written and labelled after all tuning; the rules were not changed for it.
const seagrass = [
  'Seagrass meadows store large amounts of carbon in their roots and in the sediment below them. ' +
    'In the Mediterranean, these meadows are shrinking because boats anchor on them. ' +
    'We mapped anchor damage in 20 bays in Croatia using underwater drones.',
  'The maps showed that bays with mooring buoys had 60% less damage than bays without them. ' +
    'Divers also found more fish in the protected meadows. ' +
    'Installing buoys is cheap compared with replanting seagrass. ' +
    'It should therefore become standard in popular bays.',
].join('\n');

const gutMicrobes =
  'Microbes in the human gut help digest food. ' +
  'Antibiotics kill many of them. ' +
  'We gave mice a common antibiotic for one week and studied their gut microbes for three months. ' +
  'The number of microbe species dropped by half and recovered only partly. ' +
  'The mice also gained weight faster. ' +
  'This suggests that antibiotics could have long-term effects on weight. ' +
  'They should be prescribed carefully.';

const coherence = (id: string, language: 'en' | 'he', text: string, bareOpening: boolean, heldOut = false): QuestionCase => ({
  id,
  exercise: 'coherence',
  language,
  text,
  question: { ...pronouns, choice: '1' },
  mustFind: bareOpening ? [bare] : [],
  mustNotFind: bareOpening ? [] : [bare],
  ...(heldOut ? { heldOut } : {}),
});

export const coherenceCases: readonly QuestionCase[] = [
  coherence('coh-groundwater-pronouns', 'en', groundwater, true),
  coherence('coh-social-pronouns', 'en', socialMedia, false),
  coherence('coh-batteries-pronouns', 'en', batteries, false),
  coherence('coh-measles-pronouns', 'en', measles, false),
  coherence('coh-planets-pronouns', 'en', planets, true),
  coherence('coh-bags-pronouns', 'en', bags, false),
  coherence('coh-shrubs-pronouns', 'he', shrubs, false),
  coherence('coh-trees-pronouns', 'en', trees, true),
  coherence('b2-cyprus-pronouns', 'en', cyprus, true),
  coherence('b2-bats-pronouns', 'he', bats, false),
  coherence('b3-wolves-pronouns', 'en', wolves, false),
  coherence('b4-bees-pronouns', 'en', honeybees, true),
  coherence('b4-rents-pronouns', 'en', rents, false),
  coherence('b5-ears-pronouns', 'en', earInfections, false),
  coherence('b5-apnea-pronouns', 'en', apnea, false),
  coherence('final-seagrass-pronouns', 'en', seagrass, false, true),
  coherence('final-microbes-pronouns', 'en', gutMicrobes, true, true),
];
